import { debounce, useStoreApi } from "@vitrine/core";
import { useNavigate } from "@vitrine/core/react";
import { scrollToElement } from "@vitrine/core/utils";
import { type RefCallback, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import {
  ALL_FILTERS_INITIALISED_DEBOUNCE_MS,
  LISTING_SCROLL_DEBOUNCE_MS,
  LISTING_SCROLL_OFFSET_PX,
} from "./constants";
import type { ListingApi, ListingSource } from "./listing.api";
import { readReducedFacets } from "./listing.facets";
import { updateListing } from "./listing.islands";
import {
  buildListingQuery,
  changeListingFilter,
  changeListingLimit,
  changeListingOrder,
  changeListingPage,
  hasActiveFilters,
  type ListingFilterValues,
  type ListingQuery,
  parseListingQuery,
  resetListingFilters,
  toggleId,
} from "./listing.query";
import type { ListingResult } from "./listing.schema";
import {
  type FilterKind,
  filterKey,
  initialListingState,
  isOptionDisabled,
  isRatingDisabled,
  isShippingFreeDisabled,
  type ListingAction,
  type ListingState,
  listingReducer,
} from "./listing.state";

/** Options of {@link useListing}. */
export interface UseListingOptions {
  /** The listing the server loader fetched for `initialQuery` (so the page renders complete without JavaScript). */
  initialListing: ListingResult;
  /** The query the loader used; read from `currentUrl` when left out. */
  initialQuery?: ListingQuery;
  /** Reduced aggregations the loader fetched with the filter call, if it did; otherwise they are fetched after mount. */
  initialFilterAggregations?: ListingResult["aggregations"];
  /** The category shown (category page). */
  categoryId?: string;
  /** The search term (search page). */
  search?: string;
  /** The router's current path and search (`/navigation/abc?p=2`); Back and Forward change it. */
  currentUrl: string;
  /** Replace the Store API calls (e.g. a shop's own listing route). */
  api?: Partial<ListingApi>;
  /** Disable options that no longer combine, with the filter call (default true). */
  disableEmptyFilter?: boolean;
}

/** An active filter, shown as a removable chip. */
export interface ActiveFilter {
  kind: FilterKind | "price" | "rating" | "shippingFree";
  /** Option id (manufacturer, property). */
  id?: string;
  /** Option name (manufacturer, property) as the listing names it. */
  label?: string;
}

/** What {@link useListing} returns: state, actions and prop getters for any markup. */
export interface ListingControls {
  state: ListingState;
  query: ListingQuery;
  result: ListingResult;
  /** Whether newer results are on their way (the old ones stay shown). */
  isLoading: boolean;
  /** Why the latest request failed (the previous results stay shown), else undefined. */
  error: unknown;
  /** Total number of products matching the filters. */
  total: number;
  /** Current page. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  /** Active filters, for chips. */
  activeFilters: ActiveFilter[];
  toggleManufacturer(id: string): void;
  toggleProperty(id: string): void;
  setPriceRange(min: number | undefined, max: number | undefined): void;
  setRating(rating: number | undefined): void;
  setShippingFree(on: boolean): void;
  /**
   * Applies any filter change (the page goes back to 1), with a sorting or products per page when given (what the
   * listing's form submits together).
   */
  changeFilters(change: Partial<ListingFilterValues> & Pick<Partial<ListingQuery>, "order" | "limit">): void;
  removeFilter(filter: ActiveFilter): void;
  resetFilters(): void;
  /** The URL of this listing without a filter, or without all filters ("Reset all"): real links that work without JavaScript. */
  filterHref(filter?: ActiveFilter): string;
  setOrder(order: string): void;
  setLimit(limit: number): void;
  setPage(page: number): void;
  /** Repeats the failed request. */
  retry(): void;
  /** The URL of a page of this listing (real links that work without JavaScript). */
  pageHref(page: number): string;
  isOptionDisabled(kind: FilterKind, id: string): boolean;
  isRatingDisabled(rating: number): boolean;
  isShippingFreeDisabled(): boolean;
  /** Props for the element at the top of the listing: changes scroll back to it; `aria-busy` while loading. */
  getListingProps(): {
    ref: RefCallback<HTMLElement>;
    "aria-busy": boolean;
    "data-state": ListingState["status"];
  };
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? "";

// The calls' code (`listingApi` with its `includes`) loads with the first request, not for a server-rendered
// page's hydration.
const later =
  (name: keyof ListingApi): ListingApi["loadListing"] =>
  (...args) =>
    import("./listing.api").then(({ listingApi }) => listingApi[name](...args));
const lazyListingApi: ListingApi = {
  loadListing: later("loadListing"),
  loadFilterAggregations: later("loadFilterAggregations"),
};

/**
 * The product listing of a category or search page: filters, sorting, pagination and limit, kept in the URL.
 * Every change rebuilds the query, fetches (aborting older requests), pushes a history entry and scrolls to the
 * listing top; Back and Forward (a new `currentUrl`) restore filters and results.
 */
export function useListing(options: UseListingOptions): ListingControls {
  const client = useStoreApi();
  const { initialListing, initialFilterAggregations, categoryId, search, currentUrl } = options;
  const [state, dispatchNow] = useReducer(listingReducer, undefined, () =>
    initialListingState(
      options.initialQuery ?? parseListingQuery(currentUrl),
      initialListing,
      initialFilterAggregations ? readReducedFacets(initialFilterAggregations) : undefined,
    ),
  );
  // While a part of the listing waits for its code, a change renders in a transition that waits for it too.
  const dispatch = useCallback((action: ListingAction) => updateListing(() => dispatchNow(action)), []);
  // The shop's router (VitrineProvider's navigate); a page load without one.
  const navigate = useNavigate();
  const latest = useRef({ options, state, navigate });
  const requestCount = useRef(0);
  // A request not rendered yet (held while a part of the listing waits for its code) keeps the query it asked for:
  // the next change starts from it.
  latest.current = {
    options,
    state: state.request === requestCount.current ? state : { ...state, query: latest.current.state.query },
    navigate,
  };
  const listingElement = useRef<HTMLElement | null>(null);
  const listingAbort = useRef<AbortController | undefined>(undefined);
  const filterAbort = useRef<AbortController | undefined>(undefined);

  const source: ListingSource = useMemo(
    () => (categoryId !== undefined ? { categoryId } : { search: search ?? "" }),
    [categoryId, search],
  );
  const api = useMemo(() => ({ ...lazyListingApi, ...options.api }), [options.api]);

  const reduceFilters = useCallback(
    (query: ListingQuery) => {
      if (latest.current.options.disableEmptyFilter === false) return;
      filterAbort.current?.abort();
      const controller = new AbortController();
      filterAbort.current = controller;
      api.loadFilterAggregations(client, source, query, controller.signal).then(
        (answer) =>
          dispatch({
            type: "reduced",
            filters: filterKey(query),
            reduced: readReducedFacets(answer.aggregations),
          }),
        // Without the reduction nothing is disabled: the listing still works.
        () => undefined,
      );
    },
    [api, client, source, dispatch],
  );

  const scrollToListing = useMemo(
    () =>
      debounce(() => {
        const element = listingElement.current;
        if (!element) return;
        // Only when the listing top is above the viewport (e.g. after paging at the bottom), as Shopware does.
        if (element.getBoundingClientRect().top > -1) return;
        scrollToElement(element, LISTING_SCROLL_OFFSET_PX);
      }, LISTING_SCROLL_DEBOUNCE_MS),
    [],
  );

  const load = useCallback(
    (query: ListingQuery, { push }: { push: boolean }) => {
      const previous = latest.current.state.query;
      const request = ++requestCount.current;
      listingAbort.current?.abort();
      const controller = new AbortController();
      listingAbort.current = controller;
      dispatch({ type: "request", query, request });
      // The next change starts from this query, even before React has rendered it: two changes in one event (or
      // two controls taken over at hydration) add up.
      latest.current.state = { ...latest.current.state, query };
      if (push) {
        // A filter, sorting, page or limit change pushes a history entry through the shop's router.
        updateListing(() =>
          latest.current.navigate(pathOf(latest.current.options.currentUrl) + buildListingQuery(query), {
            keepScroll: true,
          }),
        );
        scrollToListing();
      }
      api.loadListing(client, source, query, controller.signal).then(
        (result) => dispatch({ type: "loaded", request, result }),
        (error: unknown) => {
          // A request we aborted was replaced by a newer one, which reports for both. Any other failure (5xx,
          // network, an abort from outside) keeps the results and says so, or the listing would wait forever.
          if (controller.signal.aborted) return;
          dispatch({ type: "failed", request, error });
        },
      );
      if (filterKey(previous) !== filterKey(query) || latest.current.state.status === "error") {
        if (hasActiveFilters(query)) reduceFilters(query);
        else filterAbort.current?.abort();
      }
    },
    [api, client, source, reduceFilters, scrollToListing, dispatch],
  );

  // Back and Forward: the router's URL changed to a query other than ours, so restore filters and results from it.
  useEffect(() => {
    const fromUrl = parseListingQuery(currentUrl);
    if (latest.current.options.search !== undefined) fromUrl.search ??= latest.current.options.search;
    if (buildListingQuery(fromUrl) !== buildListingQuery(latest.current.state.query))
      load(fromUrl, { push: false });
  }, [currentUrl, load]);

  // All filters initialised: once they have settled, ask which options still combine with the chosen ones.
  useEffect(() => {
    const { state: current, options: given } = latest.current;
    if (given.initialFilterAggregations || !hasActiveFilters(current.query)) return;
    const send = debounce(
      () => reduceFilters(latest.current.state.query),
      ALL_FILTERS_INITIALISED_DEBOUNCE_MS,
    );
    send();
    return send.cancel;
  }, [reduceFilters]);

  useEffect(
    () => () => {
      listingAbort.current?.abort();
      filterAbort.current?.abort();
      scrollToListing.cancel();
    },
    [scrollToListing],
  );

  const { query, result, facets } = state;
  /** The query a change starts from: the one asked for last. */
  const asked = () => latest.current.state.query;
  const change = (next: ListingQuery) => load(next, { push: true });
  const changeFilters: ListingControls["changeFilters"] = ({ order, limit, ...filters }) => {
    const next = {
      ...changeListingFilter(asked(), filters),
      ...(order && { order }),
      ...(limit && { limit }),
    };
    // A change to what was asked already loads nothing (two parts taking over the same ticked box).
    if (buildListingQuery(next) !== buildListingQuery(asked())) change(next);
  };
  const total = result.total ?? result.elements.length;
  const limit = result.limit ?? query.limit ?? (result.elements.length || 1);
  const labelOf = (kind: FilterKind, id: string) =>
    kind === "manufacturer"
      ? facets.manufacturer.find((option) => option.id === id)?.label
      : facets.properties.flatMap((group) => group.options).find((option) => option.id === id)?.label;

  const without = (filter: ActiveFilter, from = query) =>
    changeListingFilter(
      from,
      filter.kind === "manufacturer" || filter.kind === "properties"
        ? { [filter.kind]: from[filter.kind].filter((id) => id !== filter.id) }
        : filter.kind === "price"
          ? { minPrice: undefined, maxPrice: undefined }
          : filter.kind === "rating"
            ? { rating: undefined }
            : { shippingFree: false },
    );

  const activeFilters: ActiveFilter[] = [
    ...query.manufacturer.map((id) => ({
      kind: "manufacturer" as const,
      id,
      label: labelOf("manufacturer", id),
    })),
    ...query.properties.map((id) => ({ kind: "properties" as const, id, label: labelOf("properties", id) })),
    ...(query.minPrice !== undefined || query.maxPrice !== undefined ? [{ kind: "price" as const }] : []),
    ...(query.rating !== undefined ? [{ kind: "rating" as const }] : []),
    ...(query.shippingFree ? [{ kind: "shippingFree" as const }] : []),
  ];

  return {
    state,
    query,
    result,
    isLoading: state.status === "loading",
    error: state.error,
    total,
    page: result.page ?? query.p,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    activeFilters,
    toggleManufacturer: (id) => changeFilters({ manufacturer: toggleId(asked().manufacturer, id) }),
    toggleProperty: (id) => changeFilters({ properties: toggleId(asked().properties, id) }),
    setPriceRange: (minPrice, maxPrice) => changeFilters({ minPrice, maxPrice }),
    setRating: (rating) => changeFilters({ rating }),
    setShippingFree: (shippingFree) => changeFilters({ shippingFree }),
    changeFilters,
    removeFilter: (filter) => change(without(filter, asked())),
    resetFilters: () => change(resetListingFilters(asked())),
    filterHref: (filter) =>
      pathOf(currentUrl) + buildListingQuery(filter ? without(filter) : resetListingFilters(query)),
    setOrder: (order) => change(changeListingOrder(asked(), order)),
    setLimit: (newLimit) => change(changeListingLimit(asked(), newLimit)),
    setPage: (page) => change(changeListingPage(asked(), page)),
    retry: () => load(query, { push: false }),
    pageHref: (page) => pathOf(currentUrl) + buildListingQuery(changeListingPage(query, page)),
    isOptionDisabled: (kind, id) => isOptionDisabled(state, kind, id),
    isRatingDisabled: (rating) => isRatingDisabled(state, rating),
    isShippingFreeDisabled: () => isShippingFreeDisabled(state),
    getListingProps: () => ({
      ref: (element) => {
        listingElement.current = element;
      },
      "aria-busy": state.status === "loading",
      "data-state": state.status,
    }),
  };
}

export { ListingProvider, useListingContext } from "./listing.context";
