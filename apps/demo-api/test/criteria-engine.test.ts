import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  applyIncludes,
  type Criteria,
  criteriaPayload,
  fieldIndex,
  parseCriteria,
  search,
  withAssociations,
} from "../src/criteria/index.js";
import { StoreApiException } from "../src/errors.js";

type Json = Record<string, unknown>;

const products: Json[] = [
  {
    id: "a1",
    name: "Lamp 10",
    stock: 5,
    active: true,
    price: 30,
    releaseDate: "2024-01-01T00:00:00.000Z",
    manufacturerId: "m1",
    manufacturer: { id: "m1", name: "Lumen", apiAlias: "product_manufacturer" },
    options: [{ id: "o-red", name: "Red", group: { name: "Colour" }, apiAlias: "property_group_option" }],
    apiAlias: "product",
  },
  {
    id: "a2",
    name: "Lamp 9",
    stock: 0,
    active: false,
    price: 10,
    releaseDate: "2025-01-01T00:00:00.000Z",
    manufacturerId: "m2",
    manufacturer: { id: "m2", name: "Shade Co", apiAlias: "product_manufacturer" },
    options: [{ id: "o-blue", name: "Blue", group: { name: "Colour" }, apiAlias: "property_group_option" }],
    apiAlias: "product",
  },
  {
    id: "a3",
    name: "Chair",
    stock: 12,
    active: true,
    price: 20,
    releaseDate: "2023-06-01T00:00:00.000Z",
    manufacturerId: "m1",
    manufacturer: { id: "m1", name: "Lumen", apiAlias: "product_manufacturer" },
    options: [],
    apiAlias: "product",
  },
];
const manufacturers = [
  { id: "m1", name: "Lumen", apiAlias: "product_manufacturer" },
  { id: "m2", name: "Shade Co", apiAlias: "product_manufacturer" },
];

function run(input: Json) {
  return search(products, parseCriteria(input), {
    entity: "product",
    json: (item) => item,
    fields: fieldIndex(products),
    definitions: (name) => (name === "product_manufacturer" ? manufacturers : undefined),
    defaultTotalCountMode: 1,
  });
}
const ids = (input: Json) => run(input).elements.map((item) => item.id);

function pointerOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof StoreApiException) return error.errors[0]?.source?.pointer;
    throw error;
  }
  return undefined;
}

describe("criteria engine: filters", () => {
  it("equals and equalsAny filter on any field, nested paths too", () => {
    expect(ids({ filter: [{ type: "equals", field: "active", value: true }] })).toEqual(["a1", "a3"]);
    expect(ids({ filter: [{ type: "equals", field: "manufacturer.name", value: "Lumen" }] })).toEqual([
      "a1",
      "a3",
    ]);
    expect(ids({ filter: [{ type: "equalsAny", field: "options.id", value: ["o-blue", "o-x"] }] })).toEqual([
      "a2",
    ]);
    expect(ids({ filter: [{ type: "equalsAny", field: "product.id", value: "a1|a3" }] })).toEqual([
      "a1",
      "a3",
    ]);
  });

  it("contains, prefix and suffix filters match case-insensitively", () => {
    expect(ids({ filter: [{ type: "contains", field: "name", value: "AMP" }] })).toEqual(["a1", "a2"]);
    expect(ids({ filter: [{ type: "prefix", field: "name", value: "ch" }] })).toEqual(["a3"]);
    expect(ids({ filter: [{ type: "suffix", field: "options.group.name", value: "our" }] })).toEqual([
      "a1",
      "a2",
    ]);
  });

  it("range filters with gt/gte/lt/lte on numbers and dates", () => {
    expect(ids({ filter: [{ type: "range", field: "price", parameters: { gte: 20, lt: 30 } }] })).toEqual([
      "a3",
    ]);
    expect(ids({ filter: [{ type: "range", field: "price", parameters: { gt: 10, lte: 30 } }] })).toEqual([
      "a1",
      "a3",
    ]);
    expect(
      ids({ filter: [{ type: "range", field: "releaseDate", parameters: { gte: "2024-01-01" } }] }),
    ).toEqual(["a1", "a2"]);
  });

  it("multi filters combine with and, or and xor; not negates and/or", () => {
    const lumen = { type: "equals", field: "manufacturerId", value: "m1" };
    const cheap = { type: "range", field: "price", parameters: { lt: 25 } };
    expect(ids({ filter: [{ type: "multi", operator: "and", queries: [lumen, cheap] }] })).toEqual(["a3"]);
    expect(ids({ filter: [{ type: "multi", operator: "or", queries: [lumen, cheap] }] })).toEqual([
      "a1",
      "a2",
      "a3",
    ]);
    expect(ids({ filter: [{ type: "multi", operator: "xor", queries: [lumen, cheap] }] })).toEqual([
      "a1",
      "a2",
    ]);
    expect(ids({ filter: [{ type: "not", operator: "and", queries: [lumen, cheap] }] })).toEqual([
      "a1",
      "a2",
    ]);
    expect(ids({ filter: [{ type: "not", operator: "or", queries: [lumen, cheap] }] })).toEqual([]);
  });

  it("an unknown field or filter type answers 400 with a pointer", () => {
    expect(pointerOf(() => run({ filter: [{ type: "equals", field: "nope", value: 1 }] }))).toBe(
      "/filter/0/field",
    );
    expect(pointerOf(() => run({ filter: [{ type: "fuzzy", field: "name", value: 1 }] }))).toBe(
      "/filter/0/type",
    );
    expect(
      pointerOf(() =>
        run({
          filter: [{ type: "multi", queries: [{ type: "equals", field: "manufacturer.nope", value: 1 }] }],
        }),
      ),
    ).toBe("/filter/0/queries/0/field");
    expect(pointerOf(() => run({ sort: [{ field: "nope" }] }))).toBe("/sort/0/field");
    expect(pointerOf(() => run({ aggregations: [{ name: "x", type: "median", field: "price" }] }))).toBe(
      "/aggregations/0/type",
    );
  });
});

describe("criteria engine: sort, term, paging, total-count-mode", () => {
  it("sorts by several fields, with order and naturalSorting", () => {
    expect(ids({ sort: [{ field: "price", order: "DESC" }] })).toEqual(["a1", "a3", "a2"]);
    expect(ids({ sort: [{ field: "manufacturerId" }, { field: "price", order: "ASC" }] })).toEqual([
      "a3",
      "a1",
      "a2",
    ]);
    expect(ids({ sort: [{ field: "name", order: "ASC" }] })).toEqual(["a3", "a1", "a2"]);
    expect(ids({ sort: [{ field: "name", order: "ASC", naturalSorting: true }] })).toEqual([
      "a3",
      "a2",
      "a1",
    ]);
  });

  it("term searches the text fields and ranks name hits first", () => {
    expect(ids({ term: "lamp" })).toEqual(["a1", "a2"]);
    expect(ids({ term: "lamp 9" })).toEqual(["a2"]);
  });

  it("page, limit and ids select the page; total follows the total-count-mode", () => {
    const exact = run({ limit: 1, page: 2, "total-count-mode": "exact" });
    expect(exact.elements.map((item) => item.id)).toEqual(["a2"]);
    expect(exact.total).toBe(3);
    expect(run({ limit: 1, "total-count-mode": "none" }).total).toBe(1);
    expect(run({ limit: 1, "total-count-mode": 2 }).total).toBe(3);
    expect(run({ ids: ["a3", "a1"] }).elements.map((item) => item.id)).toEqual(["a3", "a1"]);
  });
});

describe("criteria engine: aggregations and post-filter", () => {
  it("answers terms, entity, min, max, avg, sum, count, stats and filter aggregations in Shopware's shape", () => {
    const { aggregations } = run({
      aggregations: [
        {
          name: "makers",
          type: "terms",
          field: "manufacturerId",
          aggregation: { name: "top", type: "max", field: "price" },
        },
        { name: "brands", type: "entity", field: "manufacturerId", definition: "product_manufacturer" },
        { name: "low", type: "min", field: "price" },
        { name: "high", type: "max", field: "price" },
        { name: "mean", type: "avg", field: "price" },
        { name: "all", type: "sum", field: "price" },
        { name: "n", type: "count", field: "id" },
        { name: "s", type: "stats", field: "stock" },
        {
          name: "active-only",
          type: "filter",
          filter: [{ type: "equals", field: "active", value: true }],
          aggregation: { name: "activeCount", type: "count", field: "id" },
        },
      ],
    });
    expect(aggregations).toEqual({
      makers: {
        buckets: [
          {
            key: "m1",
            count: 2,
            top: { max: 30, apiAlias: "top_aggregation" },
            apiAlias: "aggregation_bucket",
          },
          {
            key: "m2",
            count: 1,
            top: { max: 10, apiAlias: "top_aggregation" },
            apiAlias: "aggregation_bucket",
          },
        ],
        apiAlias: "makers_aggregation",
      },
      brands: { entities: manufacturers, apiAlias: "brands_aggregation" },
      low: { min: 10, apiAlias: "low_aggregation" },
      high: { max: 30, apiAlias: "high_aggregation" },
      mean: { avg: 20, apiAlias: "mean_aggregation" },
      all: { sum: 60, apiAlias: "all_aggregation" },
      n: { count: 3, apiAlias: "n_aggregation" },
      s: { min: 0, max: 12, avg: 5.666667, sum: 17, apiAlias: "s_aggregation" },
      activeCount: { count: 2, apiAlias: "activeCount_aggregation" },
    });
  });

  it("post-filter narrows the elements but not the aggregations", () => {
    const result = run({
      "post-filter": [{ type: "equals", field: "manufacturerId", value: "m2" }],
      aggregations: [{ name: "n", type: "count", field: "id" }],
    });
    expect(result.elements.map((item) => item.id)).toEqual(["a2"]);
    expect(result.total).toBe(1);
    expect(result.aggregations).toEqual({ n: { count: 3, apiAlias: "n_aggregation" } });
  });
});

describe("criteria engine: includes, associations, GET _criteria", () => {
  it("includes keep only the listed fields per apiAlias", () => {
    const shaped = applyIncludes(
      { elements: [products[0]], apiAlias: "dal_entity_search_result" },
      { product: ["id", "manufacturer"], product_manufacturer: ["name"] },
    );
    expect(shaped).toEqual({
      elements: [
        { id: "a1", manufacturer: { name: "Lumen", apiAlias: "product_manufacturer" }, apiAlias: "product" },
      ],
      apiAlias: "dal_entity_search_result",
    });
  });

  it("associations carry their own criteria (filter, sort, limit) and load missing ones", () => {
    const country = { id: "de", name: "Germany" };
    const states = [
      { id: "s1", name: "Saxony", shortCode: "DE-SN" },
      { id: "s2", name: "Bavaria", shortCode: "DE-BY" },
      { id: "s3", name: "Berlin", shortCode: "DE-BE" },
    ];
    const criteria: Criteria = parseCriteria({
      associations: {
        states: {
          filter: [{ type: "prefix", field: "name", value: "b" }],
          sort: [{ field: "name" }],
          limit: 1,
        },
      },
    });
    const loaded = withAssociations(country, criteria.associations, (name) =>
      name === "states" ? states : undefined,
    );
    expect(loaded).toEqual({ ...country, states: [states[1]] });
    expect(country).not.toHaveProperty("states");
  });

  it("GET _criteria is base64url(gzip(JSON)); plain query params nest like PHP's", () => {
    const encoded = gzipSync(
      JSON.stringify({ limit: 2, filter: [{ type: "equals", field: "active", value: true }] }),
    ).toString("base64url");
    expect(parseCriteria(criteriaPayload({ _criteria: [encoded] }, {}))).toMatchObject({
      limit: 2,
      filter: [{ type: "equals", field: "active", value: true }],
    });
    const plain = criteriaPayload(
      {
        limit: ["5"],
        "filter[0][type]": ["contains"],
        "filter[0][field]": ["name"],
        "filter[0][value]": ["amp"],
      },
      {},
    );
    expect(ids(plain)).toEqual(["a1", "a2"]);
    expect(pointerOf(() => criteriaPayload({ _criteria: ["%%%"] }, {}))).toBe("/_criteria");
  });
});
