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
export {
  type CardPaymentApi,
  type CardPaymentData,
  defaultCardPaymentApi,
  loadCardPaymentData,
} from "./cardPayment.api";
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
// The schemas are at @vitrine/card-payment/schemas: the main entry loads no valibot (the calls load it lazily).
export type { PaymentSettings, PaymentSettingsInput, SavedCardToken } from "./cardPayment.schema";
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
export type { CardPaymentSnippetKey } from "./snippets/en";
export {
  type CardPaymentControls,
  type CardPaymentStatus,
  type UseCardPaymentOptions,
  useCardPayment,
} from "./useCardPayment";
