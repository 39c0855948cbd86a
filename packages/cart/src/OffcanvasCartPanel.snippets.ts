import type { Snippets } from "@vitrine/core";
import { cartSnippets } from "./cart.snippets";

/** English defaults of the off-canvas cart panel's texts (loaded with the panel), with the cart's other texts. */
export const offcanvasCartSnippets = {
  ...cartSnippets,
  "cart.offcanvas.empty": "Your shopping cart is empty.",
  "cart.offcanvas.loading": "Loading your shopping cart…",
  "cart.lineItem.quantity": "Quantity of {name}",
  "cart.lineItem.decrease": "Decrease quantity of {name}",
  "cart.lineItem.increase": "Increase quantity of {name}",
  "cart.lineItem.remove": "Remove {name}",
  "cart.lineItem.included": "Included with {name}",
  "cart.lineItem.changeConfiguration": "Change configuration",
  "cart.lineItem.changeConfigurationOf": "Change configuration of {name}",
  "cart.lineItem.unitPrice": "Unit price",
  "cart.lineItem.totalPrice": "Total price",
  "cart.promotion.label": "Promotion code",
  "cart.promotion.submit": "Add promotion",
  "cart.shipping.label": "Shipping method",
  "cart.summary.subtotal": "Subtotal",
  "cart.summary.shipping": "Shipping costs",
  "cart.summary.tax": "incl. {rate}% VAT",
  "cart.summary.total": "Total",
  "cart.checkout": "Go to checkout",
  "cart.showCart": "Display shopping cart",
  "cart.message.product-not-found": "A product is no longer available and was removed.",
  "cart.message.promotion-not-found": "The promotion code {promotionCode} is not valid.",
  "cart.message.promotion-discount-added": "The discount {name} has been added.",
  "cart.failure.quantity":
    "The quantity of {name} could not be changed to {wanted}. It is back at {quantity}. Please try again.",
  "cart.failure.remove": "The item could not be removed. Please try again.",
  "cart.failure.promotion": "The promotion code could not be checked. Please try again.",
  "cart.failure.shipping": "The shipping method could not be changed. Please try again.",
} satisfies Snippets;
