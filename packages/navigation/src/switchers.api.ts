import type { StoreApiClient } from "@vitrine/core";
import type { SwitcherCurrency } from "./switchers.schema";

/** The Store API calls of the currency switcher; replace one to change the call. */
export interface CurrencySwitchApi {
  /** `POST /currency`: the sales channel's currencies (id, ISO code, symbol, name). */
  readCurrencies(client: StoreApiClient, signal?: AbortSignal): Promise<SwitcherCurrency[]>;
  /** `PATCH /context { currencyId }`: the session's currency (the cart is recalculated in it, as Shopware does). */
  changeCurrency(client: StoreApiClient, currencyId: string): Promise<void>;
}

/** The calls as Shopware's Store API answers them. */
export const defaultCurrencySwitchApi: CurrencySwitchApi = {
  readCurrencies: (client, signal) =>
    client.post("/currency", {
      body: { includes: { currency: ["id", "isoCode", "symbol", "name", "translated"] } },
      // The schema (and valibot) loads with the call, not for a server-rendered page's first paint.
      schema: import("./switchers.schema").then((m) => m.SwitcherCurrencyListSchema),
      signal,
      idempotent: true,
    }),
  changeCurrency: async (client, currencyId) => {
    await client.patch("/context", { body: { currencyId } });
  },
};
