import type { Snippets } from "@vitrine/core";

/** English defaults of the filter panel's texts (`@vitrine/listing-filter/filters`). */
export const filterSnippets = {
  "listing.filter": "Filter",
  "listing.showProducts": "Show {count} products",
  "listing.manufacturer": "Manufacturer",
  "listing.price": "Price",
  "listing.priceMin": "Lowest price",
  "listing.priceMax": "Highest price",
  filterRangeErrorMessage: "The lowest price must not be higher than the highest price.",
  filterRangeLowerBoundErrorMessage: "Prices cannot be lower than {lowerBound}.",
  "listing.rating": "Minimum rating",
  "listing.ratingOption": "At least {rating} of {max} stars",
  "listing.shippingFree": "Free shipping",
  "listing.filterNotActive": "Filter not active",
  "listing.activeFilters": "Active filters",
  "listing.removeFilter": "Remove filter {label}",
  "listing.resetAll": "Reset all",
  "listing.priceFrom": "From {min}",
  "listing.priceTo": "Up to {max}",
  "listing.apply": "Apply",
} satisfies Snippets;
