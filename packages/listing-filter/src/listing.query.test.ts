import { describe, expect, it } from "vitest";
import {
  buildListingQuery,
  changeListingFilter,
  changeListingLimit,
  changeListingOrder,
  changeListingPage,
  emptyListingQuery,
  filterRequestBody,
  type ListingQuery,
  listingRequestBody,
  parseListingQuery,
  resetListingFilters,
  toggleId,
} from "./listing.query";

const q = (patch: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), ...patch });

describe("listing query: build and parse every parameter (round trip)", () => {
  const cases: [string, Partial<ListingQuery>, string][] = [
    ["pagination uses p", { p: 3 }, "?p=3"],
    ["sorting uses order", { order: "price-asc" }, "?order=price-asc"],
    ["limit per page", { limit: 48 }, "?limit=48"],
    [
      "multi-select posts ids joined with a pipe (manufacturer)",
      { manufacturer: ["a1", "b2"] },
      "?manufacturer=a1|b2",
    ],
    [
      "multi-select posts ids joined with a pipe (properties)",
      { properties: ["c3", "d4", "e5"] },
      "?properties=c3|d4|e5",
    ],
    [
      "range filter uses min-price and max-price",
      { minPrice: 10, maxPrice: 50.5 },
      "?min-price=10&max-price=50.5",
    ],
    ["rating filter gives the minimum rating", { rating: 4 }, "?rating=4"],
    ["boolean filter gives 1 or empty", { shippingFree: true }, "?shipping-free=1"],
    ["search term on the search page", { search: "linen shirt" }, "?search=linen+shirt"],
  ];
  for (const [title, patch, url] of cases) {
    it(`${title}: ${url}`, () => {
      const query = q(patch);
      expect(buildListingQuery(query)).toBe(url);
      expect(parseListingQuery(url)).toEqual(query);
      expect(parseListingQuery(buildListingQuery(query))).toEqual(query);
    });
  }

  it("round-trips all parameters at once", () => {
    const query = q({
      p: 2,
      order: "name-desc",
      limit: 12,
      manufacturer: ["m1"],
      properties: ["p1", "p2"],
      minPrice: 0,
      maxPrice: 100,
      rating: 1,
      shippingFree: true,
      search: "bag",
    });
    expect(parseListingQuery(buildListingQuery(query))).toEqual(query);
    expect(buildListingQuery(query)).toBe(
      "?search=bag&order=name-desc&p=2&limit=12&manufacturer=m1&properties=p1|p2&min-price=0&max-price=100&rating=1&shipping-free=1",
    );
  });

  it("page default 1: p=1 and no query at all give page 1, and page 1 is left out of the URL", () => {
    expect(parseListingQuery("").p).toBe(1);
    expect(parseListingQuery("?p=1").p).toBe(1);
    expect(buildListingQuery(q({ p: 1 }))).toBe("");
  });

  it("boolean filter gives 1 or empty: anything but 1 is off and off is left out", () => {
    expect(parseListingQuery("?shipping-free=").shippingFree).toBe(false);
    expect(parseListingQuery("?shipping-free=0").shippingFree).toBe(false);
    expect(buildListingQuery(q({ shippingFree: false }))).toBe("");
  });

  it("reads a full URL, %7C-encoded pipes and repeated keys (a plain GET form)", () => {
    expect(parseListingQuery("/navigation/abc?manufacturer=a%7Cb&p=2").manufacturer).toEqual(["a", "b"]);
    expect(parseListingQuery(new URLSearchParams("properties=x&properties=y|x")).properties).toEqual([
      "x",
      "y",
    ]);
  });

  it("drops bad values: rating outside 1 to 5, negative prices, page 0, limit text", () => {
    const query = parseListingQuery("?rating=6&min-price=-5&max-price=abc&p=0&limit=many");
    expect(query).toEqual(emptyListingQuery());
    expect(parseListingQuery("?rating=0").rating).toBeUndefined();
    expect(parseListingQuery("?rating=5").rating).toBe(5);
  });
});

describe("listing query changes", () => {
  const onPage3 = q({ p: 3, order: "price-asc", limit: 24, manufacturer: ["m1"] });

  it("a filter change resets p to 1", () => {
    expect(changeListingFilter(onPage3, { manufacturer: ["m1", "m2"] })).toEqual({
      ...onPage3,
      manufacturer: ["m1", "m2"],
      p: 1,
    });
    expect(changeListingFilter(onPage3, { rating: 3 }).p).toBe(1);
    expect(changeListingFilter(onPage3, { shippingFree: true }).p).toBe(1);
    expect(changeListingFilter(onPage3, { minPrice: 5 }).p).toBe(1);
  });

  it("sorting and limit changes go back to page 1; a page change keeps filters and sorting", () => {
    expect(changeListingOrder(onPage3, "name-asc")).toMatchObject({ order: "name-asc", p: 1 });
    expect(changeListingLimit(onPage3, 48)).toMatchObject({ limit: 48, p: 1 });
    expect(changeListingPage(onPage3, 4)).toEqual({ ...onPage3, p: 4 });
    expect(changeListingPage(onPage3, 0).p).toBe(1);
  });

  it("reset all removes every filter, keeps sorting, limit and search", () => {
    const query = q({
      ...onPage3,
      properties: ["p"],
      rating: 2,
      shippingFree: true,
      minPrice: 1,
      search: "x",
    });
    expect(resetListingFilters(query)).toEqual(q({ order: "price-asc", limit: 24, search: "x" }));
  });

  it("toggles a multi-select id", () => {
    expect(toggleId(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleId(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("listing and filter calls (SPEC section 7)", () => {
  const query = q({
    p: 2,
    order: "price-asc",
    limit: 24,
    manufacturer: ["m1", "m2"],
    properties: ["p1"],
    minPrice: 9.5,
    maxPrice: 20.2,
    rating: 3,
    shippingFree: true,
  });

  it("the listing call sends every parameter, ids joined with a pipe", () => {
    expect(listingRequestBody(query)).toEqual({
      p: 2,
      order: "price-asc",
      limit: 24,
      manufacturer: "m1|m2",
      properties: "p1",
      "min-price": 9,
      "max-price": 21,
      rating: 3,
      "shipping-free": true,
    });
    expect(listingRequestBody(emptyListingQuery())).toEqual({ p: 1 });
  });

  it("the filter call adds only-aggregations=1 and reduce-aggregations=1, with p, order and no-aggregations removed", () => {
    const body = filterRequestBody(query);
    expect(body).toMatchObject({
      "only-aggregations": "1",
      "reduce-aggregations": "1",
      manufacturer: "m1|m2",
    });
    expect(body).not.toHaveProperty("p");
    expect(body).not.toHaveProperty("order");
    expect(body).not.toHaveProperty("no-aggregations");
  });
});
