import * as v from "valibot";
import { type CmsPage, CmsPageSchema } from "./cms.schema";

/** A Store API `cmsPage` checked against {@link CmsPageSchema}; null when there is none or it is malformed. */
export function cmsPageOf(value: unknown): CmsPage | null {
  const parsed = v.safeParse(CmsPageSchema, value);
  return parsed.success ? parsed.output : null;
}

const slot = (type: string, name: string) => ({ id: `standard-${type}`, type, slot: name, data: null });

/**
 * Shopware's standard product page layout, for a product (answer) without one: name and manufacturer logo,
 * gallery and buy box, description and reviews, cross-selling. Put the product's data in its slots with
 * `withSlotData` (`cmsPageOf(product.cmsPage) ?? standardProductPage()`).
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
