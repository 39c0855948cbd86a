// @vitrine/listing-filter/filters public API: the filter panel and its controls (a separate entry, own budget).

export {
  ActiveFilters,
  FilterControls,
  ManufacturerFilter,
  PriceRangeFilter,
  type PriceRangeFilterProps,
  PropertyFilters,
  RatingFilter,
  ShippingFreeFilter,
} from "./FilterControls";
export { FilterPanel, type FilterPanelProps } from "./FilterPanel";
export { filterSnippets } from "./filter.snippets";
export { ListingForm, type ListingFormProps, ListingSubmit } from "./ListingForm";
export { type PriceRangeError, readPrice, validatePriceRange } from "./listing.range";
export { type PriceRangeFields, usePriceRangeFilter } from "./usePriceRangeFilter";
