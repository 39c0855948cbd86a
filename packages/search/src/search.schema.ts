import { entityList, ProductSummarySchema } from "@vitrine/core/schemas";
import type * as v from "valibot";

/** The part of `POST /search-suggest`'s product listing the suggestions read: core's entity list of product summaries. */
export const SearchSuggestResultSchema = entityList(ProductSummarySchema);
/** The suggestion answer: products and the total number of hits. */
export type SearchSuggestResult = v.InferOutput<typeof SearchSuggestResultSchema>;
/** One suggested product. */
export type SearchSuggestProduct = SearchSuggestResult["elements"][number];
