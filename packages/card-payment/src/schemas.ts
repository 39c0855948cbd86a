// @vitrine/card-payment/schemas: the valibot schemas of the card payment's Store API answers. Importing them loads
// valibot; the package's own calls load them with their first request.

export {
  type PaymentSettings,
  type PaymentSettingsInput,
  PaymentSettingsSchema,
  type SavedCardToken,
  SavedCardTokenSchema,
  TokensResponseSchema,
} from "./cardPayment.schema";
