// Metadata and crawling (issue 42 items 2–4): meta tags and JSON-LD on product, category and home pages as the
// server renders them, noindex on the shopper's own pages, and a sitemap that lists every product once.
import type { APIRequestContext, Page } from "@playwright/test";
import { jsonLdProblems } from "../app/lib/seo/schema-org.testing";
import { expect, seedCatalogue, test, waitForHydration } from "./fixtures";

async function metaOf(page: Page, key: string) {
  return page
    .locator(`head meta[name="${key}"], head meta[property="${key}"]`)
    .first()
    .getAttribute("content");
}

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The JSON-LD fields these tests read. */
interface Ld {
  name?: string;
  url?: string;
  image?: string[];
  offers?: { price: string; availability: string };
  itemListElement?: { name: string }[];
  potentialAction?: { target: { urlTemplate: string } };
}

const byType = (documents: Record<string, unknown>[], type: string) =>
  documents.find((document) => document["@type"] === type) as Ld | undefined;

/** The page's address without its query: where the shop answered it (after any redirect). */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.origin}${url.pathname}`;
};

test.describe("page metadata", () => {
  test("a product page has its title, description, canonical URL, Open Graph image and valid Product and BreadcrumbList JSON-LD", async ({
    page,
    request,
  }) => {
    const { product } = await seedCatalogue(request);
    await page.goto(`/detail/${product.id}`);
    await expect(page).toHaveTitle(`${product.name} | Vitrine`);
    expect(await metaOf(page, "description")).toBeTruthy();
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(addressOf(page));
    expect(await page.locator('head meta[name="robots"]').count()).toBe(0);
    const documents = await jsonLdOf(page);
    const ld = byType(documents, "Product");
    expect(ld).toMatchObject({ name: product.name, url: addressOf(page) });
    expect(ld?.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
    expect(ld?.offers?.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder|LimitedAvailability|PreOrder)$/,
    );
    expect(Number(ld?.offers?.price)).toBeGreaterThan(0);
    // The Open Graph and Twitter image is the product's cover, the first image of its JSON-LD.
    expect(await metaOf(page, "og:image")).toBe(ld?.image?.[0]);
    expect(await metaOf(page, "twitter:image")).toBe(ld?.image?.[0]);
    expect(await metaOf(page, "og:type")).toBe("product");
    expect(byType(documents, "BreadcrumbList")?.itemListElement?.at(-1)).toMatchObject({
      name: product.name,
    });
    expect(await jsonLdProblems(documents)).toEqual([]);
  });

  test("the hydrated product page keeps the JSON-LD its server HTML carries, and a page reached from it in the browser shows none of the product's", async ({
    page,
    request,
  }) => {
    const { category, product } = await seedCatalogue(request);
    const served = await request.get(`/detail/${product.id}`);
    const html = await served.text();
    const servedLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
    );
    expect(byType(servedLd, "Product")).toMatchObject({ name: product.name });
    await page.goto(`/detail/${product.id}`);
    await waitForHydration(page);
    // Hydration wrote the server's documents again, as they were (a mismatch would be a console error).
    expect(await jsonLdOf(page)).toEqual(servedLd);
    // The breadcrumb's category link: a client-side navigation; the product's JSON-LD does not stay behind.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: category.name })
      .click();
    await expect(page).toHaveTitle(`${category.name} | Vitrine`);
    expect(byType(await jsonLdOf(page), "Product")).toBeUndefined();
  });

  test("a category page's canonical is the category's address without page, filters or sorting (as Shopware's); its breadcrumb is JSON-LD", async ({
    page,
    request,
  }) => {
    const { category } = await seedCatalogue(request);
    await page.goto(`/navigation/${category.id}?order=price-desc&p=2`);
    await expect(page).toHaveTitle(`${category.name} | Vitrine`);
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(addressOf(page));
    expect(await metaOf(page, "description")).toBeTruthy();
    const documents = await jsonLdOf(page);
    expect(byType(documents, "BreadcrumbList")?.itemListElement?.at(-1)).toMatchObject({
      name: category.name,
    });
    expect(await jsonLdProblems(documents)).toEqual([]);
  });

  test("the home page has Organization and WebSite JSON-LD whose SearchAction leads to the shop's search", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/`);
    const documents = await jsonLdOf(page);
    expect(byType(documents, "Organization")).toMatchObject({ name: "Vitrine", url: `${baseURL}/` });
    const target = byType(documents, "WebSite")?.potentialAction?.target.urlTemplate ?? "";
    expect(target).toBe(`${baseURL}/search?search={search_term_string}`);
    expect(await jsonLdProblems(documents)).toEqual([]);
    await page.goto(target.replace("{search_term_string}", "tee"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("tee");
  });

  test("cart, search, account login, register, wishlist and not-found pages are noindex,follow", async ({
    page,
    problemLog,
  }) => {
    problemLog.allow.push(/status of 404/);
    for (const path of [
      "/checkout/cart",
      "/search?search=tee",
      "/account/login",
      "/account/register",
      "/wishlist",
      "/no/such/page/anywhere",
    ]) {
      await page.goto(path);
      expect(await metaOf(page, "robots"), path).toBe("noindex,follow");
      expect(await page.locator('head script[type="application/ld+json"]').count(), path).toBe(0);
    }
  });
});

/** The shop's products with their canonical SEO URL (or technical one), as the Store API lists them. */
async function allProducts(request: APIRequestContext) {
  const products: { id: string; seoUrls?: { seoPathInfo: string; isCanonical: boolean }[] }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request.post("/store-api/product", {
      data: { page, limit: 100 },
      headers: { "sw-include-seo-urls": "1" },
    });
    expect(answer.ok()).toBe(true);
    const { elements } = (await answer.json()) as { elements: typeof products };
    products.push(...elements);
    if (elements.length < 100) return products;
  }
}

test.describe("crawling", () => {
  test("the sitemap lists every product once, at its canonical SEO URL", async ({ request, baseURL }) => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
    const listed: string[] = [];
    for (const sitemap of locs(await index.text()).filter((loc) => loc.includes("/sitemap/product-"))) {
      listed.push(...locs(await (await request.get(sitemap)).text()));
    }
    const expected = (await allProducts(request)).map((product) => {
      const seo = product.seoUrls?.find((url) => url.isCanonical);
      return `${baseURL}/${seo?.seoPathInfo}`;
    });
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(expected.sort());
  });

  test("robots.txt names the sitemap and keeps crawlers out of account, checkout, wishlist and search", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ["/account", "/checkout/", "/wishlist", "/search"])
      expect(text).toContain(`Disallow: ${path}\n`);
  });
});
