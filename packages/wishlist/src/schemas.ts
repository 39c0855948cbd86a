// @vitrine/wishlist/schemas: the valibot schemas of the wishlist's Store API answers. Importing them loads
// valibot; the wishlist's own calls load them with their first request.

export {
  type CustomerWishlist,
  CustomerWishlistSchema,
  WishlistProductListSchema,
  type WishlistSuccess,
  WishlistSuccessSchema,
} from "./wishlist.schema";
