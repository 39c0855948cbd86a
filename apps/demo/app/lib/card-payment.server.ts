import { type CardPaymentData, loadCardPaymentData, takesCardDetails } from "@vitrine/card-payment";
import type { AppLoadContext } from "react-router";
import { field, optional, storeApi } from "./store-api.server";

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

/**
 * The chosen method's card form data (settings, a customer's saved cards), read with the page: the form renders the
 * saved-card choice at once and the browser makes no call before the shopper interacts. Null when the method takes
 * no card details, or when the Store API read fails (the form then loads it itself and says so if it cannot).
 */
export async function readCardPayment(
  context: AppLoadContext,
  method: { id: string; technicalName?: string | null } | null | undefined,
  loggedIn: boolean,
): Promise<CardPaymentData | null> {
  if (!method || !takesCardDetails(method)) return null;
  return optional<CardPaymentData | null>(
    loadCardPaymentData(storeApi(context), method.id, { loggedIn }),
    null,
  );
}
