import { type ListingFacets, type ReducedFacets, readListingFacets } from "./listing.facets";
import { filterRequestBody, hasActiveFilters, type ListingQuery } from "./listing.query";
import type { ListingResult } from "./listing.schema";

/** Where the listing is: showing results, fetching newer ones, or showing the last good ones after a failure. */
export type ListingStatus = "idle" | "loading" | "error";

/** The listing's state: the query asked for, the last results received, and how the latest request went. */
export interface ListingState {
  query: ListingQuery;
  /** The last results that arrived (a failure never empties them). */
  result: ListingResult;
  /** Filters offered, from the full aggregations of the last results. */
  facets: ListingFacets;
  /** What still combines with the chosen filters; nothing is disabled until it arrives. */
  reduced?: ReducedFacets;
  status: ListingStatus;
  /** Why the latest request failed. */
  error?: unknown;
  /** Number of the latest request; answers to older ones are stale and dropped. */
  request: number;
}

/** What can happen to the listing. */
export type ListingAction =
  | { type: "request"; query: ListingQuery; request: number }
  | { type: "loaded"; request: number; result: ListingResult }
  | { type: "failed"; request: number; error: unknown }
  | { type: "reduced"; filters: string; reduced: ReducedFacets };

/** A key of the filters a query chooses (what the filter call depends on: not page, not sorting). */
export const filterKey = (query: ListingQuery): string => JSON.stringify(filterRequestBody(query));

/** The state a listing starts in, from the server loader's results. */
export function initialListingState(
  query: ListingQuery,
  result: ListingResult,
  reduced?: ReducedFacets,
): ListingState {
  return {
    query,
    result,
    facets: readListingFacets(result.aggregations),
    reduced,
    status: "idle",
    request: 0,
  };
}

/** The listing reducer: pure, and a stale answer (an older request) never overwrites a newer one. */
export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case "request":
      // The error stays until an answer arrives, so a retry does not pull the message from under the shopper.
      // Without filters every option combines: nothing stays disabled from the filters before.
      return {
        ...state,
        query: action.query,
        status: "loading",
        request: action.request,
        reduced: hasActiveFilters(action.query) ? state.reduced : undefined,
      };
    case "loaded": {
      if (action.request !== state.request) return state;
      const facets = readListingFacets(action.result.aggregations);
      return {
        ...state,
        result: action.result,
        // A page without aggregations (e.g. no-aggregations) keeps the filters it had.
        facets: action.result.aggregations ? facets : state.facets,
        status: "idle",
        error: undefined,
      };
    }
    case "failed":
      if (action.request !== state.request) return state;
      return { ...state, status: "error", error: action.error };
    case "reduced":
      // Only the reduction of the filters now chosen counts.
      return action.filters === filterKey(state.query) ? { ...state, reduced: action.reduced } : state;
  }
}

/** Which filter an option belongs to. */
export type FilterKind = "manufacturer" | "properties";

/** Whether an option no longer combines with the chosen filters; a chosen option stays enabled. */
export function isOptionDisabled(
  state: Pick<ListingState, "reduced" | "query">,
  kind: FilterKind,
  id: string,
): boolean {
  if (!state.reduced || state.query[kind].includes(id)) return false;
  return !state.reduced[kind].has(id);
}

/** Whether a minimum rating no longer combines (no product left rated that high); the chosen rating stays enabled. */
export function isRatingDisabled(state: Pick<ListingState, "reduced" | "query">, rating: number): boolean {
  if (!state.reduced || state.reduced.ratingMax === undefined || state.query.rating === rating) return false;
  return rating > Math.ceil(state.reduced.ratingMax);
}

/** Whether the free-shipping filter no longer combines (no product left that ships free). */
export function isShippingFreeDisabled(state: Pick<ListingState, "reduced" | "query">): boolean {
  return !!state.reduced && state.reduced.shippingFree === false && !state.query.shippingFree;
}
