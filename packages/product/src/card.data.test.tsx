// The card's projection (`productCardData`): a loader sends it instead of the product, and the card is the same.
import { render } from "@testing-library/react";
import { createStoreApiClient } from "@vitrine/core";
import { type ProductSummary, ProductSummarySchema } from "@vitrine/core/schemas";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import recordedProduct from "../../../fixtures/shopware/product.json";
import productDetail from "../../../fixtures/shopware/product-detail.json";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import search from "../../../fixtures/shopware/search.json";
import { productCardData } from "./card.data";
import { ProductSummaryCard } from "./ProductSummaryCard";
import { shopWrapper } from "./product.test-utils";

const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: recordedShopware({}).fetch });
const product = v.parse(ProductSummarySchema, recordedProduct);
const [hit] = v.parse(v.array(ProductSummarySchema), search.elements);
const withTiers = v.parse(ProductSummarySchema, productDetail.product);
const price = (unitPrice: number, extra: object = {}) => ({
  unitPrice,
  totalPrice: unitPrice,
  quantity: 1,
  apiAlias: "calculated_price",
  ...extra,
});

/** Recorded Shopware products and the card's other price rules (reduced, variants with a "from" price). */
const products: [string, ProductSummary][] = [
  ["a recorded product with its SEO URL and reference price", product],
  ["a recorded search hit without SEO URLs", hit as ProductSummary],
  ["a recorded product with tier prices", withTiers],
  [
    "a reduced top seller",
    {
      ...product,
      markAsTopseller: true,
      calculatedPrice: price(80, { listPrice: { price: 100, discount: -20, percentage: 20 } }),
    },
  ],
  [
    "a parent with variants (its cheapest variant's price, from)",
    {
      ...product,
      childCount: 3,
      calculatedCheapestPrice: price(9.5, { referencePrice: null, listPrice: null }),
    },
  ],
];

const cardHtml = (shown: Parameters<typeof ProductSummaryCard>[0]["product"], basePath = "") => {
  const { container, unmount } = render(<ProductSummaryCard product={shown} eager />, {
    wrapper: shopWrapper(client, "en-GB", undefined, { basePath }),
  });
  const html = container.innerHTML;
  unmount();
  return html;
};

describe("the product card's projection (productCardData): what a loader sends of a card's product", () => {
  it.each(products)(
    "a card rendered from the projection equals the card of the whole product: %s",
    (_, full) => {
      const lean = productCardData(full);
      expect(cardHtml(lean)).toBe(cardHtml(full));
      expect(cardHtml(lean, "/de")).toBe(cardHtml(full, "/de"));
    },
  );

  it("keeps what the card renders: name, canonical SEO URL, cover image's thumbnails, prices, top seller", () => {
    const lean = productCardData(product);
    const media = product.cover?.media;
    expect(lean).toEqual({
      id: product.id,
      translated: { name: "Cigar Special 40%" },
      seoUrls: [{ seoPathInfo: "Cigar-Special-40/SW10044" }],
      cover: {
        media: {
          id: media?.id,
          // The image's src, srcset and size come from the thumbnails: the original's URL and size are not sent
          // (its `url` is the first thumbnail's).
          url: media?.thumbnails?.[0]?.url,
          thumbnails: media?.thumbnails?.map(({ url, width, height }) => ({ url, width, height })),
        },
      },
      calculatedPrice: {
        unitPrice: 14.45,
        totalPrice: 14.45,
        quantity: 1,
        referencePrice: { price: 72.25, referenceUnit: 1, unitName: "litre" },
      },
      calculatedPrices: [],
      // Without variants the card shows the product's own price: the cheapest variant's is not sent.
      calculatedCheapestPrice: null,
      childCount: 0,
      markAsTopseller: false,
    });
  });

  it("keeps the thumbnails up to the first that covers the widest the card's image is ever shown (imageUpTo)", () => {
    const widths = (options: Parameters<typeof productCardData>[1]) =>
      productCardData(product, options).cover?.media?.thumbnails?.map(({ width }) => width);
    const all = product.cover?.media?.thumbnails?.map(({ width }) => width) ?? [];
    const covering = Math.min(...all.filter((width) => width >= 500));
    expect(widths({ imageUpTo: 500 })).toEqual(all.filter((width) => width <= covering));
    expect(widths({ imageUpTo: 500 })?.length).toBeLessThan(all.length);
    // Wider than any thumbnail, or not given: all of them.
    expect(widths({ imageUpTo: 99999 })).toEqual(all);
    expect(widths({})).toEqual(all);
  });

  it("sends the cover's original URL and size when it has no thumbnails: the card's image shows the original", () => {
    const media = product.cover?.media;
    const bare = {
      ...product,
      cover: { media: { ...media, id: media?.id ?? "", url: media?.url ?? "", thumbnails: [] } },
    };
    expect(productCardData(bare).cover?.media).toEqual({
      id: media?.id,
      url: media?.url,
      metaData: { width: media?.metaData?.width, height: media?.metaData?.height },
      thumbnails: [],
    });
    expect(cardHtml(productCardData(bare))).toBe(cardHtml(bare));
    expect(cardHtml(bare)).toContain(`src="${media?.url}"`);
  });

  it("leaves out what no card reads: a fraction of the product's JSON", () => {
    const full = JSON.stringify(recordedProduct).length;
    const lean = JSON.stringify(productCardData(product)).length;
    expect(lean).toBeLessThan(full / 3);
    expect(JSON.stringify(productCardData(product))).not.toMatch(/"(description|taxRules|apiAlias|stock)"/);
  });

  it("sends the prices the card's rules choose from: tier prices when there are several, a variant parent's cheapest price", () => {
    expect(product.calculatedCheapestPrice).toBeTruthy();
    const tiers = productCardData(withTiers).calculatedPrices ?? [];
    expect(tiers.length).toBe(withTiers.calculatedPrices?.length);
    expect(tiers.length).toBeGreaterThan(1);
    const oneTier = { ...product, calculatedPrices: [price(14.45)] };
    expect(productCardData(oneTier).calculatedPrices).toEqual([]);
    const parent = { ...product, childCount: 3, calculatedCheapestPrice: price(9.5) };
    expect(productCardData(parent).calculatedCheapestPrice).toEqual({
      unitPrice: 9.5,
      totalPrice: 9.5,
      quantity: 1,
    });
  });

  it("keeps the SEO URL of the page's language when the answer holds several", () => {
    const seoUrls = [
      { seoPathInfo: "Zigarre/SW10044", isCanonical: true, languageId: "de" },
      { seoPathInfo: "Cigar/SW10044", isCanonical: true, languageId: "en" },
    ];
    expect(productCardData({ ...product, seoUrls }, { languageId: "en" }).seoUrls).toEqual([
      { seoPathInfo: "Cigar/SW10044" },
    ]);
  });
});
