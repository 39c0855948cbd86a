// The spec's numbers, named.

/** Offset, in px, kept above the listing when a change scrolls back to its top. */
export const LISTING_SCROLL_OFFSET_PX = 15;
/** Debounce of the scroll to the listing top, in ms. */
export const LISTING_SCROLL_DEBOUNCE_MS = 75;
/** Debounce after the filters have registered before the disabled-filters request is sent, in ms. */
export const ALL_FILTERS_INITIALISED_DEBOUNCE_MS = 100;
/** Idle time after the last keystroke in a price field before the range is checked, in ms. */
export const FILTER_RANGE_INPUT_DELAY_MS = 500;
/** The lower bound of the price range. */
export const FILTER_RANGE_LOWER_BOUND = 0;
/** Highest rating a product can have (stars). */
export const RATING_MAX = 5;
/** The page a listing starts on. */
export const PAGE_DEFAULT = 1;
/**
 * @deprecated The price range fields show the shop currency's sign in the page language (`currencySymbol` of
 * `@vitrine/core`) when none is given; this constant is no longer read.
 */
export const DEFAULT_RANGE_CURRENCY_SYMBOL = "€";
