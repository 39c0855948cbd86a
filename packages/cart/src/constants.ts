/** Quantity changes in the cart are sent once the shopper pauses this long, in ms. */
export const CART_QUANTITY_DEBOUNCE_MS = 800;
/** Browser storage key of the header cart widget's last known state. */
export const CART_WIDGET_STORAGE_KEY = "cart-widget-template";
/** Browser storage key of the empty cart widget. */
export const EMPTY_CART_WIDGET_STORAGE_KEY = "empty-cart-widget";
/** Name of the cross-tab channel (core's, scoped by sales channel) on which tabs tell each other about cart changes. */
export const CART_SYNC_CHANNEL = "cart";
/** How many entries a collapsible list shows before "Show more" (shipping and payment methods on confirm). */
export const COLLAPSIBLE_LIST_VISIBLE_COUNT = 3;
/** The buy button's active style (`data-active`) after an add is removed after this long, in ms. */
export const BUY_BUTTON_ACTIVE_MS = 3000;
