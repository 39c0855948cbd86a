import type { StoreApiClient } from "@vitrine/core";
import { filterRequestBody, type ListingQuery, listingRequestBody } from "./listing.query";
import { type ListingResult, ListingResultSchema } from "./listing.schema";

/** Where a listing comes from: a category, or a search term (the search page). */
export type ListingSource =
  | { categoryId: string; search?: undefined }
  | { search: string; categoryId?: undefined };

/** The calls the listing makes; a shop may replace either one. */
export interface ListingApi {
  /** Loads one page of products with the full aggregations (the listing call). */
  loadListing(
    client: StoreApiClient,
    source: ListingSource,
    query: ListingQuery,
    signal?: AbortSignal,
  ): Promise<ListingResult>;
  /** Loads only the reduced aggregations (the filter call), to disable options that no longer combine. */
  loadFilterAggregations(
    client: StoreApiClient,
    source: ListingSource,
    query: ListingQuery,
    signal?: AbortSignal,
  ): Promise<ListingResult>;
}

function post(
  client: StoreApiClient,
  source: ListingSource,
  body: Record<string, unknown>,
  signal: AbortSignal | undefined,
) {
  const call =
    source.categoryId !== undefined
      ? client.post("/product-listing/{categoryId}", {
          params: { categoryId: source.categoryId },
          body,
          schema: ListingResultSchema,
          signal,
          idempotent: true,
        })
      : client.post("/search", {
          // The query's term (from the URL, e.g. after Back) wins over the page's first one.
          body: { search: source.search, ...body },
          schema: ListingResultSchema,
          signal,
          idempotent: true,
        });
  return call;
}

/** The Store API calls: `POST /product-listing/{categoryId}` or `POST /search {search}`, both safe to retry. */
export const listingApi: ListingApi = {
  loadListing: (client, source, query, signal) => post(client, source, listingRequestBody(query), signal),
  loadFilterAggregations: (client, source, query, signal) =>
    post(client, source, filterRequestBody(query), signal),
};
