import * as v from "valibot";

export { type Cart, CartSchema, type LineItem } from "@vitrine/core/schemas";

/** A shipping method as the off-canvas cart's selector reads it. */
export const ShippingMethodSchema = v.looseObject({
  id: v.string(),
  name: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ name: v.nullish(v.string()) })),
});
/** A shipping method. */
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;

/** The answer of `GET /shipping-method`. */
export const ShippingMethodListSchema = v.looseObject({ elements: v.array(ShippingMethodSchema) });

/** The part of the sales channel context the cart reads: the chosen shipping method. */
export const CartContextSchema = v.looseObject({
  shippingMethod: v.nullish(v.looseObject({ id: v.string() })),
});

/** The answer of `PATCH /context` (a context token, maybe a redirect). */
export const ContextUpdateSchema = v.nullish(v.looseObject({}));
