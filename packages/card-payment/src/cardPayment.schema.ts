import * as v from "valibot";
import { PAYMENT_DEFAULTS } from "./constants";

/** A saved card token (`POST /multisafepay/tokenization/tokens`): name and token, plus brand and expiry state. */
export const SavedCardTokenSchema = v.looseObject({
  token: v.string(),
  name: v.string(),
  gatewayCode: v.optional(v.string(), ""),
  expired: v.optional(v.boolean(), false),
});

/** The answer of the tokenization call: `tokens` (Shopware wraps it as `data.tokens` in the storefront). */
export const TokensResponseSchema = v.looseObject({ tokens: v.array(SavedCardTokenSchema) });

/** Payment settings with their defaults: env test, EUR, CREDITCARD, NL, showTokenization false. */
export const PaymentSettingsSchema = v.looseObject({
  env: v.optional(v.string(), PAYMENT_DEFAULTS.env),
  apiToken: v.string(),
  currency: v.optional(v.string(), PAYMENT_DEFAULTS.currency),
  /** Amount in integer minor units (cents). */
  amount: v.pipe(v.number(), v.integer("amount must be in integer minor units")),
  gateway: v.optional(v.string(), PAYMENT_DEFAULTS.gateway),
  country: v.optional(v.string(), PAYMENT_DEFAULTS.country),
  locale: v.optional(v.string(), ""),
  customerId: v.optional(v.string(), ""),
  showTokenization: v.optional(v.boolean(), false),
  tokens: v.optional(v.array(SavedCardTokenSchema), []),
});

/** One saved card, as the package reads it. */
export type SavedCardToken = v.InferOutput<typeof SavedCardTokenSchema>;
/** Payment settings, as the package reads them (defaults filled in). */
export type PaymentSettings = v.InferOutput<typeof PaymentSettingsSchema>;
/** Payment settings as a shop may send them (defaults may be left out). */
export type PaymentSettingsInput = v.InferInput<typeof PaymentSettingsSchema>;
