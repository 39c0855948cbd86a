import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { readListingFacets } from "./listing.facets";
import { ListingAggregationsSchema, ListingResultSchema } from "./listing.schema";
import { answerListing } from "./test/listing.fixtures";

const manufacturer = { entities: [{ id: "m", name: "M", count: 4 }] };

describe("ListingResultSchema normalizes the aggregations where the answer arrives", () => {
  it("folds the array form into the map (entries named by a `name` field or by their key)", () => {
    const parsed = v.parse(ListingResultSchema, {
      elements: [],
      aggregations: [
        { manufacturer },
        { name: "properties", entities: [{ id: "g", name: "Colour", options: [{ id: "o", name: "Red" }] }] },
        { rating: { max: 4 }, "shipping-free": { max: 1 } },
      ],
    });
    expect(parsed.aggregations).toEqual({
      manufacturer,
      properties: {
        name: "properties",
        entities: [{ id: "g", name: "Colour", options: [{ id: "o", name: "Red" }] }],
      },
      rating: { max: 4 },
      "shipping-free": { max: 1 },
    });
    expect(readListingFacets(parsed.aggregations)).toEqual({
      manufacturer: [{ id: "m", label: "M", count: 4 }],
      properties: [
        { id: "g", label: "Colour", displayType: undefined, options: [{ id: "o", label: "Red" }] },
      ],
      ratingMax: 4,
      shippingFree: true,
    });
  });

  it("drops a filter aggregation that does not match (no filter, as before) and keeps unknown ones unchanged", () => {
    const own = { buckets: [{ key: "summer", count: 2 }], nested: { anything: true } };
    const parsed = v.parse(ListingResultSchema, {
      elements: [],
      aggregations: [{ manufacturer }, { price: "odd" }, { "my-shop-aggregation": own }],
    });
    expect(parsed.aggregations).toEqual({ manufacturer, "my-shop-aggregation": own });
    expect(parsed.aggregations?.["my-shop-aggregation"]).toBe(own);
    const facets = readListingFacets(parsed.aggregations);
    expect(facets.manufacturer).toEqual([{ id: "m", label: "M", count: 4 }]);
    expect(facets.price).toBeUndefined();

    // The map form: each filter aggregation checked on its own.
    const map = v.parse(ListingAggregationsSchema, {
      manufacturer: { entities: "not a list" },
      properties: { entities: [{ name: "a group without id" }] },
      price: { min: 1, max: 9 },
      rating: null,
      "shipping-free": { max: { odd: true } },
      own,
    });
    expect(map).toEqual({ price: { min: 1, max: 9 }, own });
  });

  it("keeps no aggregations as none (the listing then keeps its filters), and a normalized answer parses to itself", () => {
    expect(v.parse(ListingResultSchema, { elements: [] }).aggregations).toBeUndefined();
    expect(v.parse(ListingResultSchema, { elements: [], aggregations: null }).aggregations).toBeNull();
    expect(v.parse(ListingResultSchema, { elements: [], aggregations: [] }).aggregations).toEqual({});
    // What the server loader validated, validated again (a CMS slot's listing, read on the client too).
    const once = v.parse(ListingResultSchema, answerListing({ p: 1 }));
    expect(v.parse(ListingResultSchema, JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it("still rejects aggregations that are neither a map nor a list", () => {
    expect(v.safeParse(ListingResultSchema, { elements: [], aggregations: "odd" }).success).toBe(false);
  });
});
