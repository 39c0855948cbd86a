import { describe, expect, it } from "vitest";
import { readReducedFacets } from "./listing.facets";
import { emptyListingQuery, type ListingQuery } from "./listing.query";
import { readPrice, validatePriceRange } from "./listing.range";
import type { ListingResult } from "./listing.schema";
import {
  filterKey,
  initialListingState,
  isOptionDisabled,
  isRatingDisabled,
  isShippingFreeDisabled,
  listingReducer,
} from "./listing.state";
import { aggregationsOf, answerListing, colours, manufacturers, products } from "./test/listing.fixtures";

const page = (names: string[]): ListingResult =>
  ({
    elements: names.map((id) => ({ id, translated: { name: id } })),
    total: names.length,
    availableSortings: [],
  }) as unknown as ListingResult;

describe("listing reducer", () => {
  const start = initialListingState(emptyListingQuery(), page(["a"]));
  const q1: ListingQuery = { ...emptyListingQuery(), manufacturer: ["m1"] };
  const q2: ListingQuery = { ...emptyListingQuery(), manufacturer: ["m2"] };

  it("a stale answer never overwrites a newer one", () => {
    let state = listingReducer(start, { type: "request", query: q1, request: 1 });
    state = listingReducer(state, { type: "request", query: q2, request: 2 });
    state = listingReducer(state, { type: "loaded", request: 2, result: page(["newer"]) });
    const after = listingReducer(state, { type: "loaded", request: 1, result: page(["older"]) });
    expect(after).toBe(state);
    expect(after.result.elements.map((p) => p.id)).toEqual(["newer"]);
    expect(after.query).toBe(q2);
  });

  it("a failed fetch keeps the current results and says so", () => {
    const loading = listingReducer(start, { type: "request", query: q1, request: 1 });
    expect(loading.status).toBe("loading");
    expect(loading.result).toBe(start.result);
    const failed = listingReducer(loading, { type: "failed", request: 1, error: new Error("down") });
    expect(failed.status).toBe("error");
    expect(failed.result.elements.map((p) => p.id)).toEqual(["a"]);
    expect(failed.error).toBeInstanceOf(Error);
    // A retry keeps saying so until an answer arrives, which clears it.
    const retrying = listingReducer(failed, { type: "request", query: q1, request: 2 });
    expect(retrying.error).toBeInstanceOf(Error);
    expect(
      listingReducer(retrying, { type: "loaded", request: 2, result: page(["b"]) }).error,
    ).toBeUndefined();
    // An older request failing after a newer one was sent says nothing.
    expect(listingReducer(loading, { type: "failed", request: 0, error: 1 })).toBe(loading);
  });

  it("keeps the filters it had when an answer has no aggregations", () => {
    const withFacets = initialListingState(emptyListingQuery(), answerListing({ p: 1 }));
    const loading = listingReducer(withFacets, { type: "request", query: q1, request: 1 });
    const loaded = listingReducer(loading, { type: "loaded", request: 1, result: page(["x"]) });
    expect(loaded.facets.manufacturer).toHaveLength(3);
  });

  it("takes only the reduction of the filters now chosen", () => {
    const state = listingReducer(start, { type: "request", query: q2, request: 1 });
    const reduced = readReducedFacets(aggregationsOf([]));
    expect(listingReducer(state, { type: "reduced", filters: filterKey(q1), reduced })).toBe(state);
    expect(listingReducer(state, { type: "reduced", filters: filterKey(q2), reduced }).reduced).toBe(reduced);
    // Without filters nothing is disabled any more.
    const filtered = listingReducer(state, { type: "reduced", filters: filterKey(q2), reduced });
    expect(
      listingReducer(filtered, { type: "request", query: emptyListingQuery(), request: 2 }).reduced,
    ).toBeUndefined();
    expect(listingReducer(filtered, { type: "request", query: { ...q2, p: 2 }, request: 2 }).reduced).toBe(
      reduced,
    );
    // The page and the sorting do not change the filter call.
    expect(filterKey({ ...q2, p: 4, order: "price-asc" })).toBe(filterKey(q2));
  });
});

describe("filter options that no longer combine (SPEC section 8: 'Filter not active')", () => {
  const onlyNordwind = products.filter((p) => p.manufacturer.id === manufacturers[0]?.id);
  const query: ListingQuery = { ...emptyListingQuery(), manufacturer: [manufacturers[0]?.id ?? ""] };
  const state = {
    query,
    reduced: readReducedFacets(aggregationsOf(products, { manufacturer: manufacturers[0]?.id })),
  };

  it("disables options missing from the reduced aggregations, never the chosen ones", () => {
    const missingColour = colours.find((c) => !onlyNordwind.some((p) => p.propertyIds.includes(c.id)));
    expect(missingColour).toBeDefined();
    expect(isOptionDisabled(state, "properties", missingColour?.id ?? "")).toBe(true);
    expect(isOptionDisabled(state, "properties", onlyNordwind[0]?.propertyIds[0] ?? "")).toBe(false);
    expect(isOptionDisabled(state, "manufacturer", manufacturers[0]?.id ?? "")).toBe(false);
    expect(
      isOptionDisabled(
        { query, reduced: readReducedFacets({ manufacturer: { entities: [] } }) },
        "manufacturer",
        manufacturers[0]?.id ?? "",
      ),
    ).toBe(false);
  });

  it("disables nothing before the reduced aggregations arrive", () => {
    expect(isOptionDisabled({ query, reduced: undefined }, "manufacturer", "anything")).toBe(false);
    expect(isRatingDisabled({ query, reduced: undefined }, 5)).toBe(false);
    expect(isShippingFreeDisabled({ query, reduced: undefined })).toBe(false);
  });

  it("disables ratings above the best rating left, and free shipping when no product left ships free", () => {
    const reduced = readReducedFacets({ rating: { max: 3.4 }, "shipping-free": { max: 0 } });
    expect(isRatingDisabled({ query, reduced }, 4)).toBe(false);
    expect(isRatingDisabled({ query, reduced }, 5)).toBe(true);
    expect(isRatingDisabled({ query: { ...query, rating: 5 }, reduced }, 5)).toBe(false);
    expect(isShippingFreeDisabled({ query, reduced })).toBe(true);
    expect(isShippingFreeDisabled({ query: { ...query, shippingFree: true }, reduced })).toBe(false);
  });
});

describe("range filter validation (SPEC section 5)", () => {
  it("error when min is greater than max (filterRangeErrorMessage)", () => {
    expect(validatePriceRange(50, 10)).toEqual({
      error: "filterRangeErrorMessage",
      invalid: { min: true, max: true },
    });
  });

  it("error when either is below the lower bound 0 (filterRangeLowerBoundErrorMessage)", () => {
    expect(validatePriceRange(-1, 10)).toEqual({
      error: "filterRangeLowerBoundErrorMessage",
      invalid: { min: true, max: false },
    });
    expect(validatePriceRange(undefined, -3).error).toBe("filterRangeLowerBoundErrorMessage");
  });

  it("accepts equal bounds, one bound, or none", () => {
    expect(validatePriceRange(10, 10).error).toBeUndefined();
    expect(validatePriceRange(0, undefined).error).toBeUndefined();
    expect(validatePriceRange(undefined, undefined).error).toBeUndefined();
  });

  it("reads a field's text (empty is no bound, a decimal comma is a point)", () => {
    expect(readPrice("")).toBeUndefined();
    expect(readPrice("12,5")).toBe(12.5);
  });
});
