import type { StoreApiClient } from "@vitrine/core";
import type { SearchSuggestResult } from "./search.schema";

/** What a suggestion request sends. */
export interface SearchSuggestRequest {
  search: string;
  limit: number;
}

/** A function that fetches suggestions; pass your own to `useSearchSuggest` to replace the call. */
export type FetchSearchSuggestions = (
  client: StoreApiClient,
  request: SearchSuggestRequest,
  signal: AbortSignal,
) => Promise<SearchSuggestResult>;

/** `POST /search-suggest {search, limit}`: products matching a term; `signal` aborts it. */
export const fetchSearchSuggestions: FetchSearchSuggestions = (client, request, signal) =>
  client.post("/search-suggest", {
    body: request,
    // The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
    schema: import("./search.schema").then((m) => m.SearchSuggestResultSchema),
    signal,
    idempotent: true,
  });
