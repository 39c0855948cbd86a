import type { Snippets } from "@vitrine/core";
import { cartWidgetSnippets } from "./cartWidget.snippets";

/** English defaults of the cart's texts outside the off-canvas panel (whose texts load with it); shops override them through the provider's snippets. */
export const cartSnippets = {
  ...cartWidgetSnippets,
  "cart.offcanvas.title": "Shopping cart",
  "cart.add.submit": "Add to shopping cart",
  "cart.add.quantity": "Quantity",
  "cart.message.product-stock-reached":
    "{name} is only available {quantity} times. The quantity was changed.",
  "cart.message.min-order-quantity":
    "{name} can be ordered from {quantity} pieces. The quantity was changed.",
  "cart.message.purchase-steps-quantity": "{name} is sold in steps. The quantity was changed to {quantity}.",
  "cart.message.product-out-of-stock": "{name} is out of stock.",
  "cart.failure.add": "The product could not be added to the shopping cart. Please try again.",
  "cart.failure.addUnknown": "The shop did not confirm the product was added. Please check your cart.",
  "cart.error.CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY": "At most {maxPurchase} pieces can be ordered.",
  "cart.error.CONTENT__PRODUCT_NOT_FOUND": "This product is not available.",
} satisfies Snippets;
