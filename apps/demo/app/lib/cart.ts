import type { Cart } from "./schemas";

/** What the header cart button shows. */
export interface CartSummary {
  count: number;
  total: number;
}

/** Item count (product quantities) and total of a cart. */
export function cartSummary(cart: Cart | null | undefined): CartSummary {
  const items = cart?.lineItems ?? [];
  return {
    count: items.filter((item) => item.type === "product").reduce((sum, item) => sum + item.quantity, 0),
    total: cart?.price?.totalPrice ?? 0,
  };
}

/** The cart's messages (notices, warnings, errors) as a flat list. */
export function cartMessages(
  cart: Cart | null | undefined,
): { key: string; level: number; message: string }[] {
  const errors = cart?.errors;
  if (!errors) return [];
  const list = Array.isArray(errors) ? errors : Object.values(errors);
  return list.map((entry, index) => ({
    key: entry.key ?? String(index),
    level: entry.level ?? 0,
    message: entry.message ?? entry.messageKey ?? "Your cart has changed.",
  }));
}
