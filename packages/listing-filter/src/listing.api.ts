import type { StoreApiClient } from "@vitrine/core";
import { filterRequestBody, type ListingQuery, listingRequestBody } from "./listing.query";
import type { ListingResult } from "./listing.schema";

// The schema (and valibot) load with the first call, not for a server-rendered page's hydration.
const schemas = () => import("./listing.schema");

/** Where a listing comes from: a category, or a search term (the search page). */
export type ListingSource =
  | { categoryId: string; search?: undefined }
  | { search: string; categoryId?: undefined };

/** The calls the listing makes; a shop may replace either one. */
export interface ListingApi {
  /** Loads one page of products with the full aggregations (the listing call). */
  loadListing(
    client: StoreApiClient,
    source: ListingSource,
    query: ListingQuery,
    signal?: AbortSignal,
  ): Promise<ListingResult>;
  /** Loads only the reduced aggregations (the filter call), to disable options that no longer combine. */
  loadFilterAggregations(
    client: StoreApiClient,
    source: ListingSource,
    query: ListingQuery,
    signal?: AbortSignal,
  ): Promise<ListingResult>;
}

/** Store API `includes`: per `apiAlias`, the only fields the shop sends of such objects (`false`: everything). */
export type StoreApiIncludes = Record<string, string[]>;

/**
 * The listing call's `includes`: a product and its cover, prices and delivery time keep the fields core's
 * `ProductSummarySchema` reads (what cards, buy forms, the wishlist button and analytics use), and a variant's
 * `options` (analytics names the variant) and, when the client asks for them, its `seoUrls` (the cards' links); media keep what `MediaSchema` reads, which the filters' manufacturer
 * logos and swatch images need too. Manufacturers, property groups and options (in the filters' aggregations, on
 * products) keep what the filters and cards read: id, name, translation, swatch colour and image, display type,
 * a group's options. Everything else (SEO category, id lists, timestamps, custom fields, version ids, taxes of each
 * price) is not sent: a listing page of 24 products is about a third of the JSON. Sortings and the listing itself
 * are sent whole. The lists are written out, not read from core's schemas, so that the calls load no schema before
 * their first request (a test keeps them in step with the schemas).
 */
export const LISTING_INCLUDES: StoreApiIncludes = {
  product: [
    "id",
    "parentId",
    "productNumber",
    "name",
    "translated",
    "calculatedPrice",
    "calculatedPrices",
    "calculatedCheapestPrice",
    "cover",
    "ratingAverage",
    "available",
    "availableStock",
    "stock",
    "minPurchase",
    "maxPurchase",
    "purchaseSteps",
    "isCloseout",
    "shippingFree",
    "markAsTopseller",
    "isNew",
    "childCount",
    "restockTime",
    "deliveryTime",
    "manufacturer",
    "options",
    "seoUrls",
  ],
  product_media: ["id", "position", "media"],
  media: ["id", "url", "alt", "title", "mimeType", "translated", "metaData", "thumbnails"],
  media_thumbnail: ["width", "height", "url"],
  calculated_price: ["unitPrice", "totalPrice", "quantity", "listPrice", "referencePrice", "regulationPrice"],
  delivery_time: ["id", "name", "translated", "min", "max", "unit"],
  // With `sw-include-seo-urls` the cards link each product at its canonical SEO URL (core's `entityLink`).
  seo_url: [
    "seoPathInfo",
    "pathInfo",
    "isCanonical",
    "isDeleted",
    "languageId",
    "salesChannelId",
    "routeName",
  ],
  product_manufacturer: ["id", "name", "translated", "media"],
  property_group: ["id", "name", "translated", "displayType", "position", "options"],
  property_group_option: [
    "id",
    "groupId",
    "name",
    "translated",
    "colorHexCode",
    "media",
    "position",
    "group",
  ],
};

/** Options of {@link createListingApi}. */
export interface ListingApiOptions {
  /**
   * The `includes` of both calls (default {@link LISTING_INCLUDES}). A shop whose own product card reads more
   * (custom fields, properties) extends them, e.g. `{ ...LISTING_INCLUDES, product: [...LISTING_INCLUDES.product, "customFields"] }`;
   * `false` sends everything.
   */
  includes?: StoreApiIncludes | false;
}

/** The Store API calls: `POST /product-listing/{categoryId}` or `POST /search {search}`, both safe to retry. */
export function createListingApi({ includes = LISTING_INCLUDES }: ListingApiOptions = {}): ListingApi {
  const post = async (
    client: StoreApiClient,
    source: ListingSource,
    fields: Record<string, unknown>,
    signal: AbortSignal | undefined,
  ) => {
    const body = includes ? { ...fields, includes } : fields;
    // Validates and normalizes the answer (ListingResultSchema): what renders it reads it as it is. The schema loads
    // alongside the client's transport.
    const ListingResultSchema = schemas().then((m) => m.ListingResultSchema);
    return source.categoryId !== undefined
      ? client.post("/product-listing/{categoryId}", {
          params: { categoryId: source.categoryId },
          body,
          schema: ListingResultSchema,
          signal,
          idempotent: true,
        })
      : client.post("/search", {
          // The query's term (from the URL, e.g. after Back) wins over the page's first one.
          body: { search: source.search, ...body },
          schema: ListingResultSchema,
          signal,
          idempotent: true,
        });
  };
  return {
    loadListing: (client, source, query, signal) => post(client, source, listingRequestBody(query), signal),
    loadFilterAggregations: (client, source, query, signal) =>
      post(client, source, filterRequestBody(query), signal),
  };
}

/** The listing calls with {@link LISTING_INCLUDES}. */
export const listingApi: ListingApi = /* @__PURE__ */ createListingApi();
