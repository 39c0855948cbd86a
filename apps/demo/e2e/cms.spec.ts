import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Home, categories and landing pages are rendered from their Shopping Experience layouts (@vitrine/cms).

test("home shows its video block behind consent, and its layout's product sliders", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Well-made things for every day" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Clothing" })).toBeVisible();
  const video = page.locator('[data-element="youtube-video"] .vitrine-consent-video');
  await expect(video).toHaveAttribute("data-state", "preview");
  await expect(video.getByRole("button", { name: "Load video" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a category shows its CMS text and listing, with the category navigation and filter in the sidebar", async ({
  page,
  request,
}) => {
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 2 },
  });
  const branches = (await navigation.json()) as { id: string; children: { id: string; name: string }[] }[];
  const leaf = branches.flatMap((branch) => branch.children).find((child) => child.name === "T-shirts");
  if (!leaf) throw new Error("the seed has no T-shirts category");
  await page.goto(`/navigation/${leaf.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("T-shirts");
  // The layout's text slot is mapped to the category description.
  await expect(page.locator('[data-element="text"]')).toContainText("T-shirts from clothing.");
  await expect(page.locator(".vitrine-product-card").first()).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "T-shirts" }),
  ).toHaveAttribute("aria-current", "page");
  // The listing still filters and sorts in place (the sidebar filter and the listing share one state).
  await page.getByRole("combobox", { name: "Sorting" }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/order=/);
  await expectNoAxeViolations(page);
});

test("a landing page renders its layout: cover image, text, product boxes, reached by an internal CMS link", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "the summer edit" }).click();
  await expect(page).toHaveURL(/\/landingPage\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: "The summer edit" })).toBeVisible();
  await expect(page.getByRole("img", { name: /The summer edit/ })).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator('[data-element="product-box"] .vitrine-product-card')).toHaveCount(3);
  await expect(page).toHaveTitle(/The summer edit/);
  await expectNoAxeViolations(page);
});
