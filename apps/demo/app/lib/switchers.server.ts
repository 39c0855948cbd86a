// The currency switcher's data, read by the root loader (the language switcher lists the page's `hreflang`
// alternates: lib/alternates.ts).
import type { SwitcherCurrency } from "@vitrine/navigation";
import { SwitcherCurrencyListSchema } from "@vitrine/navigation/schemas";
import type { AppLoadContext } from "react-router";
import { storeApi } from "./store-api.server";

/** `POST /currency`: the sales channel's currencies, for the currency switcher's server HTML. */
export function readCurrencies(context: AppLoadContext): Promise<SwitcherCurrency[]> {
  return storeApi(context)
    .post("/currency", {
      body: { includes: { currency: ["id", "isoCode", "symbol", "name", "translated"] } },
      schema: SwitcherCurrencyListSchema,
      idempotent: true,
    })
    .then((currencies) =>
      // What the switcher shows: the id it sends, the ISO code and symbol of its label, the name in the page language.
      currencies.map(({ id, isoCode, symbol, name, translated }) => ({
        id,
        isoCode,
        symbol: symbol ?? null,
        name: translated?.name ?? name ?? null,
      })),
    );
}
