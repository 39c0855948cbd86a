import { entityList, ProductSummarySchema } from "@vitrine/core/schemas";
import * as v from "valibot";

/** The answer of add, remove and merge: `{ success }` (a shop may add fields). */
export const WishlistSuccessSchema = v.looseObject({ success: v.optional(v.unknown()) });
/** The answer of add, remove and merge. */
export type WishlistSuccess = v.InferOutput<typeof WishlistSuccessSchema>;

/** A product list of the Store API (`POST /product`, the customer's wishlist products). */
export const WishlistProductListSchema = entityList(ProductSummarySchema);

/** `POST /customer/wishlist`: the wishlist and its products, newest first. */
export const CustomerWishlistSchema = v.looseObject({
  products: WishlistProductListSchema,
});
/** The customer's wishlist as the Store API answers it. */
export type CustomerWishlist = v.InferOutput<typeof CustomerWishlistSchema>;
