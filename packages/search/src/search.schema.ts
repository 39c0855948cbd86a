import { ProductSummarySchema } from "@vitrine/core/schemas";
import * as v from "valibot";

/** The part of `POST /search-suggest`'s product listing the suggestions read. */
export const SearchSuggestResultSchema = v.looseObject({
  total: v.nullish(v.number()),
  elements: v.array(ProductSummarySchema),
});
/** The suggestion answer: products and the total number of hits. */
export type SearchSuggestResult = v.InferOutput<typeof SearchSuggestResultSchema>;
/** One suggested product. */
export type SearchSuggestProduct = SearchSuggestResult["elements"][number];
