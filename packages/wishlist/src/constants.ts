// The spec's names, texts and numbers of the wishlist, named.

/** The guest storage key is this prefix plus the sales channel id. */
export const WISHLIST_STORAGE_PREFIX = "wishlist-";

/** The wishlist's cookie in cookie consent: a guest list is kept only when it is accepted. */
export const WISHLIST_CONSENT_COOKIE = "wishlist-enabled";

/** The feature switch (`config.features.wishlist`) that turns every wishlist control on or off. */
export const WISHLIST_FEATURE = "wishlist";

/** Name of core's cross-tab channel (scoped by sales channel) on which tabs tell each other about wishlist changes. */
export const WISHLIST_BROADCAST_CHANNEL = "wishlist";

/** Console warning when the server does not confirm an addition. */
export const WISHLIST_ADD_FAILED_WARNING = "unable to add product to wishlist";

/** Console warning when the server does not confirm a removal. */
export const WISHLIST_REMOVE_FAILED_WARNING = "unable to remove product to wishlist";

/** The error raised when the guest list cannot be merged on login. */
export const WISHLIST_MERGE_FAILED_ERROR = "Unable to merge product wishlist from anonymous user";

/** The query parameter that carries the after-login path. */
export const REDIRECT_PARAMETER = "redirectTo";

/** How many products one wishlist page read asks for (the Store API's criteria limit). */
export const WISHLIST_PAGE_LIMIT = 100;
