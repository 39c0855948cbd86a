import { expect, test, waitForHydration } from "./fixtures";
import { PRODUCT_URL } from "./seo-helpers";

// Issue 43 item 2 (routing): the German shop lives under /de, the English one at /, as Shopware's sales channel
// domains. Needs the backend's German language (de-DE) and its SEO URLs (helper D's i18n-api branch).

const TIER_PRICES = "d0000000000000000000000000000030";

async function languageIds(request: import("@playwright/test").APIRequestContext) {
  const response = await request.post("/store-api/language", {
    data: { associations: { locale: {}, translationCode: {} } },
  });
  const ids = new Map<string, string>();
  for (const language of (await response.json()).elements)
    ids.set(language.translationCode?.code ?? language.locale?.code, language.id);
  return ids;
}

test("/de/ is the German shop: <html lang=de-DE>, its links under /de", async ({ page }) => {
  const response = await page.goto("/de/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("banner").locator("a.logo")).toHaveAttribute("href", "/de/");
  const footerLinks = await page
    .getByRole("contentinfo")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(footerLinks.length).toBeGreaterThan(3);
  for (const href of footerLinks.filter((href) => href.startsWith("/"))) expect(href).toMatch(/^\/de\//);
  const card = page.getByRole("main").locator("a.product-card-link").first();
  await expect(card).toHaveAttribute("href", /^\/de\/[^/]+\/VT-\d+$/);
  await waitForHydration(page);
});

test("a German address that does not exist is the 404 page in German, words and all (no English message)", async ({
  page,
  problemLog,
}) => {
  problemLog.allow.push(/status of 404/);
  for (const path of ["/de/gibt-es-nicht", "/de/Clothing/", "/de/detail/00000000000000000000000000000000"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    await expect(page).toHaveTitle(/^Seite nicht gefunden \| /);
    await expect(page.getByRole("main")).toContainText(
      "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    );
    await expect(page.getByRole("main")).not.toContainText("does not exist");
  }
});

test("every route answers under /de (the cart page in German)", async ({ page }) => {
  const response = await page.goto("/de/checkout/cart");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});

test("a German product's technical URL answers 301 to its German SEO URL; the pages link each other with hreflang", async ({
  page,
  request,
}) => {
  const ids = await languageIds(request);
  const german = ids.get("de-DE");
  expect(german).toBeTruthy();
  const redirect = await request.get(`/de/detail/${TIER_PRICES}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  const germanPath = redirect.headers().location ?? "";
  expect(germanPath).toMatch(/^\/de\/[^/]+\/VT-\d+$/);

  await page.goto(`/detail/${TIER_PRICES}`);
  await expect(page).toHaveURL(PRODUCT_URL);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
    "href",
    `${origin}${germanPath}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute("href", page.url());
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    page.url(),
  );

  await page.goto(germanPath);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
    "href",
    new RegExp(`^${origin}/[^/]+/VT-\\d+$`),
  );
});

test("the browser's Store API calls of a German page send its language", async ({ page, request }) => {
  const german = (await languageIds(request)).get("de-DE");
  await page.goto("/de/");
  await waitForHydration(page);
  const call = page.waitForRequest((candidate) => candidate.url().includes("/store-api/"));
  // The search field's suggestions read the Store API from the browser.
  await page
    .getByRole("banner")
    .getByRole("combobox", { name: /Search|Suche/ })
    .fill("shirt");
  expect((await call).headers()["sw-language-id"]).toBe(german);
});
