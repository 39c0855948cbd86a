import {
  LimitSelect,
  ListingCount,
  ListingProvider,
  type ListingQuery,
  type ListingResult,
  Pagination,
  ProductGrid,
  Sorting,
  useListing,
  useListingContext,
} from "@vitrine/listing-filter";
import { type ListingAnalyticsOptions, useListingAnalytics } from "@vitrine/listing-filter/analytics";
import { FilterPanel, ListingForm, ListingSubmit } from "@vitrine/listing-filter/filters";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { listingWishlistSlot } from "../lib/wishlist";
import { listingAddToCart } from "./CartCardBuyForm";

const CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw";

/** Props of {@link ListingPage}: the loader's listing and where it comes from. */
export interface ListingPageProps {
  query: ListingQuery;
  listing: ListingResult;
  filterAggregations?: ListingResult["aggregations"];
  categoryId?: string;
  search?: string;
  /** The list's name for analytics (the category's name). */
  listName?: string;
}

/**
 * The category and search listing (`@vitrine/listing-filter`): filters on the left (an off-canvas on XS/SM),
 * count, sorting and products per page above the grid, pagination below. Filter, sorting, limit and page changes
 * are fetched by the hook and pushed to the history without re-running the route loader. Without JavaScript the
 * controls are one GET form (`<ListingForm>`, an "Apply" button in `<noscript>`) whose URL the loader renders.
 */
export function ListingPage({
  query,
  listing,
  filterAggregations,
  categoryId,
  search,
  listName,
}: ListingPageProps) {
  const location = useLocation();
  const controls = useListing({
    initialListing: listing,
    initialQuery: query,
    ...(filterAggregations ? { initialFilterAggregations: filterAggregations } : {}),
    ...(categoryId !== undefined ? { categoryId } : { search: search ?? "" }),
    currentUrl: location.pathname + location.search,
  });
  return (
    <ListingWithForm value={controls}>
      <div className="listing-layout">
        <FilterPanel className="listing-filters" />
        <ListingResults analytics={{ categoryId, listName }} />
      </div>
    </ListingWithForm>
  );
}

/**
 * Count, sorting and products per page above the grid, pagination below (the listing of the nearest provider);
 * tells analytics what the list shows and which product the shopper follows.
 */
export function ListingResults({ analytics }: { analytics: ListingAnalyticsOptions }) {
  const onSelectProduct = useListingAnalytics(useListingContext(), analytics);
  return (
    <div className="listing-main">
      <div className="listing-toolbar">
        <ListingCount className="result-count" />
        <div className="listing-toolbar-controls">
          <Sorting />
          <LimitSelect />
          <ListingSubmit />
        </div>
      </div>
      <ProductGrid
        className="product-listing"
        imageSizes={CARD_SIZES}
        eagerImages={2}
        headingLevel={2}
        wishlist={listingWishlistSlot}
        addToCart={listingAddToCart}
        onSelectProduct={onSelectProduct}
      />
      <Pagination className="listing-pagination" />
    </div>
  );
}

/** The listing's provider with its no-JavaScript GET form (the controls refer to it by id). */
function ListingWithForm({ value, children }: { value: ReturnType<typeof useListing>; children: ReactNode }) {
  return (
    <ListingProvider value={value}>
      <ListingForm id="listing-form">{children}</ListingForm>
    </ListingProvider>
  );
}
