import {
  LimitSelect,
  ListingCount,
  ListingProvider,
  type ListingQuery,
  type ListingResult,
  Pagination,
  ProductGrid,
  Sorting,
  type UseListingOptions,
  useListing,
} from "@vitrine/listing-filter";
import { FilterPanel, ListingForm, ListingSubmit } from "@vitrine/listing-filter/filters";
import { createContext, type ReactNode, useContext } from "react";
import { pageSlots } from "../cms.mapping";
import { type CmsElementProps, defineCmsElement } from "../cms.registry";
import type { CheckedCmsPage, CmsPage } from "../cms.schema";
import type { CmsListingData } from "./elements.schema";

/** The listing result of a checked page's `product-listing` slot, if it has one with (matching) data. */
export function cmsPageListing(page: CheckedCmsPage): ListingResult | undefined {
  for (const slot of pageSlots(page)) {
    if (slot.type !== "product-listing") continue;
    const listing = (slot.data as CmsListingData | null | undefined)?.listing;
    if (listing) return listing;
  }
  return undefined;
}

/** Whether the listing elements below have a {@link CmsListingScope} above them. */
export function useInCmsListingScope(): boolean {
  return useContext(InScope);
}

/** Props of {@link CmsListingScope}. */
export interface CmsListingScopeProps extends Omit<UseListingOptions, "initialListing"> {
  /** The checked page whose `product-listing` slot holds the listing. */
  page: CheckedCmsPage;
  initialQuery?: ListingQuery;
  /** The id of the listing's no-JavaScript GET form. */
  formId?: string;
  children: ReactNode;
}

/**
 * The listing state the page's `product-listing` and `sidebar-filter` elements share (`@vitrine/listing-filter`'s
 * `useListing`, seeded with the slot's listing) and its no-JavaScript GET form. A page without a listing slot
 * renders its children only.
 */
export function CmsListingScope({ page, children, ...options }: CmsListingScopeProps) {
  const listing = cmsPageListing(page);
  return listing ? (
    <ListingScope listing={listing} {...options}>
      {children}
    </ListingScope>
  ) : (
    children
  );
}

/** Whether a listing scope is above: the listing elements render nothing without one (never a broken page). */
const InScope = createContext(false);

function ListingScope({
  listing,
  formId = "listing-form",
  children,
  ...options
}: Omit<CmsListingScopeProps, "page"> & { listing: ListingResult }) {
  const controls = useListing({ ...options, initialListing: listing });
  return (
    <InScope.Provider value={true}>
      <ListingProvider value={controls}>
        <ListingForm id={formId}>{children}</ListingForm>
      </ListingProvider>
    </InScope.Provider>
  );
}

/** Shopware's `product-listing` element: count, sorting and limit above the product grid, pagination below. */
export const CmsProductListing = defineCmsElement<CmsListingData>(function CmsProductListing({ data }) {
  const inScope = useContext(InScope);
  if (!data || !inScope) return null;
  return (
    <div className="vitrine-cms-listing">
      <div className="vitrine-cms-listing__toolbar">
        <ListingCount />
        <Sorting />
        <LimitSelect />
        <ListingSubmit />
      </div>
      <ProductGrid eagerImages={2} headingLevel={2} />
      <Pagination />
    </div>
  );
});

/** Shopware's `sidebar-filter` element: `@vitrine/listing-filter`'s filter panel (an off-canvas on XS/SM). */
export function CmsSidebarFilter({ context }: Pick<CmsElementProps, "context">) {
  const inScope = useContext(InScope);
  if (!inScope) return null;
  const symbol = typeof context.currencySymbol === "string" ? context.currencySymbol : undefined;
  return <FilterPanel className="vitrine-cms-filter" {...(symbol ? { currencySymbol: symbol } : {})} />;
}

const standardSlot = (type: string) => ({
  id: `standard-${type}`,
  type,
  slot: "content",
  config: {},
  data: null,
});

/**
 * Shopware's standard listing layout, for a category without one: category navigation and filter in the sidebar,
 * the product listing in the main column (give it the listing with `withSlotData`).
 */
export function standardListingPage(): CmsPage {
  return {
    id: "standard-listing",
    type: "product_list",
    sections: [
      {
        id: "standard-listing-section",
        type: "sidebar",
        position: 0,
        sizingMode: "boxed",
        blocks: ["category-navigation", "sidebar-filter", "product-listing"].map((type, position) => ({
          id: `standard-${type}-block`,
          type,
          position,
          sectionPosition: type === "product-listing" ? "main" : "sidebar",
          slots: [standardSlot(type)],
        })),
      },
    ],
  };
}
