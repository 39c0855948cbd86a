// The loader's check of the demo's CMS pages: each slot's data against its element's schema (the package's standard
// elements and the demo's own), on the server, after the loader trimmed the data (leanCmsProducts,
// leanProductLayout). The elements in the browser render the checked data and load no schema.
import { type CheckedCmsPage, type CmsPageData, mapSlots } from "@vitrine/cms";
import { checkCmsPage, cmsElementSchemas, cmsPageView } from "@vitrine/cms/schemas";
import { ProductDetailSchema, PropertyGroupSchema } from "@vitrine/product/schemas";
import * as v from "valibot";
import type { ProductCardView } from "./view";

/** Whether a value is the loader's card view (an id and a name). */
const isCardView = (value: unknown) =>
  typeof value === "object" && value !== null && "id" in value && "name" in value;
const CardViewSchema = v.custom<ProductCardView>(isCardView);

/** `product-box` with the demo's card: the loader's card view of the product (`leanCmsProducts`). */
export const DemoProductBoxDataSchema = v.looseObject({ product: CardViewSchema });
/** `product-slider` with the demo's cards: the loader's card views of the products (`leanCmsProducts`). */
export const DemoProductSliderDataSchema = v.looseObject({ products: v.array(CardViewSchema) });

/** The `buy-box` slot's data on the demo's product page: the buy box's product and the variant configurator. */
export const BuyBoxDataSchema = v.looseObject({
  product: ProductDetailSchema,
  configuratorSettings: v.nullish(v.array(PropertyGroupSchema)),
});

/** `product-description-reviews` on the demo's product page: the description and the property table. */
export const DemoDescriptionDataSchema = v.looseObject({
  product: v.looseObject({ description: v.nullish(v.string()) }),
  properties: v.nullish(v.array(v.looseObject({ group: v.string(), values: v.string() }))),
});

/** `cross-selling` on the demo's product page: one slider of the loader's lean card views per cross-selling. */
export const DemoCrossSellingDataSchema = v.looseObject({
  crossSellings: v.array(
    v.looseObject({
      id: v.string(),
      name: v.string(),
      products: v.array(CardViewSchema),
    }),
  ),
});

/** The element schemas of the demo's registry (lib/cms.ts): the standard ones, the demo's own where it replaces one. */
const demoElementSchemas = {
  ...cmsElementSchemas,
  "product-box": DemoProductBoxDataSchema,
  "product-slider": DemoProductSliderDataSchema,
  "buy-box": BuyBoxDataSchema,
  "product-description-reviews": DemoDescriptionDataSchema,
  "cross-selling": DemoCrossSellingDataSchema,
};

/**
 * The elements the demo renders without reading their slot's config: the listing's (filters, sortings, box layout)
 * is the Store API's to apply, and it has, so the page's data leaves it out.
 */
const CONFIG_UNREAD: ReadonlySet<string> = new Set(["product-listing"]);

/**
 * A demo page for rendering: the layout's fields the page reads (`cmsPageView`, without the config the demo's
 * elements do not read), every slot's data checked against the schema of the element the demo renders it with.
 */
export function checkDemoPage(page: CmsPageData): CheckedCmsPage {
  const view = mapSlots(cmsPageView(page), (slot) => {
    if (!CONFIG_UNREAD.has(slot.type) || !slot.config) return slot;
    const { config: _applied, ...read } = slot;
    return read;
  });
  return checkCmsPage(view, demoElementSchemas);
}

/** The buy box's checked data (the product route reads it for analytics). */
export type BuyBoxData = v.InferOutput<typeof BuyBoxDataSchema>;
/** The demo product box's checked data. */
export type DemoProductBoxData = v.InferOutput<typeof DemoProductBoxDataSchema>;
/** The demo product slider's checked data. */
export type DemoProductSliderData = v.InferOutput<typeof DemoProductSliderDataSchema>;
/** The demo description's checked data. */
export type DemoDescriptionData = v.InferOutput<typeof DemoDescriptionDataSchema>;
/** The demo cross-selling's checked data. */
export type DemoCrossSellingData = v.InferOutput<typeof DemoCrossSellingDataSchema>;
