// The listing track's server reads: the package's listing call (and its filter call) through the demo's per-request
// core client, so a category or search URL with any filters renders complete before JavaScript runs.
import { VIDEO_CONSENT_COOKIE } from "@vitrine/cookie-consent";
import { hasCookieConsent } from "@vitrine/cookie-consent/server";
import { isStoreApiError } from "@vitrine/core";
import { translated } from "@vitrine/core/utils";
import {
  buildListingQuery,
  hasActiveFilters,
  type ListingQuery,
  type ListingResult,
  type ListingSource,
  listingApi,
  parseListingQuery,
} from "@vitrine/listing-filter";
import type { AppLoadContext } from "react-router";
import { listingProduct } from "./product.server";
import { storeApi } from "./store-api.server";

/** What the category and search loaders hand to `useListing`. */
export interface ListingData {
  query: ListingQuery;
  listing: ListingResult;
  /** The filter call's reduced aggregations, when the URL has filters (so disabled options render on the server). */
  filterAggregations?: ListingResult["aggregations"];
}

/**
 * The filter call's reduced aggregations for a query with filters (options that no longer combine are disabled at
 * once); undefined without filters or when the call fails (the page still works, the hook retries it).
 */
export async function loadFilterAggregations(
  context: AppLoadContext,
  source: ListingSource,
  query: ListingQuery,
): Promise<ListingResult["aggregations"] | undefined> {
  if (!hasActiveFilters(query)) return undefined;
  return listingApi.loadFilterAggregations(storeApi(context), source, query).then(
    (result) => result.aggregations,
    (error: unknown) => {
      if (isStoreApiError(error)) return undefined;
      throw error;
    },
  );
}

/** The listing data of a listing result the page already has (a CMS listing slot's), with the filter call's. */
export function listingDataOf(
  query: ListingQuery,
  listing: ListingResult,
  filterAggregations: ListingResult["aggregations"] | undefined,
): ListingData {
  // The products and filters lose what nothing on a listing page reads: the loader's data is sent again in the HTML.
  // (The listing package types its elements as whole products; the listing card reads `ProductCardData` only.)
  const lean = {
    total: listing.total,
    page: listing.page,
    limit: listing.limit,
    sorting: listing.sorting,
    availableSortings: listing.availableSortings,
    aggregations: listingAggregations(listing.aggregations),
    elements: listing.elements.map(listingProduct) as ListingResult["elements"],
  };
  const reduced = listingAggregations(filterAggregations);
  return reduced ? { query, listing: lean, filterAggregations: reduced } : { query, listing: lean };
}

type Aggregations = ListingResult["aggregations"];
type FilterEntity = NonNullable<NonNullable<Aggregations>["manufacturer"]>["entities"][number];

/** A filter option (manufacturer, property option) with what the filter panel reads: id, name, swatch, image. */
function filterOption(entity: FilterEntity) {
  return {
    id: entity.id,
    translated: { name: translated(entity, "name") ?? null },
    ...(entity.colorHexCode ? { colorHexCode: entity.colorHexCode } : {}),
    ...(entity.media?.url ? { media: { url: entity.media.url } } : {}),
  };
}

/**
 * The listing's aggregations with what its filters read (`readListingFacets`): the manufacturers' and property
 * options' ids, names, swatches and images, the price range, the best rating, whether any is shipped for free;
 * a shop's own aggregations unchanged.
 */
export function listingAggregations(aggregations: Aggregations): Aggregations {
  if (!aggregations) return aggregations;
  const { manufacturer, properties, price, rating, "shipping-free": shippingFree, ...others } = aggregations;
  return {
    // A shop's own aggregations as they came (its own filters read them).
    ...others,
    ...(manufacturer ? { manufacturer: { entities: manufacturer.entities.map(filterOption) } } : {}),
    ...(properties
      ? {
          properties: {
            entities: properties.entities.map((group) => ({
              ...filterOption(group),
              ...(group.displayType ? { displayType: group.displayType } : {}),
              options: (group.options ?? []).map(filterOption),
            })),
          },
        }
      : {}),
    ...(price ? { price: { min: price.min, max: price.max } } : {}),
    ...(rating ? { rating: { max: rating.max } } : {}),
    ...(shippingFree ? { "shipping-free": { max: shippingFree.max } } : {}),
  } as Aggregations;
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
  const [listing, reduced] = await Promise.all([
    listingApi.loadListing(storeApi(context), source, query),
    loadFilterAggregations(context, source, query),
  ]);
  return listingDataOf(query, listing, reduced);
}

/** The listing's URL parameters (SPEC section 3): the ones a GET form may send empty or repeated. */
const LISTING_PARAMS = [
  "order",
  "limit",
  "manufacturer",
  "properties",
  "min-price",
  "max-price",
  "rating",
  "shipping-free",
];

/**
 * The tidy URL of a listing the no-JavaScript form submitted (`?order=…&min-price=&manufacturer=a&manufacturer=b`):
 * empty fields left out, repeated ids joined with `|`, as the listing hook writes it; null when the URL is tidy
 * already. Other parameters (tracking, …) are kept.
 */
export function tidyListingUrl(url: URL): string | null {
  const params = url.searchParams;
  const untidy = LISTING_PARAMS.some((key) => {
    const values = params.getAll(key);
    return values.length > 1 || values.some((value) => value.trim() === "");
  });
  if (!untidy) return null;
  const query = parseListingQuery(params);
  const others = new URLSearchParams(
    [...params].filter(([key]) => key !== "search" && key !== "p" && !LISTING_PARAMS.includes(key)),
  ).toString();
  const listing = buildListingQuery(query);
  return url.pathname + (listing || (others ? "?" : "")) + (listing && others ? "&" : "") + others;
}

/** Whether the shopper already allowed the YouTube video (the `youtube-video` cookie), read from the request. */
export function hasVideoConsent(request: Request): boolean {
  return hasCookieConsent(VIDEO_CONSENT_COOKIE, request.headers.get("Cookie"));
}
