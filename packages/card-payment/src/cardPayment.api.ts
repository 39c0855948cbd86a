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
      schema: schemas().then((m) => m.PaymentSettingsSchema),
      signal,
    }),
  tokens: async (client, paymentMethodId, signal) =>
    (
      await client.post("/multisafepay/tokenization/tokens", {
        body: { paymentMethodId, paymentMethods: [paymentMethodId] },
        schema: schemas().then((m) => m.TokensResponseSchema),
        signal,
        idempotent: true,
      })
    ).tokens,
};

/** What the card form loads for a payment method: its settings and, for a customer, the saved cards. */
export interface CardPaymentData {
  /** The method the data is for (`useCardPayment` uses it only for that method). */
  paymentMethodId: string;
  settings: PaymentSettings;
  /** Saved cards (empty for guests, without tokenization, or when they could not be read). */
  tokens: SavedCardToken[];
}

/**
 * Loads a card method's settings and, for a logged-in customer whose shop offers tokenization, the saved cards
 * (a failure there gives none: the form still takes new details). `useCardPayment` loads them after hydration; a
 * server loader can read them ahead and pass them as `initial`, so the page renders the saved-card choice at once
 * and makes no call before the shopper interacts.
 */
export async function loadCardPaymentData(
  client: StoreApiClient,
  paymentMethodId: string,
  {
    loggedIn,
    api = defaultCardPaymentApi,
    signal,
  }: { loggedIn: boolean; api?: CardPaymentApi; signal?: AbortSignal },
): Promise<CardPaymentData> {
  // The calls take a signal: a loader that passes none gets one that never aborts.
  const abort = signal ?? new AbortController().signal;
  const settings = await api.settings(client, paymentMethodId, abort);
  const tokens =
    loggedIn && settings.showTokenization
      ? await api.tokens(client, paymentMethodId, abort).catch((): SavedCardToken[] => [])
      : [];
  return { paymentMethodId, settings, tokens };
}
