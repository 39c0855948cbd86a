import { field } from "./store-api.server";

/**
 * The card payment provider's script: the demo serves a stand-in from its own origin (the real MultiSafepay script
 * cannot load here); `CARD_PAYMENT_SCRIPT_URL` points it elsewhere (configuration, not code).
 */
export function cardPaymentScriptUrl(): string {
  return process.env.CARD_PAYMENT_SCRIPT_URL || "/card-payment-stand-in.js";
}

/** The card payment fields of a confirm or edit-order form, as handle-payment takes them. */
export function cardPaymentFields(form: FormData): Record<string, string> {
  const entries = {
    payload: field(form, "payload"),
    active_token: field(form, "active_token"),
    tokenize: field(form, "tokenize"),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== ""));
}
