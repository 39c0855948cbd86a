import type { CmsPage } from "./cms.schema";

const slot = (type: string, name: string) => ({ id: `standard-${type}`, type, slot: name, data: null });

/**
 * Shopware's standard product page layout, for a product (answer) without one: name and manufacturer logo,
 * gallery and buy box, description and reviews, cross-selling. Put the product's data in its slots with
 * `withSlotData` (`cmsPageOf(product.cmsPage) ?? standardProductPage()`), then check it (`checkCmsPage`).
 */
export function standardProductPage(): CmsPage {
  const blocks = [
    ["product-heading", slot("product-name", "left"), slot("manufacturer-logo", "right")],
    ["gallery-buybox", slot("image-gallery", "left"), slot("buy-box", "right")],
    ["product-description-reviews", slot("product-description-reviews", "content")],
    ["cross-selling", slot("cross-selling", "content")],
  ] as const;
  return {
    id: "standard-product",
    type: "product_detail",
    sections: [
      {
        id: "standard-product-section",
        type: "default",
        sizingMode: "boxed",
        blocks: blocks.map(([type, ...slots], position) => ({
          id: `standard-${type}-block`,
          type,
          position,
          slots: [...slots],
        })),
      },
    ],
  };
}
