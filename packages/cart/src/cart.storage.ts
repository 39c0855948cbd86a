import { createStorage, type KeyValueStorage } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { type CartWidgetSummary, summarizeCart } from "./cart.state";
import { CART_WIDGET_STORAGE_KEY, EMPTY_CART_WIDGET_STORAGE_KEY } from "./constants";

// The header widget's last known state in browser storage: loaded with the cart's read and writes, not with the
// header of a page whose loader rendered the cart.

/** What the widget does with an answer. */
export type CartWidgetUpdate =
  | { action: "store"; summary: CartWidgetSummary }
  | { action: "clear" }
  | { action: "keep" };

/**
 * The widget rule: an empty cart (the spec's 204) clears the stored content and shows the empty state; a failed
 * answer (5xx, network, anything without a cart) changes nothing; any other answer is stored and shown.
 */
export function cartWidgetUpdate(answer: { cart: Cart } | { error: unknown }): CartWidgetUpdate {
  if (!("cart" in answer)) return { action: "keep" };
  return answer.cart.lineItems.length === 0
    ? { action: "clear" }
    : { action: "store", summary: summarizeCart(answer.cart) };
}

// Browser-only module state, created on first use (never at import, so server rendering stays clean).
let storage: KeyValueStorage | undefined;

const localStore = (): KeyValueStorage => {
  storage ??= createStorage("local");
  return storage;
};

/** The widget's last known state from browser storage: the stored cart, the empty cart, or nothing yet. */
export function readStoredCartWidget(): CartWidgetSummary | null {
  const stored = localStore().getJSON<CartWidgetSummary | null>(CART_WIDGET_STORAGE_KEY, null);
  if (stored && typeof stored.itemCount === "number" && typeof stored.totalPrice === "number") return stored;
  return localStore().get(EMPTY_CART_WIDGET_STORAGE_KEY) === null ? null : { itemCount: 0, totalPrice: 0 };
}

/** Keeps the widget's state in browser storage: an empty cart clears it, a failed answer changes nothing. */
export function storeCartWidget(answer: { cart: Cart } | { error: unknown }): void {
  const update = cartWidgetUpdate(answer);
  if (update.action === "store") localStore().setJSON(CART_WIDGET_STORAGE_KEY, update.summary);
  if (update.action === "clear") {
    localStore().remove(CART_WIDGET_STORAGE_KEY);
    localStore().setJSON(EMPTY_CART_WIDGET_STORAGE_KEY, { itemCount: 0, totalPrice: 0 });
  }
}
