import type { APIRequestContext } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Issue 42 item 1: the shop answers at Shopware's SEO URLs (readSeoUrl), the technical URLs and old SEO URLs
// answer 301 to the canonical one (query kept), and a path that names nothing is the shop's 404 page.

const TIER_PRICES = "d0000000000000000000000000000030"; // renamed: its old SEO URL starts "Espresso-Beans/"
const SEO = { "sw-include-seo-urls": "1" };

interface SeoUrl {
  seoPathInfo: string;
  isCanonical: boolean;
  routeName: string;
  foreignKey: string;
}

async function seoUrls(request: APIRequestContext, filter: object[]): Promise<SeoUrl[]> {
  const response = await request.post("/store-api/seo-url", { data: { filter, limit: 50 } });
  expect(response.ok()).toBe(true);
  return (await response.json()).elements;
}

/** The product's name and canonical SEO path, as the Store API gives them. */
async function productSeo(request: APIRequestContext, id: string) {
  const response = await request.post(`/store-api/product/${id}`, { data: {}, headers: SEO });
  const { product } = await response.json();
  const canonical = (product.seoUrls as SeoUrl[]).find((url) => url.isCanonical);
  if (!canonical) throw new Error(`product ${id} has no canonical SEO URL`);
  return { name: product.translated.name as string, path: `/${canonical.seoPathInfo}` };
}

test("a product is reached at its SEO URL (Name/ProductNumber)", async ({ page, request }) => {
  const product = await productSeo(request, TIER_PRICES);
  expect(product.path).toMatch(/^\/[^/]+\/VT-\d+$/);
  const response = await page.goto(product.path);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(product.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await waitForHydration(page);
  // Hydration keeps the server's page (the product view is its own chunk).
  await expect(page.getByRole("button", { name: "Add to shopping cart" })).toBeEnabled();
});

test("a product's technical URL answers 301 to its SEO URL, the query kept", async ({ page, request }) => {
  const product = await productSeo(request, TIER_PRICES);
  const answer = await request.get(`/detail/${TIER_PRICES}?utm_source=mail&p=2`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(`${product.path}?utm_source=mail&p=2`);
  await page.goto(`/detail/${TIER_PRICES}?utm_source=mail`);
  expect(page.url()).toMatch(new RegExp(`${product.path}\\?utm_source=mail$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
});

test("a category is reached by its breadcrumb path; its technical URL redirects there", async ({
  page,
  request,
}) => {
  const categories = await seoUrls(request, [
    { type: "equals", field: "routeName", value: "frontend.navigation.page" },
    { type: "equals", field: "isCanonical", value: true },
  ]);
  // A second-level category: "Clothing/T-shirts/" style.
  const category = categories.find((url) => /^[^/]+\/[^/]+\/$/.test(url.seoPathInfo));
  if (!category) throw new Error("no second-level category SEO URL");
  const leafName = category.seoPathInfo.split("/")[1]?.replace(/-/g, " ") ?? "";
  const response = await page.goto(`/${category.seoPathInfo}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(leafName.split(" ")[0] ?? ""));
  const redirect = await request.get(`/navigation/${category.foreignKey}?order=price-asc`, {
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/${category.seoPathInfo}?order=price-asc`);
  // Without its trailing slash the path is the same page (Shopware's resolver tries both).
  const slashless = await request.get(`/${category.seoPathInfo.replace(/\/$/, "")}`, { maxRedirects: 0 });
  expect(slashless.status()).toBe(200);
});

test("the landing page is reached at /summer-edit", async ({ page, request }) => {
  const response = await page.goto("/summer-edit");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The summer edit");
  const [landing] = await seoUrls(request, [{ type: "equals", field: "seoPathInfo", value: "summer-edit" }]);
  const redirect = await request.get(`/landingPage/${landing?.foreignKey}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/summer-edit");
});

test("an old, non-canonical SEO URL answers 301 to the canonical one, filters and sorting kept", async ({
  page,
  request,
}) => {
  const product = await productSeo(request, TIER_PRICES);
  const [old] = await seoUrls(request, [
    { type: "equals", field: "foreignKey", value: TIER_PRICES },
    { type: "equals", field: "isCanonical", value: false },
  ]);
  expect(old?.seoPathInfo).toMatch(/^Espresso-Beans\//);
  const answer = await request.get(`/${old?.seoPathInfo}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(product.path);

  // A renamed category's old path, with a listing query.
  const categoryAnswer = await request.get("/Apparel/?order=price-desc&p=2", { maxRedirects: 0 });
  expect(categoryAnswer.status()).toBe(301);
  expect(categoryAnswer.headers().location).toBe("/Clothing/?order=price-desc&p=2");
  await page.goto("/Apparel/?order=price-desc");
  expect(page.url()).toMatch(/\/Clothing\/\?order=price-desc$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clothing");
});

test("a path that names nothing is the shop's 404 page, with its search", async ({ page, problemLog }) => {
  problemLog.allow.push(/status of 404/);
  const response = await page.goto("/Nothing-Here/VT-0000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const search = page.getByRole("main").getByRole("search");
  await search.getByRole("searchbox", { name: "Search the shop" }).fill("shirt");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?search=shirt$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("shirt");
});

test("the page's category and product card links point to SEO URLs", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("main").locator("a.product-card-link").first();
  await expect(card).toHaveAttribute("href", /^\/[^/]+\/VT-\d+$/);
  const footerCategory = page.getByRole("contentinfo").getByRole("link", { name: "Shipping and payment" });
  await expect(footerCategory).toHaveAttribute("href", /^\/[^/]+\/Shipping-and-payment\/$/);
});

test("a client-side navigation from a category to a product lands on the product's SEO URL", async ({
  page,
}) => {
  await page.goto("/Clothing/");
  await waitForHydration(page);
  // A marker that survives client-side navigation only (a document load would drop it).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const article = page.getByRole("main").getByRole("article").first();
  const name = (await article.getByRole("heading").textContent())?.trim() ?? "";
  await article.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(new URL(page.url()).pathname).toMatch(/^\/[^/]+\/VT-\d+$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
