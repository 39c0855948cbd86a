/**
 * `sw-include-seo-urls` (issue 15.5): with the header, products, categories and landing pages answer their
 * `seoUrls` (the canonical seo_url entities Shopware's frontends build their links from); without it, none. Every
 * answer is validated against the official Store API schema.
 */
import { describe, expect, it } from "vitest";
import { LANDING_PAGES } from "../src/seed/catalogue.js";
import { DEMO_PRODUCT_IDS, idFor, NAVIGATION_IDS } from "../src/seed/ids.js";
import { type Json, type TestResponse, useTestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();
const WITH = { "sw-include-seo-urls": "1" };

async function call(
  method: string,
  template: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const response = await api.request(method, path, options);
  expect(response.status).toBe(200);
  expectResponseMatchesSchema(method, template, response.status, response.body);
  return response;
}

/** The seoPathInfo values of an entity's seoUrls (undefined: no seoUrls field). */
function paths(entity: Json): string[] | undefined {
  return (entity.seoUrls as Json[] | undefined)?.map((url) => `${url.routeName} ${url.seoPathInfo}`);
}

/** A category of the main navigation that has products. */
async function mainCategory(): Promise<Json> {
  const tree = await call(
    "POST",
    "/navigation/{activeId}/{rootId}",
    `/navigation/${NAVIGATION_IDS.main}/main-navigation`,
    {
      body: { depth: 1 },
    },
  );
  return (tree.body as unknown as Json[])[0] as Json;
}

describe("sw-include-seo-urls", () => {
  it("with sw-include-seo-urls a product answers its seoUrls (Shopware's frontends link with them); without it none", async () => {
    const path = `/product/${DEMO_PRODUCT_IDS.accessoryBag}`;
    const plain = await call("POST", "/product/{productId}", path, { body: {} });
    expect(plain.body.product.seoUrls ?? []).toEqual([]);

    const withUrls = await call("POST", "/product/{productId}", path, { body: {}, headers: WITH });
    const urls = withUrls.body.product.seoUrls as Json[];
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatchObject({
      apiAlias: "seo_url",
      routeName: "frontend.detail.page",
      foreignKey: DEMO_PRODUCT_IDS.accessoryBag,
      pathInfo: `/detail/${DEMO_PRODUCT_IDS.accessoryBag}`,
      isCanonical: true,
    });
    // The same URL readSeoUrl answers for the product.
    const read = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "foreignKey", value: DEMO_PRODUCT_IDS.accessoryBag }] },
    });
    expect(urls[0]?.seoPathInfo).toBe(read.body.elements[0].seoPathInfo);
  });

  it("with sw-include-seo-urls every product of a listing and a search answers its seoUrls; without it none", async () => {
    const category = await mainCategory();
    const listingPath = `/product-listing/${category.id}`;
    const plain = await call("POST", "/product-listing/{categoryId}", listingPath, { body: { limit: 3 } });
    for (const product of plain.body.elements as Json[]) expect(paths(product) ?? []).toEqual([]);
    const listing = await call("POST", "/product-listing/{categoryId}", listingPath, {
      body: { limit: 3 },
      headers: WITH,
    });
    expect(listing.body.elements.length).toBeGreaterThan(0);
    for (const product of listing.body.elements as Json[]) {
      expect(paths(product)).toEqual([expect.stringMatching(/^frontend\.detail\.page \S+\/\S+$/)]);
      expect((product.seoUrls as Json[])[0]?.foreignKey).toBe(product.id);
    }

    const search = await call("POST", "/search", "/search", {
      body: { search: "bag", limit: 3 },
      headers: WITH,
    });
    expect(search.body.elements.length).toBeGreaterThan(0);
    for (const product of search.body.elements as Json[])
      expect((product.seoUrls as Json[])[0]?.foreignKey).toBe(product.id);
    const plainSearch = await call("POST", "/search", "/search", { body: { search: "bag", limit: 3 } });
    for (const product of plainSearch.body.elements as Json[]) expect(paths(product) ?? []).toEqual([]);
  });

  it("a product and a listing asked in English, German and English again each carry that language's SEO URLs (answers kept per language never mix)", async () => {
    const german = { ...WITH, "sw-language-id": idFor("language:de-DE") };
    const category = await mainCategory();
    const ask = async (headers: Record<string, string>) => {
      const product = await call(
        "POST",
        "/product/{productId}",
        `/product/${DEMO_PRODUCT_IDS.accessoryBag}`,
        {
          body: {},
          headers,
        },
      );
      const listing = await call("POST", "/product-listing/{categoryId}", `/product-listing/${category.id}`, {
        body: { limit: 3 },
        headers,
      });
      return {
        product: (product.body.product.seoUrls as Json[]).map((url) => [url.languageId, url.seoPathInfo]),
        listing: (listing.body.elements as Json[]).map((element) =>
          (element.seoUrls as Json[]).map((url) => [url.languageId, url.seoPathInfo]),
        ),
      };
    };
    const english = await ask(WITH);
    const inGerman = await ask(german);
    expect(await ask(WITH)).toEqual(english);
    expect(inGerman.product[0]?.[0]).toBe(idFor("language:de-DE"));
    expect(inGerman.product[0]?.[1]).not.toBe(english.product[0]?.[1]);
    for (const urls of inGerman.listing) expect(urls[0]?.[0]).toBe(idFor("language:de-DE"));
    for (const urls of english.listing) expect(urls[0]?.[0]).not.toBe(idFor("language:de-DE"));
  });

  it("with sw-include-seo-urls a category, the navigation tree and a landing page answer their seoUrls; without it none", async () => {
    const first = await mainCategory();
    const tree = await call(
      "POST",
      "/navigation/{activeId}/{rootId}",
      `/navigation/${NAVIGATION_IDS.main}/main-navigation`,
      { body: { depth: 2 }, headers: WITH },
    );
    const top = (tree.body as unknown as Json[])[0] as Json;
    expect(paths(top)).toEqual([
      `frontend.navigation.page ${String(first.name).replace(/[^A-Za-z0-9]+/g, "-")}/`,
    ]);
    const child = (top.children as Json[])[0] as Json;
    expect(paths(child)?.[0]).toMatch(/^frontend\.navigation\.page .+\/.+\/$/);

    const category = await call("POST", "/category/{navigationId}", `/category/${first.id}`, {
      body: {},
      headers: WITH,
    });
    expect(paths(category.body)).toEqual(paths(top));
    const plainCategory = await call("POST", "/category/{navigationId}", `/category/${first.id}`, {
      body: {},
    });
    expect(plainCategory.body.seoUrls ?? []).toEqual([]);

    const landing = LANDING_PAGES[0];
    const page = await call("POST", "/landing-page/{landingPageId}", `/landing-page/${landing.id}`, {
      body: {},
      headers: WITH,
    });
    expect(paths(page.body)).toEqual([`frontend.landing.page ${landing.url}`]);
    const plainPage = await call("POST", "/landing-page/{landingPageId}", `/landing-page/${landing.id}`, {
      body: {},
    });
    expect(plainPage.body.seoUrls).toEqual([]);
  });

  it("a renamed product keeps its old SEO URL as a non-canonical row (for the storefront's 301); entities carry the canonical one only", async () => {
    const id = DEMO_PRODUCT_IDS.tierPrices;
    const read = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "foreignKey", value: id }] },
    });
    const rows = read.body.elements as Json[];
    const canonical = rows.filter((row) => row.isCanonical === true);
    const old = rows.filter((row) => row.isCanonical === false);
    expect(canonical).toHaveLength(1);
    expect(old).toHaveLength(1);
    expect(old[0]).toMatchObject({ routeName: "frontend.detail.page", pathInfo: `/detail/${id}` });
    expect(String(old[0]?.seoPathInfo)).toMatch(/^Espresso-Beans\/VT-\d+$/);
    // The same number: only the name changed.
    expect(String(old[0]?.seoPathInfo).split("/")[1]).toBe(String(canonical[0]?.seoPathInfo).split("/")[1]);
    const product = await call("POST", "/product/{productId}", `/product/${id}`, { body: {}, headers: WITH });
    expect(paths(product.body.product)).toEqual([`frontend.detail.page ${canonical[0]?.seoPathInfo}`]);
  });
});
