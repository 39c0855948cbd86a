import type { CmsBlock, CmsPage, CmsSlot } from "./cms.schema";

/** A media file with two thumbnails, as the Store API sends it; the files are Storybook's own (.storybook/media). */
export const fixtureMedia = (id: string, alt: string) => ({
  id,
  url: `/media/${id}.svg`,
  alt,
  metaData: { width: 1600, height: 600 },
  thumbnails: [
    { width: 400, height: 150, url: `/media/${id}-400.svg` },
    { width: 800, height: 300, url: `/media/${id}-800.svg` },
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

/** A product as the listing and product slots send it (name, price, cover). */
export const fixtureSummary = related;

/** A product listing result (the `product-listing` slot's `data.listing`): three products, page 1 of 1. */
export const fixtureListing = {
  elements: [
    related("p-tee", "Organic Tee"),
    related("p-cap", "Cotton Cap"),
    related("p-socks", "Wool Socks"),
  ],
  total: 3,
  page: 1,
  limit: 24,
  sorting: "name-asc",
  availableSortings: [
    { key: "name-asc", label: "Name A-Z", translated: { label: "Name A-Z" } },
    { key: "price-asc", label: "Price ascending", translated: { label: "Price ascending" } },
  ],
  aggregations: {},
};

/** A category listing page in Shopware's shape: navigation and filter in the sidebar, the listing in the main column. */
export const fixtureListingPage: CmsPage = {
  id: "listing-page",
  type: "product_list",
  sections: [
    {
      id: "listing-section",
      type: "sidebar",
      blocks: [
        fixtureBlock(
          "b-nav",
          "category-navigation",
          0,
          [fixtureSlot("s-nav", "category-navigation", "content", {})],
          {
            sectionPosition: "sidebar",
          },
        ),
        fixtureBlock(
          "b-filter",
          "sidebar-filter",
          1,
          [fixtureSlot("s-filter", "sidebar-filter", "content", {})],
          {
            sectionPosition: "sidebar",
          },
        ),
        fixtureBlock("b-listing", "product-listing", 2, [
          fixtureSlot("s-listing", "product-listing", "content", {}, { listing: fixtureListing }),
        ]),
      ],
    },
  ],
};

/** A navigation tree (`context.navigation`): Clothing with T-shirts (current) and a hidden Archive. */
export const fixtureNavigation = [
  {
    id: "c-clothing",
    name: "Clothing",
    translated: { name: "Clothing" },
    visible: true,
    children: [
      { id: "c-tshirts", name: "T-shirts", translated: { name: "T-shirts" }, visible: true, children: [] },
      { id: "c-archive", name: "Archive", translated: { name: "Archive" }, visible: false, children: [] },
    ],
  },
  { id: "c-living", name: "Living", translated: { name: "Living" }, visible: true, children: [] },
];

/** A page of the elements a layout shows on home and landing pages: videos, a product box and a product slider. */
export const fixtureHomePage: CmsPage = {
  id: "home-page",
  type: "landingpage",
  sections: [
    {
      id: "home-section",
      type: "default",
      blocks: [
        fixtureBlock("b-youtube", "youtube-video", 0, [
          fixtureSlot(
            "s-youtube",
            "youtube-video",
            "video",
            { videoID: "hJnIMNzDgHE", iframeTitle: "Behind the seams" },
            { previewMedia: fixtureMedia("video-preview", "") },
          ),
        ]),
        fixtureBlock("b-vimeo", "vimeo-video", 1, [
          fixtureSlot("s-vimeo", "vimeo-video", "video", {
            videoID: "76979871",
            iframeTitle: "Our workshop",
          }),
        ]),
        fixtureBlock("b-box", "product-box", 2, [
          fixtureSlot("s-box", "product-box", "content", {}, { product: related("p-cap", "Cotton Cap") }),
        ]),
        fixtureBlock("b-slider", "product-slider", 3, [
          fixtureSlot(
            "s-slider",
            "product-slider",
            "productSlider",
            { title: "New in" },
            { products: [related("p-tee", "Organic Tee"), related("p-socks", "Wool Socks")] },
          ),
        ]),
      ],
    },
  ],
};
