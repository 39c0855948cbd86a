import {
  CalculatedPriceSchema,
  PropertyOptionSchema as CorePropertyOptionSchema,
  DeliveryTimeSchema,
  entityList,
  ProductSchema,
  ReferencePriceSchema,
  SeoUrlSchema,
} from "@vitrine/core/schemas";
import * as v from "valibot";

/** A unit of measure (litre, kg, piece). */
export const UnitSchema = v.looseObject({
  name: v.nullish(v.string()),
  shortCode: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ name: v.nullish(v.string()), shortCode: v.nullish(v.string()) })),
});

/** One option of a variant option group (a colour, a size). */
export const PropertyOptionSchema = v.looseObject({
  ...CorePropertyOptionSchema.entries,
  /** Whether the option combines with the currently chosen options into an existing variant. */
  combinable: v.nullish(v.boolean()),
});
/** One option of a variant option group. */
export type PropertyOption = v.InferOutput<typeof PropertyOptionSchema>;

/** A variant option group of the configurator and how to display it (`text` buttons, `color` swatches, `media`, `select`). */
export const PropertyGroupSchema = v.looseObject({
  id: v.string(),
  name: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ name: v.nullish(v.string()) })),
  displayType: v.nullish(v.string()),
  position: v.nullish(v.number()),
  options: v.nullish(v.array(PropertyOptionSchema)),
});
/** A variant option group. */
export type PropertyGroup = v.InferOutput<typeof PropertyGroupSchema>;

/** The product fields the product page reads. */
export const ProductDetailSchema = v.looseObject({
  ...ProductSchema.entries,
  options: v.nullish(v.array(PropertyOptionSchema)),
  unit: v.nullish(UnitSchema),
  purchaseUnit: v.nullish(v.number()),
  referenceUnit: v.nullish(v.number()),
  calculatedMaxPurchase: v.nullish(v.number()),
});
/** A product as the product page shows it. */
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** The answer of `POST /product/{productId}` (readProductDetail): the product and its configurator. */
export const ProductDetailResponseSchema = v.looseObject({
  product: ProductDetailSchema,
  configurator: v.nullish(v.array(PropertyGroupSchema)),
});
/** The product detail answer. */
export type ProductDetailResponse = v.InferOutput<typeof ProductDetailResponseSchema>;

/** The answer of `POST /product/{parentId}/find-variant`, with the variant's SEO URLs when they were read. */
export const FindVariantResponseSchema = v.looseObject({
  foundCombination: v.looseObject({
    variantId: v.string(),
    options: v.nullish(v.array(v.string())),
  }),
  seoUrls: v.nullish(v.array(SeoUrlSchema)),
});

/** `POST /product {ids: [variantId], includes}`: a variant's SEO URLs. */
export const VariantSeoUrlsSchema = entityList(
  v.looseObject({ id: v.string(), seoUrls: v.nullish(v.array(SeoUrlSchema)) }),
);
/** The find-variant answer. */
export type FindVariantResponse = v.InferOutput<typeof FindVariantResponseSchema>;

/** A reference price (price per litre or kilogram). */
export type ReferencePricing = v.InferOutput<typeof ReferencePriceSchema>;

/** Content and unit of a variant (0.75 litre). */
export const UnitInfoSchema = v.looseObject({
  purchaseUnit: v.nullish(v.number()),
  referenceUnit: v.nullish(v.number()),
  unitName: v.nullish(v.string()),
});
/** Content and unit of a variant. */
export type UnitInfo = v.InferOutput<typeof UnitInfoSchema>;

/** The answer of the Vitrine route `POST /vitrine/product/{productId}/variant-options`. */
export const VariantOptionsResponseSchema = v.looseObject({
  productId: v.string(),
  product: v.looseObject({
    availableStock: v.nullish(v.number()),
    minPurchase: v.nullish(v.number()),
    deliveryTime: v.nullish(DeliveryTimeSchema),
    isCloseout: v.nullish(v.boolean()),
    restockTime: v.nullish(v.number()),
    calculatedPrice: v.nullish(v.looseObject({ totalPrice: v.number() })),
  }),
  calculatedPrice: v.nullish(CalculatedPriceSchema),
  /** A deposit (bottles): an amount, or an object with its price. */
  deposit: v.nullish(v.union([v.number(), v.looseObject({ price: v.number() })])),
  unitInfo: v.nullish(UnitInfoSchema),
  referencePricing: v.nullish(ReferencePriceSchema),
});
/** The variant-options answer. */
export type VariantOptionsResponse = v.InferOutput<typeof VariantOptionsResponseSchema>;
