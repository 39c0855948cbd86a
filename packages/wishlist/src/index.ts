// @vitrine/wishlist public API: explicit named exports only. The wishlist page is in `@vitrine/wishlist/page`.

export {
  REDIRECT_PARAMETER,
  WISHLIST_ADD_FAILED_WARNING,
  WISHLIST_BROADCAST_CHANNEL,
  WISHLIST_CONSENT_COOKIE,
  WISHLIST_FEATURE,
  WISHLIST_MERGE_FAILED_ERROR,
  WISHLIST_REMOVE_FAILED_WARNING,
  WISHLIST_STORAGE_PREFIX,
} from "./constants";
export type { WishlistSnippetKey } from "./snippets/en";
export { useWishlist, type WishlistBroadcast, type WishlistControls } from "./useWishlist";
export {
  useWishlistButton,
  type WishlistButtonControls,
  type WishlistButtonState,
} from "./useWishlistButton";
export { useWishlistSync, type WishlistSyncOptions } from "./useWishlistSync";
export { useWishlistWidget, type WishlistWidgetControls } from "./useWishlistWidget";
export { WishlistButton, type WishlistButtonProps } from "./WishlistButton";
export { WishlistProvider, type WishlistProviderProps } from "./WishlistProvider";
export { WishlistWidget, type WishlistWidgetProps } from "./WishlistWidget";
export { defaultWishlistApi, type WishlistApi } from "./wishlist.api";
export type { WishlistSession } from "./wishlist.context";
// The schemas are at @vitrine/wishlist/schemas: the main entry loads no valibot (the calls load it lazily).
export type { CustomerWishlist, WishlistSuccess } from "./wishlist.schema";
export { wishlistSnippets } from "./wishlist.snippets";
export {
  addToWishlistMap,
  isAddConfirmed,
  isRemoveConfirmed,
  newestFirst,
  parseWishlistMap,
  removeFromWishlistMap,
  type WishlistMap,
  wishlistApiAtom,
  wishlistAtom,
  wishlistFromProductIds,
  wishlistPendingAtom,
  wishlistStorageKey,
} from "./wishlist.state";
export { readGuestWishlist, writeGuestWishlist } from "./wishlist.storage";
export { type MergeGuestWishlistOptions, mergeGuestWishlist } from "./wishlist.sync";
