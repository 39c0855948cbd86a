import * as v from "valibot";

/** The price display's answer (`POST /vitrine/customized-products/price`). */
export const PriceQuoteSchema = v.looseObject({
  product: v.looseObject({ label: v.string(), totalPrice: v.number() }),
  options: v.array(
    v.looseObject({
      optionId: v.string(),
      label: v.string(),
      values: v.array(v.string()),
      oneTime: v.boolean(),
      totalPrice: v.number(),
    }),
  ),
  totalPrice: v.number(),
});

/** The share answer ("Share response"). */
export const ShareResponseSchema = v.looseObject({ shareUrl: v.string() });

/** The price display's answer. */
export type PriceQuote = v.InferOutput<typeof PriceQuoteSchema>;
export type { RestoreConfiguration } from "./restore.schema";
