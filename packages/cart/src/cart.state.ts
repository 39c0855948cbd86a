import type { Cart, CartError, LineItem } from "@vitrine/core/schemas";
import { atom } from "jotai";
import type { CartApi } from "./cart.api";

/** What the header cart widget shows, and what browser storage keeps of it. */
export interface CartWidgetSummary {
  itemCount: number;
  totalPrice: number;
}

/** A message about the cart: a cart error from the Store API, or a failed request of ours (level 20). */
export interface CartNotice extends CartError {
  /** Extra fields the message is about (name, quantity, promotion code, …). */
  [field: string]: unknown;
}

/** Quantity changes waiting to be sent (line item id → quantity), shown at once. */
export type PendingQuantities = Readonly<Record<string, number>>;

/** The cart as the Store API last answered it; null until it is known. */
export const cartAtom = atom<Cart | null>(null);
/** The widget's last known state read from browser storage, shown until the cart arrives. */
export const storedCartWidgetAtom = atom<CartWidgetSummary | null>(null);
/** Whether the cart is being read. */
export const cartLoadingAtom = atom(false);
/** Quantity changes not yet confirmed by the server. */
export const pendingQuantitiesAtom = atom<PendingQuantities>({});
/** Line items being removed (hidden until the server confirms, back on failure). */
export const pendingRemovalsAtom = atom<readonly string[]>([]);
/** Our own failure messages (a request that did not go through); cleared by the next success. */
export const cartFailuresAtom = atom<readonly CartNotice[]>([]);
/** Whether the off-canvas cart is open (the widget and add to cart open it). */
export const offcanvasCartOpenAtom = atom(false);
/**
 * The Store API calls a shop replaces (set it in the provider's store); every other call is `defaultCartApi`'s. Only
 * the header's read is in every page's code: the other calls load with the buy form and the off-canvas cart.
 */
export const cartApiAtom = atom<Partial<CartApi>>({});
/** Counts writes: a read that started before a write must not overwrite the write's answer. */
export const cartRevisionAtom = atom(0);

/** Whether a line item is a good the shopper counts (not a promotion or discount). */
export const isGood = (item: LineItem): boolean => item.type !== "promotion" && item.good !== false;

/** How many items the cart holds: the quantities of its goods. */
export function cartItemCount(cart: Cart | null | undefined): number {
  return (cart?.lineItems ?? []).reduce((sum, item) => sum + (isGood(item) ? item.quantity : 0), 0);
}

/** The widget's state of a cart: item count and total. */
export function summarizeCart(cart: Cart): CartWidgetSummary {
  return { itemCount: cartItemCount(cart), totalPrice: cart.price.totalPrice };
}

/**
 * The cart as the shopper sees it: pending quantity changes and removals applied to the server's cart, with line
 * and cart totals moved by the same amounts (the server's exact figures replace them on its answer).
 */
export function applyPendingChanges(
  cart: Cart,
  quantities: PendingQuantities,
  removals: readonly string[],
): Cart {
  if (Object.keys(quantities).length === 0 && removals.length === 0) return cart;
  let delta = 0;
  const lineItems: LineItem[] = [];
  for (const item of cart.lineItems) {
    const before = item.price?.totalPrice ?? 0;
    if (removals.includes(item.id)) {
      delta -= before;
      continue;
    }
    const quantity = quantities[item.id];
    if (quantity === undefined || quantity === item.quantity || !item.price) {
      lineItems.push(item);
      continue;
    }
    const totalPrice = Math.round(item.price.unitPrice * quantity * 100) / 100;
    delta += totalPrice - before;
    lineItems.push({ ...item, quantity, price: { ...item.price, quantity, totalPrice } });
  }
  const round = (value: number) => Math.round((value + delta) * 100) / 100;
  return {
    ...cart,
    lineItems,
    price: {
      ...cart.price,
      positionPrice: round(cart.price.positionPrice),
      totalPrice: round(cart.price.totalPrice),
    },
  };
}

/** The cart as the shopper sees it now: the server's cart with pending changes applied. */
export const displayedCartAtom = atom((get) => {
  const cart = get(cartAtom);
  return cart && applyPendingChanges(cart, get(pendingQuantitiesAtom), get(pendingRemovalsAtom));
});
