import { isStoreApiError, type Snippets } from "@vitrine/core";
import { CART_ERROR_LEVEL } from "@vitrine/core/utils";
import type { CartNotice } from "./cart.state";

/** English defaults of the cart's texts outside the off-canvas panel (whose texts load with it); shops override them through the provider's snippets. */
export const cartSnippets: Snippets = {
  "cart.widget.loading": "Shopping cart",
  "cart.widget.empty": "Shopping cart, empty",
  "cart.widget.one": "Shopping cart, 1 item, {total}",
  "cart.widget.many": "Shopping cart, {count} items, {total}",
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
};

/** A failed request as a cart notice of level error; the Store API's error code and parameters come along. */
export function failureNotice(action: string, error?: unknown): CartNotice {
  const entry = isStoreApiError(error) ? error.errors[0] : undefined;
  return {
    ...(entry?.meta?.parameters as object | undefined),
    key: `failure-${action}`,
    level: CART_ERROR_LEVEL.error,
    messageKey: `failure.${action}`,
    errorCode: entry?.code,
  };
}

/** A notice in words: the snippet of its message key, else the server's message, else a generic text. */
export function noticeText(
  t: (key: string, params?: Record<string, string | number>) => string,
  notice: CartNotice,
): string {
  const key = notice.messageKey?.startsWith("failure.")
    ? `cart.${notice.messageKey}`
    : `cart.message.${notice.messageKey ?? notice.key}`;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(notice)) {
    if (typeof value === "string" || typeof value === "number") params[name] = value;
  }
  // A snippet whose placeholders the notice cannot fill (Shopware sends a promotion notice's name only inside its
  // message) gives way to the shop's own message.
  const usable = (text: string, unknown: string) =>
    text !== unknown && !(notice.message && UNFILLED_PLACEHOLDER.test(text));
  const specific = `cart.error.${notice.errorCode}`;
  const byCode = notice.errorCode ? t(specific, params) : specific;
  if (usable(byCode, specific)) return byCode;
  const text = t(key, params);
  if (usable(text, key)) return text;
  return notice.message || t("vitrine.error.generic");
}

/** A `{name}` placeholder left in a snippet after formatting. */
const UNFILLED_PLACEHOLDER = /\{\w+\}/;

/** Whether a notice is an error (announced at once, `role="alert"`) rather than a notice or warning. */
export const isErrorNotice = (notice: CartNotice): boolean => notice.level >= CART_ERROR_LEVEL.error;
