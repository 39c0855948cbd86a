// @vitrine/card-payment public API: explicit named exports only.

export {
  canMakeApplePayments,
  type GatedMethod,
  gateApplePay,
  isApplePayMethod,
  takesCardDetails,
  useApplePayGate,
} from "./applePay";
export { CardPayment, type CardPaymentProps } from "./CardPayment";
export { type CardPaymentApi, defaultCardPaymentApi } from "./cardPayment.api";
export {
  loadProvider,
  type ProviderComponent,
  type ProviderConstructor,
  type ProviderError,
  type ProviderErrors,
  type ProviderInitOptions,
  type ProviderOptions,
  type ProviderOrder,
  type ProviderPaymentData,
} from "./cardPayment.provider";
export {
  type PaymentSettings,
  type PaymentSettingsInput,
  PaymentSettingsSchema,
  type SavedCardToken,
  SavedCardTokenSchema,
  TokensResponseSchema,
} from "./cardPayment.schema";
export {
  type ComponentLook,
  providerLocale,
  providerOptions,
} from "./cardPayment.settings";
export { cardPaymentSnippets } from "./cardPayment.snippets";
export { guardSubmit, type SubmitGuardSource } from "./cardPayment.submit";
export { initialToken, offersSaveCard, type TokenOption, tokenOptions } from "./cardPayment.tokens";
export {
  DEFAULT_PROVIDER_SCRIPT_URL,
  FALLBACK_LOCALE,
  FIELD_NAMES,
  NEW_PAYMENT_DETAILS,
  PAYMENT_DEFAULTS,
  PROVIDER_LOAD_MARGIN,
  PROVIDER_LOCALES,
} from "./constants";
export {
  type CardPaymentControls,
  type CardPaymentStatus,
  type UseCardPaymentOptions,
  useCardPayment,
} from "./useCardPayment";
