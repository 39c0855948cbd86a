import { createStoreApiClient } from "@vitrine/core";
import {
  CalculatedPriceSchema,
  DeliveryTimeSchema,
  MediaSchema,
  MediaThumbnailSchema,
  ProductMediaSchema,
  ProductSummarySchema,
  PropertyOptionSchema,
  SeoUrlSchema,
} from "@vitrine/core/schemas";
import { describe, expect, it } from "vitest";
import { createListingApi, LISTING_INCLUDES, listingApi } from "./listing.api";
import { emptyListingQuery } from "./listing.query";
import { answerListing } from "./test/listing.fixtures";

function shopThatFailsOnce() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const client = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCTEST",
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
      if (calls.length === 1) return new Response("{}", { status: 503 });
      return new Response(JSON.stringify(answerListing({ p: 1 })), {
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { client, calls };
}

describe("listing calls", () => {
  it("POST /product-listing/{categoryId} is sent as an idempotent read, so a 503 is retried", async () => {
    const { client, calls } = shopThatFailsOnce();
    const result = await listingApi.loadListing(
      client,
      { categoryId: "cat 1" },
      { ...emptyListingQuery(), p: 2 },
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe("http://shop.test/store-api/product-listing/cat%201");
    expect(calls[1]?.body).toEqual({ p: 2, includes: LISTING_INCLUDES });
    expect(result.elements.length).toBeGreaterThan(0);
  });

  it("POST /search {search}: the query's term wins, and the filter call is retried too", async () => {
    const { client, calls } = shopThatFailsOnce();
    await listingApi.loadFilterAggregations(
      client,
      { search: "first" },
      { ...emptyListingQuery(), search: "second" },
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe("http://shop.test/store-api/search");
    expect(calls[1]?.body).toEqual({
      search: "second",
      "only-aggregations": "1",
      "reduce-aggregations": "1",
      includes: LISTING_INCLUDES,
    });
  });

  it("asks only for the product fields cards, buy forms and analytics read; a shop may widen or drop the includes", async () => {
    expect(LISTING_INCLUDES.product).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "translated",
        "cover",
        "calculatedPrice",
        "manufacturer",
        "options",
      ]),
    );
    expect(LISTING_INCLUDES.product).not.toContain("seoCategory");
    expect(LISTING_INCLUDES.media).toEqual(expect.arrayContaining(["url", "alt", "thumbnails"]));
    const { client, calls } = shopThatFailsOnce();
    await createListingApi({ includes: false }).loadListing(client, { categoryId: "c" }, emptyListingQuery());
    expect(calls[1]?.body).toEqual({ p: 1 });
  });

  it("the includes, written out so the calls load no schema before their first request, keep every field core's schemas read", () => {
    const read = (schema: { entries: Record<string, unknown> }) =>
      expect.arrayContaining(Object.keys(schema.entries));
    expect(LISTING_INCLUDES.product).toEqual(read(ProductSummarySchema));
    expect(LISTING_INCLUDES.product_media).toEqual(read(ProductMediaSchema));
    expect(LISTING_INCLUDES.media).toEqual(read(MediaSchema));
    expect(LISTING_INCLUDES.media_thumbnail).toEqual(read(MediaThumbnailSchema));
    expect(LISTING_INCLUDES.calculated_price).toEqual(read(CalculatedPriceSchema));
    expect(LISTING_INCLUDES.delivery_time).toEqual(read(DeliveryTimeSchema));
    expect(LISTING_INCLUDES.property_group_option).toEqual(read(PropertyOptionSchema));
    expect(LISTING_INCLUDES.seo_url).toEqual(read(SeoUrlSchema));
  });

  it("validates and normalizes the answer: the schema's array form of the aggregations arrives as the map", async () => {
    const client = createStoreApiClient({
      baseUrl: "http://shop.test/store-api",
      accessKey: "SWSCTEST",
      fetch: async () =>
        Response.json({
          elements: [],
          aggregations: [{ manufacturer: { entities: [{ id: "m", name: "M" }] } }, { price: "odd" }],
        }),
    });
    const result = await listingApi.loadListing(client, { search: "shirt" }, emptyListingQuery());
    expect(result.aggregations).toEqual({ manufacturer: { entities: [{ id: "m", name: "M" }] } });
  });
});
