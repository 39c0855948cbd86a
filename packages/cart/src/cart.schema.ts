import { entityList, type Method, MethodSchema } from "@vitrine/core/schemas";
import * as v from "valibot";

export { type Cart, CartSchema, type LineItem } from "@vitrine/core/schemas";

/** A shipping method as the off-canvas cart's selector reads it (core's method schema). */
export const ShippingMethodSchema = MethodSchema;
/** A shipping method. */
export type ShippingMethod = Method;

/** The answer of `GET /shipping-method`. */
export const ShippingMethodListSchema = entityList(MethodSchema);

/** The part of the sales channel context the cart reads: the chosen shipping method. */
export const CartContextSchema = v.looseObject({ shippingMethod: v.nullish(MethodSchema) });

/** The answer of `PATCH /context` (a context token, maybe a redirect). */
export const ContextUpdateSchema = v.nullish(v.looseObject({}));
