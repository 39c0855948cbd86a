import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

type Entry = { event?: string; ecommerce?: unknown } | ArrayLike<unknown>;
/** The dataLayer as names: events by name, gtag commands as "consent default", resets as "reset". */
const dataLayer = (page: Page) =>
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

/** The video players a CMS video element loads once video consent is given ("Accept all" grants it). */
const VIDEO_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com|vimeocdn\.com)\//;

/**
 * Keeps every request on the origin: video frames are answered locally, any other outside request (an analytics
 * script, a font, …) is refused and returned, so the test can expect none.
 */
async function keepRequestsOnOrigin(page: Page, origin: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = route.request().url();
      if (VIDEO_HOSTS.test(url))
        return route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><title>player</title>",
        });
      outside.push(url);
      return route.abort("blockedbyclient");
    },
  );
  return outside;
}

test("analytics: nothing is pushed before consent; after Accept all the queued list view is sent, then select_item, view_item and add_to_cart in order, with no request leaving the origin", async ({
  page,
  baseURL,
}) => {
  const outside = await keepRequestsOnOrigin(page, new URL(baseURL ?? "").origin);
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Clothing" })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
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
