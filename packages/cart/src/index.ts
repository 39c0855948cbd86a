// @vitrine/cart public API: explicit named exports only.

export { AddToCartForm, type AddToCartFormProps } from "./AddToCartForm";
export { CartNotices } from "./CartNotices";
export { CartWidget, type CartWidgetProps } from "./CartWidget";
export { type AddLineItem, type CartApi, defaultCartApi, toLineItemPayload } from "./cart.api";
export { cartNotices, cartTotals, fitQuantity } from "./cart.lines";
export { noticeText } from "./cart.notices";
// The schemas are at @vitrine/cart/schemas: the main entry loads no valibot (the calls load it lazily).
export type { ShippingMethod } from "./cart.schema";
export { cartSnippets } from "./cart.snippets";
export {
  applyPendingChanges,
  type CartNotice,
  type CartWidgetSummary,
  cartApiAtom,
  cartAtom,
  cartItemCount,
  displayedCartAtom,
  offcanvasCartOpenAtom,
  summarizeCart,
} from "./cart.state";
export { type CartWidgetUpdate, cartWidgetUpdate } from "./cart.storage";
export {
  BUY_BUTTON_ACTIVE_MS,
  CART_QUANTITY_DEBOUNCE_MS,
  CART_SYNC_CHANNEL,
  CART_WIDGET_STORAGE_KEY,
  EMPTY_CART_WIDGET_STORAGE_KEY,
} from "./constants";
export { OffcanvasCart, type OffcanvasCartProps } from "./OffcanvasCart";
export type { CartSnippetKey } from "./snippets/en";
export { type AddToCart, type UseAddToCartOptions, useAddToCart } from "./useAddToCart";
export { type UseCartOptions, useCart } from "./useCart";
export { type CartController, type CartResult, useCartController } from "./useCartController";
export { type CartWidget as CartWidgetControls, type CartWidgetState, useCartWidget } from "./useCartWidget";
