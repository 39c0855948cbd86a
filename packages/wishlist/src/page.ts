// @vitrine/wishlist/page: the wishlist page's building blocks (a separate entry: only the wishlist page needs them).

export {
  useWishlistPage,
  type WishlistPageControls,
  type WishlistPageOptions,
  type WishlistPageStatus,
} from "./useWishlistPage";
export { WishlistPage, type WishlistPageProps } from "./WishlistPage";
export { wishlistPageSnippets } from "./wishlistPage.snippets";
