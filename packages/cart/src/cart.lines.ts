import type { Cart, LineItem } from "@vitrine/core/schemas";
import { clampQuantity, quantityBounds } from "@vitrine/core/utils";
import type { CartNotice, PendingQuantities } from "./cart.state";

// What the off-canvas cart and the buy form compute from the cart: a module apart from the cart's state, so the
// header (which every page loads) carries none of it.

/** Fits a wanted quantity to a line item's minimum, maximum and purchase steps (core's quantity rule). */
export function fitQuantity(item: LineItem, wanted: number): number {
  return clampQuantity(wanted, quantityBounds(item.quantityInformation ?? {}, Number.POSITIVE_INFINITY));
}

/** Drops the pending quantities that were sent and not changed again since. */
export function settleQuantities(pending: PendingQuantities, sent: PendingQuantities): PendingQuantities {
  const next: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(pending)) if (sent[id] !== quantity) next[id] = quantity;
  return next;
}

/** The messages to show: our failures first, then the cart's errors, most severe first. */
export function cartNotices(cart: Cart | null, failures: readonly CartNotice[]): CartNotice[] {
  const errors = (cart?.errors ?? []) as CartNotice[];
  return [...failures, ...[...errors].sort((a, b) => b.level - a.level)];
}

/** The totals of a cart: goods, shipping, taxes and the total. */
export function cartTotals(cart: Cart): {
  positionPrice: number;
  shippingCosts: number;
  taxes: { taxRate: number; tax: number }[];
  totalPrice: number;
} {
  return {
    positionPrice: cart.price.positionPrice,
    shippingCosts: (cart.deliveries ?? []).reduce((sum, d) => sum + (d.shippingCosts?.totalPrice ?? 0), 0),
    taxes: (cart.price.calculatedTaxes ?? []).map(({ taxRate, tax }) => ({ taxRate, tax })),
    totalPrice: cart.price.totalPrice,
  };
}
