import type { StoreApiClient } from "@vitrine/core";
import type { PaymentSettings, SavedCardToken } from "./cardPayment.schema";

// The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
const schemas = () => import("./cardPayment.schema");

/** The Store API calls of @vitrine/card-payment; pass your own to `useCardPayment` to replace one. */
export interface CardPaymentApi {
  /** The component's settings for a card method (`GET /vitrine/card-payment/settings`). */
  settings(client: StoreApiClient, paymentMethodId: string, signal: AbortSignal): Promise<PaymentSettings>;
  /** The customer's saved cards (`POST /multisafepay/tokenization/tokens`, the client's own headers). */
  tokens(client: StoreApiClient, paymentMethodId: string, signal: AbortSignal): Promise<SavedCardToken[]>;
}

/** The calls as the demo backend and the MultiSafepay plugin's Store API route define them. */
export const defaultCardPaymentApi: CardPaymentApi = {
  settings: async (client, paymentMethodId, signal) =>
    client.get("/vitrine/card-payment/settings", {
      query: { paymentMethodId },
      schema: (await schemas()).PaymentSettingsSchema,
      signal,
    }),
  tokens: async (client, paymentMethodId, signal) =>
    (
      await client.post("/multisafepay/tokenization/tokens", {
        body: { paymentMethodId, paymentMethods: [paymentMethodId] },
        schema: (await schemas()).TokensResponseSchema,
        signal,
        idempotent: true,
      })
    ).tokens,
};
