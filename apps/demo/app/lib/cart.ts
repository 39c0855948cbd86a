import type { CalculatedPrice, Cart } from "@vitrine/core/schemas";

/** The cart's messages (notices, warnings, errors) as a flat list (core's cart schema flattens `errors`). */
export function cartMessages(
  cart: Pick<Cart, "errors"> | null | undefined,
): { key: string; level: number; message: string }[] {
  return (cart?.errors ?? []).map((entry, index) => ({
    key: entry.key ?? String(index),
    level: entry.level,
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
 * The cart as the header widget and the off-canvas cart read it from the root loader: the Store API cart (parsed
 * once, by the core client with core's schema), without what neither shows (its token, transactions and tax rules,
 * product payload beyond the chosen options, media beyond the small thumbnails).
 */
export function widgetCart(cart: Cart | null | undefined): Cart | null {
  if (!cart) return null;
  const { price } = cart;
  const calculated = (value: CalculatedPrice) => ({
    unitPrice: value.unitPrice,
    totalPrice: value.totalPrice,
    quantity: value.quantity,
    listPrice: value.listPrice ?? null,
    referencePrice: value.referencePrice ?? null,
  });
  // Not the token (the context token lives in the HttpOnly cookie only), the transactions or the tax rules.
  return {
    price: {
      totalPrice: price.totalPrice,
      netPrice: price.netPrice,
      positionPrice: price.positionPrice,
      calculatedTaxes: (price.calculatedTaxes ?? []).map(({ tax, taxRate, price }) => ({
        tax,
        taxRate,
        price,
      })),
    },
    errors: cart.errors,
    deliveries: (cart.deliveries ?? []).map((delivery) => ({
      shippingCosts: delivery.shippingCosts ? calculated(delivery.shippingCosts) : null,
      shippingMethod: delivery.shippingMethod
        ? { id: delivery.shippingMethod.id, name: delivery.shippingMethod.name ?? null }
        : null,
    })),
    lineItems: cart.lineItems.map((item) => ({
      ...item,
      payload: item.payload
        ? { options: item.payload.options, productNumber: item.payload.productNumber }
        : null,
      cover: item.cover
        ? {
            ...item.cover,
            thumbnails: (item.cover.thumbnails ?? []).filter((thumbnail) => thumbnail.width <= 400),
          }
        : null,
    })),
  };
}
