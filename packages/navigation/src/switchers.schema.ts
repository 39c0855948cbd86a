import * as v from "valibot";

/** One currency of `POST /currency` (`readCurrency`, a plain list): the fields the currency switcher reads. */
export const SwitcherCurrencySchema = v.looseObject({
  id: v.string(),
  isoCode: v.string(),
  symbol: v.nullish(v.string()),
  name: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ name: v.nullish(v.string()) })),
});
/** A currency as the Store API answers it. */
export type SwitcherCurrency = v.InferOutput<typeof SwitcherCurrencySchema>;

/** `POST /currency` answers the sales channel's currencies as a plain list. */
export const SwitcherCurrencyListSchema = v.array(SwitcherCurrencySchema);
