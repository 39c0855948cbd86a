import { expect, test } from "./fixtures";

type Entry = { event?: string; ecommerce?: unknown } | ArrayLike<unknown>;
/** The dataLayer as names: events by name, gtag commands as "consent default", resets as "reset". */
const dataLayer = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).map((entry) =>
      "event" in entry && entry.event
        ? entry.event
        : "ecommerce" in entry
          ? "reset"
          : Array.from(entry as ArrayLike<unknown>)
              .slice(0, 2)
              .join(" "),
    ),
  );

test("analytics: nothing is pushed before consent; after Accept all the queued list view is sent, then select_item, view_item and add_to_cart in order, with no request leaving the origin", async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "")) outside.push(request.url());
  });
  await page.goto("/");
  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Clothing" })
    .first()
    .click();
  await page.waitForSelector("html[data-hydrated]");
  await expect.poll(() => dataLayer(page)).toEqual(["consent default"]);
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect
    .poll(() => dataLayer(page))
    .toEqual(["consent default", "consent update", "reset", "view_item_list"]);
  const card = page.locator(".vitrine-product-card__name a").first();
  const name = await card.textContent();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible();
  await expect
    .poll(() => dataLayer(page))
    .toEqual([
      "consent default",
      "consent update",
      "reset",
      "view_item_list",
      "reset",
      "select_item",
      "reset",
      "view_item",
    ]);
  const viewItem = await page.evaluate(() =>
    (
      window as unknown as {
        dataLayer: { event?: string; ecommerce?: { items: { item_name: string; index: number }[] } }[];
      }
    ).dataLayer.find((entry) => entry.event === "view_item"),
  );
  expect(viewItem?.ecommerce?.items[0]).toMatchObject({ item_name: name, index: 0 });
  await page.getByRole("button", { name: "Add to shopping cart" }).click();
  await expect.poll(async () => (await dataLayer(page)).at(-1)).toBe("add_to_cart");
  expect(outside).toEqual([]);
});
