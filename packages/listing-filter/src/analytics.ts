// @vitrine/listing-filter/analytics: the listing's events for analytics, a subpath so the main entry stays small.
import { useEvents } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { useCallback, useEffect, useRef } from "react";
import type { ListingList } from "./listing.events";
import type { ListingControls } from "./useListing";

export type { ListingList } from "./listing.events";

/** Options of {@link useListingAnalytics}. */
export interface ListingAnalyticsOptions {
  /** The category shown (category page); leave out on the search page. */
  categoryId?: string;
  /** The list's name (`item_list_name`): the category's name; "Search results" by default on a search. */
  listName?: string;
}

/**
 * Tells the shop's event bus what the listing shows: `listing:result` on the first render and again after every
 * filter, sort or page change (with the list and the position of its first product); returns the handler for
 * `<ProductGrid onSelectProduct>`, which emits `listing:product-selected` with the product's position.
 */
export function useListingAnalytics(
  listing: ListingControls,
  { categoryId, listName }: ListingAnalyticsOptions = {},
): (product: ProductSummary, index: number) => void {
  const events = useEvents();
  const { result, query, state } = listing;
  const list: ListingList = {
    id: categoryId ?? "search_results",
    name: listName ?? categoryId ?? "Search results",
  };
  const limit = result.limit ?? query.limit ?? (result.elements.length || 1);
  const offset = ((result.page ?? query.p) - 1) * limit;
  const latest = useRef({ list, offset });
  latest.current = { list, offset };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per shown result; the rest is read with it
  useEffect(() => {
    if (state.status !== "idle") return;
    events.emit("listing:result", {
      products: result.elements,
      ...latest.current,
      search: categoryId === undefined ? (query.search ?? "") : undefined,
    });
  }, [result, state.status]);
  // One function for the page's life: a memoized card keeps it across renders.
  return useCallback(
    (product: ProductSummary, index: number) =>
      events.emit("listing:product-selected", {
        product,
        list: latest.current.list,
        index: latest.current.offset + index,
      }),
    [events],
  );
}
