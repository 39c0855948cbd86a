import { isStoreApiError } from "@vitrine/core";
import { CART_ERROR_LEVEL } from "@vitrine/core/utils";
import type { CartNotice } from "./cart.state";

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
