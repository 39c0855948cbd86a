import { ProductSummarySchema } from "@vitrine/core/schemas";
import * as v from "valibot";

const count = v.nullish(v.number());

/**
 * The configuration of one element ("Accessory config"): purchase rules of an accessory, or the fixed
 * quantity and optional flag of a bundle item; `sameQuantity` makes it follow the main product's quantity.
 */
export const AccessoryItemConfigSchema = v.looseObject({
  productId: v.string(),
  minPurchase: count,
  maxPurchase: count,
  purchaseSteps: count,
  /** The element's own maximum. */
  max: count,
  /** A bundle item's fixed quantity. */
  quantity: count,
  optional: v.nullish(v.boolean()),
  sameQuantity: v.nullish(v.boolean()),
});
/** One element's configuration. */
export type AccessoryItemConfig = v.InferOutput<typeof AccessoryItemConfigSchema>;

/** One cross-selling element as `POST /product/{id}/cross-selling` answers it (the fields the block reads). */
export const CrossSellingElementSchema = v.looseObject({
  crossSelling: v.looseObject({
    id: v.string(),
    /** The name (its `translated.name` is read too, when the shop sends it). */
    name: v.nullish(v.string()),
    extensions: v.nullish(
      v.looseObject({
        vitrineAccessories: v.nullish(
          v.looseObject({ kind: v.string(), items: v.array(AccessoryItemConfigSchema) }),
        ),
      }),
    ),
  }),
  products: v.nullish(v.array(ProductSummarySchema)),
});
/** One cross-selling element. */
export type CrossSellingElement = v.InferOutput<typeof CrossSellingElementSchema>;

/** The answer of `POST /product/{productId}/cross-selling`. */
export const AccessoriesResponseSchema = v.array(CrossSellingElementSchema);
/** The answer, as the block reads it. */
export type AccessoriesResponse = v.InferOutput<typeof AccessoriesResponseSchema>;
