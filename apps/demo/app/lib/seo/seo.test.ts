// Page metadata and JSON-LD (issue 42 item 2): mapped from answers recorded from a real Shopware and from the
// demo backend's catalogue, every JSON-LD document checked against the schema.org vocabulary.
import { createDemoApi } from "demo-api";
import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import category from "../../../../../fixtures/shopware/category-page.json";
import productDetail from "../../../../../fixtures/shopware/product-detail.json";
import { NOINDEX } from "../shop";
import { availabilityOf, organizationJsonLd, webSiteJsonLd } from "./json-ld";
import { canonicalUrl, metaDescription, noindexMeta } from "./meta";
import { categoryPageMeta, categorySeo, productPageMeta, productSeo, type SeoProduct } from "./pages";
import { jsonLdProblems } from "./schema-org.testing";

const ORIGIN = "https://shop.example";
const CONTEXT = { origin: ORIGIN, siteName: "Vitrine", currency: "EUR" };

const fields = (meta: MetaDescriptor[]) => meta as Record<string, string | undefined>[];
const named = (meta: MetaDescriptor[], key: string) =>
  fields(meta).find((entry) => entry.name === key || entry.property === key)?.content;
const canonicalOf = (meta: MetaDescriptor[]) => fields(meta).find((entry) => entry.rel === "canonical")?.href;
const jsonLdOf = (meta: MetaDescriptor[]) =>
  meta.flatMap((entry) =>
    "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
  );
const ofType = (meta: MetaDescriptor[], type: string) =>
  jsonLdOf(meta).find((document) => document["@type"] === type);

describe("meta description", () => {
  it("is the description as plain text, trimmed at a word to at most 160 characters", () => {
    const long = `<p>${"Soft linen, washed for a lived-in feel. ".repeat(8)}</p>`;
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[<>]/);
    expect(description).toMatch(/^Soft linen, washed for a lived-in feel\. Soft/);
    expect(description.endsWith("…")).toBe(true);
    expect(metaDescription("<b>Short</b> text")).toBe("Short text");
  });
});

describe("canonical link", () => {
  it("is the entity's path on the shop's origin without page, filters, sorting or limit, as Shopware sets it", () => {
    expect(canonicalUrl(ORIGIN, "/Clothing/?p=2&order=price-asc&properties=a|b&limit=48")).toBe(
      `${ORIGIN}/Clothing/`,
    );
    expect(canonicalUrl(ORIGIN, "/navigation/abc?p=nonsense")).toBe(`${ORIGIN}/navigation/abc`);
  });
});

describe("availability from stock (Shopware's delivery information rules)", () => {
  it("is in stock with enough stock, out of stock for a sold-out closeout, back order or limited otherwise", () => {
    expect(availabilityOf({ availableStock: 2, minPurchase: 1 })).toBe("InStock");
    expect(availabilityOf({ availableStock: 0, minPurchase: 1, isCloseout: true })).toBe("OutOfStock");
    expect(availabilityOf({ availableStock: 0, minPurchase: 1, isCloseout: false })).toBe("BackOrder");
    expect(availabilityOf({ availableStock: 0, minPurchase: 1, restockTime: 3 })).toBe("LimitedAvailability");
    expect(availabilityOf({ availableStock: 5, releaseDate: "2999-01-01T00:00:00.000Z" })).toBe("PreOrder");
    expect(availabilityOf({ availableStock: 5, active: false })).toBe("LimitedAvailability");
  });
});

describe("the JSON-LD check itself", () => {
  it("reports properties the vocabulary does not have, unknown enumeration members and missing required fields", async () => {
    const problems = await jsonLdProblems([
      {
        "@context": "https://schema.org",
        "@type": "Product",
        colour: "blue",
        offers: {
          "@type": "Offer",
          price: "1.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/Plenty",
        },
      },
    ]);
    expect(problems.join("\n")).toMatch(/has no property "colour"/);
    expect(problems.join("\n")).toMatch(/Plenty is not a member of ItemAvailability/);
    expect(problems.join("\n")).toMatch(/name/);
  });
});

describe("product page metadata from a real Shopware's answer (fixtures/shopware/product-detail.json)", () => {
  const product = productDetail.product as unknown as SeoProduct;
  const meta = productPageMeta(productSeo(product, 0), {
    ...CONTEXT,
    crumbs: [{ name: "Home", href: "/" }, { name: "LAVENDA Product Variants" }],
  });

  it("has the name as title (no meta title), the trimmed description and the canonical SEO URL", () => {
    expect(meta[0]).toEqual({ title: "LAVENDA Product Variants" });
    expect(named(meta, "description")).toMatch(/^Lorem ipsum dolor sit amet/);
    expect(String(named(meta, "description")).length).toBeLessThanOrEqual(160);
    expect(canonicalOf(meta)).toBe(`${ORIGIN}/LAVENDA-Product-Variants/SW20004.6`);
    expect(named(meta, "robots")).toBeUndefined();
  });

  it("has Open Graph and Twitter card tags with the product's cover image", () => {
    const cover = product.cover?.media?.url;
    expect(named(meta, "og:type")).toBe("product");
    expect(named(meta, "og:image")).toBe(cover);
    expect(named(meta, "og:url")).toBe(`${ORIGIN}/LAVENDA-Product-Variants/SW20004.6`);
    expect(named(meta, "twitter:card")).toBe("summary_large_image");
    expect(named(meta, "twitter:image")).toBe(cover);
  });

  it("has a Product with its Offer (price, currency, availability from stock, url, sku) and a BreadcrumbList, valid schema.org", async () => {
    const ld = ofType(meta, "Product") as Record<string, Record<string, unknown>>;
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: "22.95",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: `${ORIGIN}/LAVENDA-Product-Variants/SW20004.6`,
    });
    expect(ld.sku).toBe("SW20004.6");
    expect(ld.aggregateRating).toBeUndefined();
    expect(ofType(meta, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${ORIGIN}/` },
        {
          position: 2,
          name: "LAVENDA Product Variants",
          item: `${ORIGIN}/LAVENDA-Product-Variants/SW20004.6`,
        },
      ],
    });
    expect(await jsonLdProblems(jsonLdOf(meta))).toEqual([]);
  });
});

describe("product title and canonical of a variant", () => {
  const variant = {
    ...(productDetail.product as unknown as SeoProduct),
    variation: [
      { group: "Size", option: "M" },
      { group: "Colour", option: "Lavender" },
    ],
  };

  it("names the variant's options after the name when there is no meta title (as Shopware's storefront)", () => {
    expect(productSeo(variant, 0).title).toBe("LAVENDA Product Variants - Size: M | Colour: Lavender");
    expect(
      productSeo({ ...variant, translated: { ...variant.translated, metaTitle: "Lavender tee" } }, 0).title,
    ).toBe("Lavender tee");
  });

  it("points the canonical at the product named by canonicalProductId", () => {
    const meta = productPageMeta(
      productSeo({ ...variant, canonicalProductId: "0123456789abcdef0123456789abcdef" }, 0),
      CONTEXT,
    );
    expect(canonicalOf(meta)).toBe(`${ORIGIN}/detail/0123456789abcdef0123456789abcdef`);
  });
});

describe("category page metadata from a real Shopware's answer (fixtures/shopware/category-page.json)", () => {
  it("has the meta title, the technical URL as canonical without an SEO URL, and a valid BreadcrumbList", async () => {
    const meta = categoryPageMeta(categorySeo(category as never), {
      ...CONTEXT,
      crumbs: [{ name: "Welcome to Shopware Frontends!" }],
    });
    expect(meta[0]).toEqual({ title: "Welcome to Shopware Frontends!" });
    expect(canonicalOf(meta)).toBe(`${ORIGIN}/navigation/${category.id}`);
    expect(named(meta, "og:type")).toBe("website");
    expect(named(meta, "og:image")).toBeUndefined();
    // Without media of its own the page's link preview shows the shop's logo.
    const withLogo = categoryPageMeta(categorySeo(category as never), {
      ...CONTEXT,
      logo: `${ORIGIN}/logo.png`,
    });
    expect(named(withLogo, "og:image")).toBe(`${ORIGIN}/logo.png`);
    expect(await jsonLdProblems(jsonLdOf(meta))).toEqual([]);
  });
});

describe("home page: Organization and WebSite with a SearchAction", () => {
  it("are valid schema.org and search at /search?search={search_term_string}", async () => {
    const shop = { name: "Vitrine", origin: ORIGIN, logo: `${ORIGIN}/favicon.svg` };
    const website = webSiteJsonLd(shop);
    expect(website.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${ORIGIN}/search?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(await jsonLdProblems([organizationJsonLd(shop), website])).toEqual([]);
  });
});

describe("pages search engines should not index", () => {
  it("carry robots noindex,follow and no link preview tags", () => {
    const meta = noindexMeta("Your cart | Vitrine");
    expect(named(meta, "robots")).toBe(NOINDEX);
    expect(NOINDEX).toBe("noindex,follow");
    expect(named(meta, "og:title")).toBeUndefined();
  });
});

describe("product page metadata from the demo backend's catalogue", () => {
  const KEY = "SWSCVITRINEDEMOACCESSKEY01";
  let api: Awaited<ReturnType<typeof createDemoApi>>;
  const call = async (path: string, body: unknown = {}) => {
    const answer = await api.app.fetch(
      new Request(`http://shop.internal/store-api${path}`, {
        method: "POST",
        headers: { "sw-access-key": KEY, "content-type": "application/json", "sw-include-seo-urls": "1" },
        body: JSON.stringify(body),
      }),
    );
    expect(answer.status).toBe(200);
    return answer.json();
  };
  beforeAll(async () => {
    api = await createDemoApi({ accessKey: KEY, inMemory: true, faults: null });
  }, 60_000);
  afterAll(() => api?.close());

  it("maps a reviewed product to a valid Product with brand, images, Offer and AggregateRating", async () => {
    const list = await call("/product", { limit: 50, "total-count-mode": "exact" });
    let checked = 0;
    for (const { id } of list.elements as { id: string }[]) {
      const reviews = await call(`/product/${id}/reviews`, { limit: 1, "total-count-mode": "exact" });
      if (!reviews.total) continue;
      const { product } = await call(`/product/${id}`, {
        associations: { media: {}, cover: { associations: { media: {} } }, manufacturer: {} },
      });
      const meta = productPageMeta(productSeo(product, reviews.total), CONTEXT);
      const ld = ofType(meta, "Product") as Record<string, Record<string, unknown>>;
      expect(ld.aggregateRating).toMatchObject({
        ratingValue: Number(product.ratingAverage.toFixed(1)),
        reviewCount: reviews.total,
      });
      expect(ld.brand).toEqual({ "@type": "Brand", name: product.manufacturer.translated.name });
      expect(ld.url).toBe(`${ORIGIN}/${product.seoUrls[0].seoPathInfo}`);
      expect(ld.image?.[0]).toBe(product.cover.media.url);
      expect(await jsonLdProblems(jsonLdOf(meta))).toEqual([]);
      checked += 1;
      if (checked === 2) break;
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});
