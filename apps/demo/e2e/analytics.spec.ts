import type { Page, Route } from "@playwright/test";
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
  // Before the shopper chooses, analytics is not even loaded: the dataLayer stays empty.
  await page.waitForLoadState("networkidle");
  expect(await dataLayer(page)).toEqual([]);
  await page.getByRole("button", { name: "Accept all" }).click();
  // It loads with the choice: Consent Mode's default is the chosen state, then the queued list view.
  await expect.poll(() => dataLayer(page)).toEqual(["consent default", "reset", "view_item_list"]);
  const card = page.locator(".vitrine-product-card__name a").first();
  const name = await card.textContent();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible();
  await expect
    .poll(() => dataLayer(page))
    .toEqual(["consent default", "reset", "view_item_list", "reset", "select_item", "reset", "view_item"]);
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

/** The name and address of the journeys' new guest and customer (each with an email address of its own). */
const ADDRESS = {
  "First name": "Ana",
  "Last name": "Lytics",
  "Street and number": "Messweg 1",
  Postcode: "20095",
  City: "Hamburg",
};

interface PushedItem {
  item_id: string;
  item_variant?: string;
  quantity: number;
  index?: number;
}
interface Pushed {
  event: string;
  ecommerce?: {
    currency?: string;
    value?: number;
    transaction_id?: string;
    item_list_id?: string;
    items?: PushedItem[];
  };
}

/** The dataLayer's events (no consent commands, no resets), each with the ecommerce fields the journey checks. */
const pushedEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? [])
      .filter((entry) => "event" in entry && entry.event)
      .map(({ event, ecommerce }) => ({ event, ecommerce })),
  );

/** An event as the journey compares it: name, currency, value, transaction id and its items' ids × quantities. */
const keyFields = ({ event, ecommerce }: Pushed) => ({
  event,
  currency: ecommerce?.currency,
  value: ecommerce?.value,
  transaction_id: ecommerce?.transaction_id,
  items: ecommerce?.items?.map((item) => `${item.item_id} × ${item.quantity}`),
});

test("analytics journey: listing, filter, product, add, cart, checkout and purchase push the exact ordered dataLayer events, and a reload of the finish page does not push purchase again", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const outside = await keepRequestsOnOrigin(page, new URL(baseURL ?? "").origin);
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 1 },
  });
  const clothing = ((await navigation.json()) as { id: string; name?: string }[]).find(
    (entry) => entry.name === "Clothing",
  );
  await page.goto(`/navigation/${clothing?.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(async () => (await pushedEvents(page)).length).toBe(1);

  // Filter: one manufacturer.
  await page
    .getByRole("region", { name: "Filter" })
    .getByRole("group", { name: "Manufacturer" })
    .getByRole("checkbox", { name: /^Nordlicht/ })
    .check();
  await expect.poll(async () => (await pushedEvents(page)).length).toBe(2);

  // Product: a variant from the filtered list.
  await page.locator(".vitrine-product-card__name a", { hasText: "Harbour Hoodie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Hoodie" })).toBeVisible();
  await expect.poll(async () => (await pushedEvents(page)).length).toBe(4);
  await page
    .locator("#productDetailPageBuyProductForm")
    .getByRole("button", { name: "Add to shopping cart" })
    .click();
  const cart = page.getByRole("dialog", { name: "Shopping cart" });
  await cart.getByRole("link", { name: "Display shopping cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Complete order" })).toBeVisible();

  // Checkout as a guest (no shared customer), then the order.
  const guest = { ...ADDRESS, "Email address": `analytics-${Date.now()}@example.com` };
  for (const [label, value] of Object.entries(guest))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const orderNumber = /number (\S+)/.exec(
    (await page.getByText(/Your order number/).textContent()) ?? "",
  )?.[1];
  await expect.poll(async () => (await pushedEvents(page)).at(-1)?.event).toBe("purchase");

  const events = await pushedEvents(page);
  const [unfiltered, filtered, selected, viewed, added] = events;
  const hoodie = viewed?.ecommerce?.items?.[0];
  const price = viewed?.ecommerce?.value;
  const line = [`${hoodie?.item_id} × 1`];
  const one = { currency: "EUR", value: price, transaction_id: undefined, items: line };
  expect(events.map(keyFields)).toEqual([
    { ...keyFields(unfiltered as Pushed), event: "view_item_list" },
    { ...keyFields(filtered as Pushed), event: "view_item_list" },
    { ...one, event: "select_item", value: undefined },
    { ...one, event: "view_item" },
    { ...one, event: "add_to_cart" },
    { ...one, event: "view_cart" },
    { ...one, event: "begin_checkout" },
    { ...one, event: "add_shipping_info" },
    { ...one, event: "add_payment_info" },
    { ...one, event: "purchase", transaction_id: orderNumber },
  ]);
  // The variant's product number and options; the lists: the category, then only the filtered products.
  expect(hoodie).toMatchObject({ item_id: "VT-10164.FOR-L", item_variant: "Forest / L" });
  expect(price).toBeGreaterThan(0);
  expect(orderNumber).toBeTruthy();
  expect(unfiltered?.ecommerce?.item_list_id).toBe(clothing?.id);
  const filteredIds = filtered?.ecommerce?.items?.map((item) => item.item_id) ?? [];
  expect(filteredIds).toContain(hoodie?.item_id);
  expect(filteredIds.length).toBeLessThan(unfiltered?.ecommerce?.items?.length ?? 0);
  expect(selected?.ecommerce?.items?.[0]?.index).toBe(filteredIds.indexOf(hoodie?.item_id ?? ""));
  expect(added?.ecommerce?.items?.[0]?.quantity).toBe(1);

  // The finish page reloads: a new page whose dataLayer never gets purchase again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect.poll(() => dataLayer(page)).toEqual(["consent default"]);
  expect(await pushedEvents(page)).toEqual([]);
  expect(outside).toEqual([]);
});

/** Fills in and sends the registration form on the page with a new e-mail address; returns it once the account shows. */
async function register(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = {
    ...ADDRESS,
    "Email address": email,
    "Password (at least 8 characters)": "a-long-password",
  };
  for (const [label, value] of Object.entries(account))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email)).toBeVisible();
  return email;
}

/**
 * Holds the analytics code (the script that holds the Tag Manager target: "gtm.js") until `release` is called, as
 * a slow network delivers it; every other script passes.
 */
async function holdAnalyticsCode(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      const answer = () => route.fulfill({ response, body });
      if (!released && body.includes("gtm.js")) held.push(answer);
      else await answer();
    },
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((answer) => answer()));
  };
}

test("analytics: sign_up is not lost while the analytics code loads: a registration before it arrived is sent once when it does", async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await keepRequestsOnOrigin(page, new URL(baseURL ?? "").origin);
  // The shopper accepted all cookies on an earlier visit: analytics starts loading with the page.
  await context.addCookies(
    ["cookie-preference", "google-analytics-enabled", "google-ads-enabled"].map((name) => ({
      name,
      value: "1",
      url: baseURL ?? "",
    })),
  );
  const release = await holdAnalyticsCode(page);
  await page.goto("/account/register");
  await waitForHydration(page);
  await register(page, "early");
  // The analytics code has not arrived: nothing is in the dataLayer yet.
  expect(await dataLayer(page)).toEqual([]);
  await release();
  await expect.poll(() => dataLayer(page)).toContain("sign_up");
  expect((await dataLayer(page)).filter((name) => name === "sign_up")).toHaveLength(1);
  expect(outside).toEqual([]);
  // Scripts still on their way through the holding route when the test ends are no failure of the next one.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("analytics: sign_up after the server accepted a registration (its session is no login), login after a login", async ({
  page,
  baseURL,
}) => {
  const outside = await keepRequestsOnOrigin(page, new URL(baseURL ?? "").origin);
  await page.goto("/account/register");
  await waitForHydration(page);
  // Analytics loads with the shopper's choice, its Consent Mode default being that choice.
  await page.waitForLoadState("networkidle");
  expect(await dataLayer(page)).toEqual([]);
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => dataLayer(page)).toEqual(["consent default"]);
  const email = await register(page, "analytics");
  await expect.poll(() => dataLayer(page)).toEqual(["consent default", "reset", "sign_up"]);

  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account/login?redirectTo=%2Faccount");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect.poll(() => dataLayer(page)).toEqual(["consent default", "reset", "login"]);
  expect(outside).toEqual([]);
});
