// The demo's CMS registry: the package's standard elements, with the product box, slider and listing replaced by
// the demo's own (its cards carry the wishlist toggle and the buy form), the product page's buy box, description
// and cross-selling by the demo's (configurator, accessories, cart form, wishlist). No fork: later entries win.
import { type CmsElementComponent, type CmsPageData, CmsPageSchema, createCmsRegistry } from "@vitrine/cms";
import { defaultCmsElements } from "@vitrine/cms/elements";
import { lazy } from "react";
import * as v from "valibot";

const lazyElement =
  <M>(importer: () => Promise<M>) =>
  (pick: (module: M) => CmsElementComponent): CmsElementComponent =>
    lazy(() => importer().then((module) => ({ default: pick(module) })));
const load = lazyElement(() => import("../components/CmsElements"));
const loadProduct = lazyElement(() => import("../components/ProductCmsElements"));

/** The registry the home, category, landing and product pages render their layouts with. */
export const cmsRegistry = createCmsRegistry(defaultCmsElements, {
  elements: {
    "product-box": load((module) => module.DemoProductBox),
    "product-slider": load((module) => module.DemoProductSlider),
    "cross-selling": loadProduct((module) => module.DemoCrossSelling),
    "buy-box": loadProduct((module) => module.DemoBuyBox),
    "product-description-reviews": loadProduct((module) => module.DemoDescription),
    "product-listing": load((module) => module.DemoProductListing),
  },
});

/** A Store API `cmsPage` checked against the package's schema; null when there is none or it is malformed. */
export function cmsPageOf(value: unknown): CmsPageData | null {
  const parsed = v.safeParse(CmsPageSchema, value);
  return parsed.success ? parsed.output : null;
}

/** Whether the page shows development placeholders for unknown element types (never in production). */
export const CMS_DEVELOPMENT = import.meta.env.DEV;

const slot = (type: string, name: string) => ({
  id: `standard-${type}`,
  type,
  slot: name,
  config: {},
  data: null,
});

/**
 * Shopware's default product page layout, for a product answer without one: name and manufacturer logo, gallery
 * and buy box, description, cross-selling (the loader puts the product's data in the slots).
 */
export const standardProductPage: CmsPageData = {
  id: "standard-product",
  type: "product_detail",
  sections: [
    {
      id: "standard-product-section",
      type: "default",
      sizingMode: "boxed",
      blocks: [
        ["product-heading", [slot("product-name", "left"), slot("manufacturer-logo", "right")]] as const,
        ["gallery-buybox", [slot("image-gallery", "left"), slot("buy-box", "right")]] as const,
        ["product-description-reviews", [slot("product-description-reviews", "content")]] as const,
        ["cross-selling", [slot("cross-selling", "content")]] as const,
      ].map(([type, slots], position) => ({
        id: `standard-${type}-block`,
        type,
        position,
        slots: [...slots],
      })),
    },
  ],
};
