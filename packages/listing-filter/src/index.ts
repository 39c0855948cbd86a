// @vitrine/listing-filter public API: explicit named exports only.
// The filter panel and its controls are in `@vitrine/listing-filter/filters`; the off-canvas loads lazily from there.

export {
  ALL_FILTERS_INITIALISED_DEBOUNCE_MS,
  DEFAULT_RANGE_CURRENCY_SYMBOL,
  FILTER_RANGE_INPUT_DELAY_MS,
  FILTER_RANGE_LOWER_BOUND,
  LISTING_SCROLL_DEBOUNCE_MS,
  LISTING_SCROLL_OFFSET_PX,
  PAGE_DEFAULT,
  RATING_MAX,
} from "./constants";
export {
  LimitSelect,
  type LimitSelectProps,
  ListingFormContext,
  Pagination,
  pageWindow,
  Sorting,
  useListingFormId,
} from "./ListingControls";
export {
  createListingApi,
  LISTING_INCLUDES,
  type ListingApi,
  type ListingApiOptions,
  type ListingSource,
  listingApi,
  type StoreApiIncludes,
} from "./listing.api";
export {
  type FilterOption,
  type ListingFacets,
  type PropertyFilter,
  type ReducedFacets,
  readListingFacets,
  readReducedFacets,
} from "./listing.facets";
export {
  buildListingQuery,
  changeListingFilter,
  changeListingLimit,
  changeListingOrder,
  changeListingPage,
  emptyListingQuery,
  filterRequestBody,
  hasActiveFilters,
  type ListingFilterValues,
  type ListingQuery,
  listingQueryParams,
  listingRequestBody,
  parseListingQuery,
  resetListingFilters,
  sameListingQuery,
  toggleId,
} from "./listing.query";
// The schemas are at @vitrine/listing-filter/schemas: the main entry loads no valibot (the calls load it lazily).
export type {
  EntityAggregation,
  ListingAggregations,
  ListingResult,
  ListingSorting,
  StatsAggregation,
} from "./listing.schema";
export { listingSnippets } from "./listing.snippets";
export {
  type FilterKind,
  filterKey,
  initialListingState,
  isOptionDisabled,
  isRatingDisabled,
  isShippingFreeDisabled,
  type ListingAction,
  type ListingState,
  type ListingStatus,
  listingReducer,
} from "./listing.state";
export { ProductCard, type ProductCardProps, RatingStars } from "./ProductCard";
export { ListingCount, ProductGrid, type ProductGridProps } from "./ProductGrid";
export type { ListingFilterSnippetKey } from "./snippets/en";
export {
  type ActiveFilter,
  type ListingControls,
  ListingProvider,
  type UseListingOptions,
  useListing,
  useListingContext,
} from "./useListing";
