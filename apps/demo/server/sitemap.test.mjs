// robots.txt and sitemap.xml (issue 42 item 3), served by the shop server with the embedded demo backend; the
// sitemaps are paged at 4 URLs (2 per Store API request) instead of 50,000 to prove the paging.
import { serve } from "@hono/node-server";
import { createDemoApi } from "demo-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopApp } from "./app.mjs";
import { READ_LIMIT, SITEMAP_LIMIT } from "./sitemap.mjs";

const KEY = "SWSCVITRINEDEMOACCESSKEY01";
const PUBLIC_URL = "https://shop.example";
const PAGE_SIZE = 4;

let api;
let server;
let base;
beforeAll(async () => {
  api = await createDemoApi({ accessKey: KEY, inMemory: true, faults: null });
  const app = createShopApp({
    publicUrl: PUBLIC_URL,
    storeApi: {
      send: (request) => api.app.fetch(request),
      baseUrl: "http://shop.internal/store-api",
      accessKey: KEY,
    },
    handleDocument: async () =>
      new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html" } }),
    sitemap: { pageSize: PAGE_SIZE, readLimit: 2 },
  });
  server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  base = `http://127.0.0.1:${server.address().port}`;
}, 60_000);
afterAll(async () => {
  server?.closeAllConnections?.();
  await new Promise((resolve) => server?.close(() => resolve(undefined)) ?? resolve(undefined));
  await api?.close();
});

const locsOf = (xml) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, "&"));

/** Every product of the catalogue with its canonical SEO URL, as the Store API lists them. */
async function catalogueProducts() {
  const products = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.app.fetch(
      new Request("http://shop.internal/store-api/product", {
        method: "POST",
        headers: { "sw-access-key": KEY, "content-type": "application/json", "sw-include-seo-urls": "1" },
        body: JSON.stringify({ page, limit: 100 }),
      }),
    );
    const { elements } = await answer.json();
    products.push(...elements);
    if (elements.length < 100) return products;
  }
}

async function productSitemaps(basePath = "") {
  const index = await (await fetch(`${base}${basePath}/sitemap.xml`)).text();
  return locsOf(index).filter((loc) => loc.includes("/sitemap/product-"));
}

describe("robots.txt", () => {
  it("allows everything but account, checkout, wishlist and search (per language prefix) and names the sitemap", async () => {
    const answer = await fetch(`${base}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await answer.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /account",
        "Disallow: /checkout/",
        "Disallow: /wishlist",
        "Disallow: /search",
        "Disallow: /de/checkout/",
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        `Sitemap: ${PUBLIC_URL}/de/sitemap.xml`,
      ]),
    );
  });
});

describe("sitemap.xml", () => {
  it("pages at the sitemap protocol's limit of 50,000 URLs, read from the Store API in whole requests", () => {
    expect(SITEMAP_LIMIT).toBe(50_000);
    expect(SITEMAP_LIMIT % READ_LIMIT).toBe(0);
  });

  it("is a sitemap index of product, category and landing page sitemaps with absolute URLs, as application/xml", async () => {
    const answer = await fetch(`${base}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locsOf(xml);
    const products = await catalogueProducts();
    expect(locs.filter((loc) => loc.includes("/sitemap/product-"))).toHaveLength(
      Math.ceil(products.length / PAGE_SIZE),
    );
    expect(locs).toContain(`${PUBLIC_URL}/sitemap/category-1.xml`);
    expect(locs).toContain(`${PUBLIC_URL}/sitemap/landing-page-1.xml`);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/sitemap/`)).toBe(true);
  });

  it("lists every product once at its canonical SEO URL, at most a page size per sitemap, with lastmod", async () => {
    const products = await catalogueProducts();
    const listed = [];
    for (const sitemap of await productSitemaps()) {
      const answer = await fetch(sitemap.replace(PUBLIC_URL, base));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^application\/xml/);
      const xml = await answer.text();
      expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locs = locsOf(xml);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect([...xml.matchAll(/<lastmod>(\d{4}-\d\d-\d\dT[\d:.]+Z)<\/lastmod>/g)]).toHaveLength(locs.length);
      listed.push(...locs);
    }
    const expected = products.map((product) => {
      const seo = product.seoUrls.find((url) => url.isCanonical);
      return new URL(seo.seoPathInfo, `${PUBLIC_URL}/`).href;
    });
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("dates each product's entry with the product's updatedAt, else its createdAt", async () => {
    const products = await catalogueProducts();
    const lastmods = new Map();
    for (const sitemap of await productSitemaps()) {
      const xml = await (await fetch(sitemap.replace(PUBLIC_URL, base))).text();
      for (const [, loc, lastmod] of xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g))
        lastmods.set(loc, lastmod);
    }
    for (const product of products) {
      const seo = product.seoUrls.find((url) => url.isCanonical);
      const loc = new URL(seo.seoPathInfo, `${PUBLIC_URL}/`).href;
      expect(lastmods.get(loc), loc).toBe(new Date(product.updatedAt ?? product.createdAt).toISOString());
    }
  });

  it("lists the landing page and the categories at their SEO URLs", async () => {
    const landing = locsOf(await (await fetch(`${base}/sitemap/landing-page-1.xml`)).text());
    expect(landing).toContain(`${PUBLIC_URL}/summer-edit`);
    const categories = locsOf(await (await fetch(`${base}/sitemap/category-1.xml`)).text());
    expect(categories.length).toBeGreaterThan(0);
    for (const loc of categories) expect(loc).toMatch(/^https:\/\/shop\.example\/.+\/$/);
  });

  it("the German domain has its own sitemap: every product once at its German SEO URL under /de", async () => {
    const languages = await (
      await api.app.fetch(
        new Request("http://shop.internal/store-api/language", {
          method: "POST",
          headers: { "sw-access-key": KEY, "content-type": "application/json" },
          body: JSON.stringify({ associations: { locale: {} } }),
        }),
      )
    ).json();
    const german = languages.elements.find((language) => language.locale?.code === "de-DE");
    const products = [];
    for (let page = 1; ; page += 1) {
      const { elements } = await (
        await api.app.fetch(
          new Request("http://shop.internal/store-api/product", {
            method: "POST",
            headers: {
              "sw-access-key": KEY,
              "content-type": "application/json",
              "sw-include-seo-urls": "1",
              "sw-language-id": german.id,
            },
            body: JSON.stringify({ page, limit: 100 }),
          }),
        )
      ).json();
      products.push(...elements);
      if (elements.length < 100) break;
    }
    const sitemaps = await productSitemaps("/de");
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps)
      expect(sitemap).toMatch(/^https:\/\/shop\.example\/de\/sitemap\/product-\d+\.xml$/);
    const listed = [];
    for (const sitemap of sitemaps)
      listed.push(...locsOf(await (await fetch(sitemap.replace(PUBLIC_URL, base))).text()));
    const expected = products.map((product) => {
      const seo = product.seoUrls.find((url) => url.isCanonical);
      return new URL(seo.seoPathInfo, `${PUBLIC_URL}/de/`).href;
    });
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(expected.sort());
    // German paths, not the English ones under another prefix.
    const english = new Set(
      (await catalogueProducts()).map(
        (product) => product.seoUrls.find((url) => url.isCanonical).seoPathInfo,
      ),
    );
    expect(
      listed.filter((loc) => english.has(new URL(loc).pathname.replace(/^\/de\//, ""))).length,
    ).toBeLessThan(listed.length);
  });

  it("answers 404 for a sitemap page past the last one and an unknown kind", async () => {
    const pages = (await productSitemaps()).length;
    expect((await fetch(`${base}/sitemap/product-${pages + 1}.xml`)).status).toBe(404);
    expect((await fetch(`${base}/sitemap/order-1.xml`)).status).toBe(404);
  });

  it("is streamed (no Content-Length: written as the Store API pages arrive)", async () => {
    const answer = await fetch(`${base}/sitemap/product-1.xml`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(answer.headers.get("content-length")).toBeNull();
    expect(answer.headers.get("transfer-encoding")).toBe("chunked");
    await answer.text();
  });
});
