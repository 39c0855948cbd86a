// @vitrine/cart/schemas: the valibot schemas of the cart's Store API answers. Importing them loads valibot; the
// cart's own calls load them with their first request.

export {
  CartContextSchema,
  ContextUpdateSchema,
  type ShippingMethod,
  ShippingMethodListSchema,
  ShippingMethodSchema,
} from "./cart.schema";
