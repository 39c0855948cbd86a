import type { CmsBlock, CmsPage, CmsSlot } from "./cms.schema";

/** A media file with two thumbnails, as the Store API sends it. */
export const fixtureMedia = (id: string, alt: string) => ({
  id,
  url: `https://shop.test/media/${id}.svg`,
  alt,
  metaData: { width: 1600, height: 600 },
  thumbnails: [
    { width: 400, height: 150, url: `https://shop.test/media/${id}-400.svg` },
    { width: 800, height: 300, url: `https://shop.test/media/${id}-800.svg` },
  ],
});

/** A slot in Shopware's shape: config values as `{ source: "static", value }`. */
export function fixtureSlot(
  id: string,
  type: string,
  slot: string,
  config: Record<string, unknown>,
  data?: unknown,
): CmsSlot {
  const entries = Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, { source: "static", value }]),
  );
  return { id, type, slot, config: entries, translated: { config: entries }, data: data ?? null };
}

/** A block in Shopware's shape. */
export function fixtureBlock(
  id: string,
  type: string,
  position: number,
  slots: CmsSlot[],
  more: Partial<CmsBlock> = {},
): CmsBlock {
  return {
    id,
    type,
    position,
    sectionPosition: "main",
    marginTop: "20px",
    marginBottom: "20px",
    slots,
    ...more,
  };
}

/** A landing page: a cover image, an image-text block, a two-column text block and a video, as Shopware sends it. */
export const fixtureCmsPage: CmsPage = {
  id: "page-1",
  type: "landingpage",
  name: "Summer",
  sections: [
    {
      id: "section-1",
      type: "default",
      position: 0,
      sizingMode: "boxed",
      blocks: [
        fixtureBlock("block-text", "text-two-column", 1, [
          fixtureSlot("slot-right", "text", "right", {}, { content: "<p>Right column</p>" }),
          fixtureSlot(
            "slot-left",
            "text",
            "left",
            {},
            {
              content:
                '<h2>Summer</h2><p>Read <a href="/navigation/abc">our guide</a>.<script>alert(1)</script></p>',
            },
          ),
        ]),
        fixtureBlock("block-image", "image", 0, [
          fixtureSlot(
            "slot-image",
            "image",
            "image",
            { displayMode: "standard" },
            { media: fixtureMedia("banner", "A summer banner") },
          ),
        ]),
        fixtureBlock(
          "block-hidden",
          "text",
          2,
          [fixtureSlot("slot-hidden", "text", "content", {}, { content: "<p>Desktop only</p>" })],
          { visibility: { mobile: false, tablet: false, desktop: true }, backgroundColor: "#fafafa" },
        ),
      ],
    },
  ],
};

const price = (unitPrice: number) => ({ unitPrice, totalPrice: unitPrice, quantity: 1 });

/** A product as the product detail route sends it (trimmed to what the product elements read). */
export const fixtureProduct = {
  id: "p-tee",
  name: "Organic Tee",
  translated: {
    name: "Organic Tee",
    description: "<p>Soft <strong>organic</strong> cotton.<script>x()</script></p>",
  },
  description: "<p>Soft <strong>organic</strong> cotton.<script>x()</script></p>",
  calculatedPrice: price(19.99),
  calculatedPrices: [],
  availableStock: 10,
  stock: 10,
  available: true,
  minPurchase: 1,
  purchaseSteps: 1,
  maxPurchase: 10,
  deliveryTime: { name: "1-3 days", translated: { name: "1-3 days" } },
  cover: { media: fixtureMedia("tee-front", "Tee, front") },
};

const related = (id: string, name: string) => ({
  id,
  name,
  translated: { name },
  calculatedPrice: price(9.5),
  cover: { media: fixtureMedia(id, name) },
});

/** Shopware's default product page layout with the product's data in its slots, as the product route resolves it. */
export const fixtureProductPage: CmsPage = {
  id: "product-page",
  type: "product_detail",
  sections: [
    {
      id: "product-section",
      type: "default",
      sizingMode: "boxed",
      blocks: [
        fixtureBlock("b-heading", "product-heading", 0, [
          fixtureSlot("s-name", "product-name", "left", {}, { content: "Organic Tee" }),
          fixtureSlot(
            "s-logo",
            "manufacturer-logo",
            "right",
            {},
            {
              media: fixtureMedia("logo-acme", ""),
              manufacturer: { name: "Acme", translated: { name: "Acme" } },
              url: "https://acme.test",
              newTab: true,
            },
          ),
        ]),
        fixtureBlock("b-gallery", "gallery-buybox", 1, [
          fixtureSlot(
            "s-gallery",
            "image-gallery",
            "left",
            { zoom: true, fullScreen: true },
            {
              sliderItems: [
                { media: fixtureMedia("tee-front", "Tee, front"), url: null, newTab: false },
                { media: null, url: null, newTab: false },
                { media: fixtureMedia("tee-back", "Tee, back"), url: null, newTab: false },
              ],
            },
          ),
          fixtureSlot("s-buy", "buy-box", "right", {}, { productId: "p-tee", product: fixtureProduct }),
        ]),
        fixtureBlock("b-description", "product-description-reviews", 2, [
          fixtureSlot(
            "s-description",
            "product-description-reviews",
            "content",
            {},
            { productId: "p-tee", product: fixtureProduct, reviews: { total: 0, elements: [] } },
          ),
        ]),
        fixtureBlock("b-cross", "cross-selling", 3, [
          fixtureSlot(
            "s-cross",
            "cross-selling",
            "content",
            {},
            {
              crossSellings: [
                {
                  crossSelling: { id: "cs-1", name: "Goes well with", active: true },
                  products: [related("p-cap", "Cotton Cap"), related("p-socks", "Wool Socks")],
                },
                {
                  crossSelling: { id: "cs-2", name: "Inactive", active: false },
                  products: [related("p-x", "X")],
                },
                { crossSelling: { id: "cs-3", name: "Empty", active: true }, products: [] },
              ],
            },
          ),
        ]),
      ],
    },
  ],
};

/** An image slider slot: three slides, the second linked. */
export const fixtureImageSliderSlot: CmsSlot = fixtureSlot(
  "s-slider",
  "image-slider",
  "imageSlider",
  { autoSlide: false },
  {
    sliderItems: [
      { media: fixtureMedia("slide-1", "Linen in the sun"), url: null, newTab: false },
      { media: fixtureMedia("slide-2", "Summer shoes"), url: "/navigation/shoes", newTab: false },
      { media: fixtureMedia("slide-3", "A picnic"), url: null, newTab: false },
    ],
  },
);
