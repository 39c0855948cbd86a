// @vitrine/cart/widget: the header's cart, an entry of its own: the widget (count and total), the off-canvas cart
// (its panel loads on first open) and the cart state they share with the main entry. A shell that every page loads
// imports these from here, so it carries neither the buy form nor the cart's messages (the main entry has them too).

export { CartWidget, type CartWidgetProps } from "./CartWidget";
export {
  type CartWidgetSummary,
  cartAtom,
  cartItemCount,
  displayedCartAtom,
  offcanvasCartOpenAtom,
  summarizeCart,
} from "./cart.state";
export { cartWidgetSnippets } from "./cartWidget.snippets";
export { OffcanvasCart, type OffcanvasCartProps } from "./OffcanvasCart";
export { type UseCartOptions, useCart } from "./useCart";
export { type CartWidget as CartWidgetControls, type CartWidgetState, useCartWidget } from "./useCartWidget";
