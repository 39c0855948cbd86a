// @vitrine/wishlist/widget: what every page shows, an entry of its own: the provider, the header's link and the
// heart buttons. Their changes and the sync (storage, other tabs, merge on login) load after hydration, so a shell
// that every page loads imports these from here; the main entry has them too, with everything else.

export { useWishlist, type WishlistControls } from "./useWishlist";
export {
  useWishlistButton,
  type WishlistButtonControls,
  type WishlistButtonState,
} from "./useWishlistButton";
export { useWishlistWidget, type WishlistWidgetControls } from "./useWishlistWidget";
export { WishlistButton, type WishlistButtonProps } from "./WishlistButton";
export { WishlistProvider, type WishlistProviderProps } from "./WishlistProvider";
export { WishlistWidget, type WishlistWidgetProps } from "./WishlistWidget";
export { wishlistSnippets } from "./wishlist.snippets";
