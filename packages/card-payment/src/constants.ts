// The spec's numbers and defaults for @vitrine/card-payment, each named once (DESIGN section 2).

/** The provider's Payment Component script (MultiSafepay SDK v2): the default outside the demo. */
export const DEFAULT_PROVIDER_SCRIPT_URL = "https://pay.multisafepay.com/sdk/components/v2/components.js";

/** Payment defaults: env test, EUR, NL, gateway CREDITCARD, recurring model card-on-file, embed mode on. */
export const PAYMENT_DEFAULTS = {
  env: "test",
  currency: "EUR",
  country: "NL",
  gateway: "CREDITCARD",
  recurringModel: "cardOnFile",
  embedMode: true,
} as const;

/**
 * How close to the viewport the card form must come before the provider's script loads (IntersectionObserver
 * root margin); the shopper's first scroll, touch, click or key press on the page loads it too.
 */
export const PROVIDER_LOAD_MARGIN = "200px";

/** The languages the provider's component speaks; any other page language falls back to `en`. */
export const PROVIDER_LOCALES = ["en", "nl", "de", "fr", "es", "it", "pt", "pl", "sv", "da", "fi", "no"];

/** The locale the component falls back to. */
export const FALLBACK_LOCALE = "en";

/** The `active_token` value of "Use new payment details". */
export const NEW_PAYMENT_DETAILS = "";

/** Form field names the confirm form carries (as the original plugin posts them). */
export const FIELD_NAMES = {
  payload: "payload",
  tokenize: "tokenize",
  activeToken: "active_token",
  saveToken: "saveToken",
} as const;
