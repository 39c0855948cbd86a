import { type Cart as StoreCart, CartSchema as StoreCartSchema } from "@vitrine/core/schemas";
import * as v from "valibot";
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

/**
 * The product and quantity of a buy form: the demo's own fields (`productId`, `quantity`) or Shopware's
 * `lineItems[id][…]` fields that `@vitrine/cart`'s AddToCartForm posts without JavaScript.
 */
export function buyFormFields(form: FormData, fallbackId: string): { productId: string; quantity: number } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const lineItemKey = [...form.keys()].find((key) => /^lineItems\[[^\]]+\]\[id\]$/.test(key));
  const productId = text("productId") || (lineItemKey ? text(lineItemKey) : "") || fallbackId;
  const quantity = Number.parseInt(text("quantity") || text(`lineItems[${productId}][quantity]`), 10);
  return { productId, quantity: Math.max(1, quantity || 1) };
}

/**
 * The cart as the header widget and the off-canvas cart read it from the root loader: the Store API cart in the
 * cart package's shape (errors as a list), without what neither shows (product payload beyond the chosen options,
 * media beyond the small thumbnails).
 */
export function widgetCart(cart: Cart | null | undefined): StoreCart | null {
  if (!cart) return null;
  const slim = {
    ...cart,
    lineItems: (cart.lineItems ?? []).map((item) => {
      const payload = item.payload as { options?: unknown; productNumber?: string } | null | undefined;
      const cover = item.cover as
        | (Record<string, unknown> & { thumbnails?: { width?: number; url?: string }[] | null })
        | null
        | undefined;
      return {
        ...item,
        payload: payload ? { options: payload.options, productNumber: payload.productNumber } : null,
        cover: cover
          ? {
              ...cover,
              thumbnails: (cover.thumbnails ?? []).filter((thumbnail) => (thumbnail.width ?? 0) <= 400),
            }
          : null,
      };
    }),
  };
  const parsed = v.safeParse(StoreCartSchema, slim);
  return parsed.success ? parsed.output : null;
}
