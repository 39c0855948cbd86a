// The listing track's server reads: the package's listing call (and its filter call) through the demo's per-request
// core client, so a category or search URL with any filters renders complete before JavaScript runs.
import { hasCookieConsent, VIDEO_CONSENT_COOKIE } from "@vitrine/cookie-consent";
import { isStoreApiError } from "@vitrine/core";
import {
  hasActiveFilters,
  type ListingQuery,
  type ListingResult,
  type ListingSource,
  listingApi,
  parseListingQuery,
} from "@vitrine/listing-filter";
import type { AppLoadContext } from "react-router";
import { storeApi } from "./store-api.server";

/** What the category and search loaders hand to `useListing`. */
export interface ListingData {
  query: ListingQuery;
  listing: ListingResult;
  /** The filter call's reduced aggregations, when the URL has filters (so disabled options render on the server). */
  filterAggregations?: ListingResult["aggregations"];
}

/**
 * Reads the listing for the request's query string: `parseListingQuery(url.search)`, then the listing call; with
 * filters in the URL the filter call goes out alongside (options that no longer combine are disabled at once).
 */
export async function loadListingData(
  context: AppLoadContext,
  source: ListingSource,
  search: string,
): Promise<ListingData> {
  const query = parseListingQuery(search);
  const client = storeApi(context);
  const filtered = hasActiveFilters(query);
  const [listing, reduced] = await Promise.all([
    listingApi.loadListing(client, source, query),
    filtered
      ? listingApi.loadFilterAggregations(client, source, query).then(
          (result) => result.aggregations,
          // The filter call only disables options: without it the page still works (the hook retries it).
          (error: unknown) => {
            if (isStoreApiError(error)) return undefined;
            throw error;
          },
        )
      : undefined,
  ]);
  return reduced ? { query, listing, filterAggregations: reduced } : { query, listing };
}

/** Whether the shopper already allowed the YouTube video (the `youtube-video` cookie), read from the request. */
export function hasVideoConsent(request: Request): boolean {
  return hasCookieConsent(VIDEO_CONSENT_COOKIE, request.headers.get("Cookie"));
}
