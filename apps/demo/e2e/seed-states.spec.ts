import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// States the packages handle that the seed shows on pages a shopper reaches (issue 44.9; apps/demo-api/src/seed).
const COMPACT_CAMERA = "d0000000000000000000000000000025";
const CANVAS = "d0000000000000000000000000000010";

/** The id of a main-navigation category by its name (as the menu lists it). */
async function categoryNamed(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 3, buildTree: true },
  });
  type Entry = { id: string; name?: string; translated?: { name?: string }; children?: Entry[] | null };
  const find = (entries: Entry[]): Entry | undefined =>
    entries.reduce<Entry | undefined>(
      (found, entry) =>
        found ?? ((entry.translated?.name ?? entry.name) === name ? entry : find(entry.children ?? [])),
      undefined,
    );
  const entry = find((await response.json()) as Entry[]);
  if (!entry) throw new Error(`the seed has no category ${name}`);
  return entry.id;
}

/** Whether any of the unsafe markup's script, handler or link ran (it writes `window.__vitrineUnsafe`). */
const unsafeRan = (page: Page) =>
  page.evaluate(() => (window as { __vitrineUnsafe?: string }).__vitrineUnsafe);

test.describe("seed states a shopper can reach", () => {
  test("a product with accessories and nothing included: no total until one is chosen; a sold-out accessory and a closeout below its minimum cannot be chosen (no quantity, no range)", async ({
    page,
  }) => {
    await page.goto(`/detail/${COMPACT_CAMERA}`);
    await waitForHydration(page);
    const accessories = page.getByRole("region", { name: "Accessories" });
    await expect(accessories.getByText(/Total with accessories/)).toHaveCount(0);
    for (const name of ["C2 Lens Hood", "C2 Lens Cap Set"]) {
      const item = accessories.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText("Sold out");
      // Nothing to choose: no quantity field, no step buttons, no "from … to …" range.
      await expect(item.getByRole("spinbutton")).toHaveCount(0);
      await expect(item.getByRole("button", { name: `One step more ${name}` })).toHaveCount(0);
      await expect(item).not.toContainText(/From \d+ to \d+/);
    }
    await accessories.getByRole("button", { name: "One step more X1 Leather Strap" }).click();
    await expect(accessories.getByText(/Total with accessories/)).toBeVisible();
  });

  test("a product description with a script, an onerror and a javascript: link shows its text with none of them", async ({
    page,
  }) => {
    await page.goto(`/detail/${COMPACT_CAMERA}`);
    await waitForHydration(page);
    const description = page.getByRole("tabpanel", { name: "Description" });
    await expect(description).toContainText("Bring the packing list along.");
    await expect(
      page.locator('main a[href^="javascript:" i], main [onerror], main script:not([nonce])'),
    ).toHaveCount(0);
    expect(await unsafeRan(page)).toBeUndefined();
  });

  test("the summer landing page: a CMS text's unsafe markup is stripped; its Vimeo video waits behind the consent gate", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "the summer edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The summer edit" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Notes from the team" })).toBeVisible();
    await expect(page.getByText("Our packing list is one page long.")).toBeVisible();
    await expect(
      page.locator('main a[href^="javascript:" i], main [onerror], main script:not([nonce])'),
    ).toHaveCount(0);
    expect(await unsafeRan(page)).toBeUndefined();
    const video = page.locator(".vitrine-consent-video");
    await expect(video.getByText(/This video is provided by Vimeo/)).toBeVisible();
    await expect(video.getByRole("button", { name: "Load video" })).toBeVisible();
  });

  test("a category without a layout shows the standard listing", async ({ page, request }) => {
    await page.goto(`/navigation/${await categoryNamed(request, "Camera accessories")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Camera accessories" })).toBeVisible();
    await expect(page.getByRole("link", { name: /X1 Shoulder Bag/ }).first()).toBeVisible();
  });

  test("the canvas's multi-select option takes several values", async ({ page }) => {
    await page.goto(`/detail/${CANVAS}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Design your canvas" });
    await expect(form.getByRole("button", { name: "Start configuring" })).toBeEnabled();
    await form.getByRole("button", { name: "Start configuring" }).click();
    await form.getByRole("combobox", { name: /^Go to step/ }).selectOption({ label: "12. Hanging extras" });
    const hooks = form.getByRole("checkbox", { name: /Picture hooks/ });
    const plugs = form.getByRole("checkbox", { name: /Wall plugs/ });
    await hooks.check();
    await plugs.check();
    await expect(hooks).toBeChecked();
    await expect(plugs).toBeChecked();
  });
});
