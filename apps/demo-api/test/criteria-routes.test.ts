/**
 * Criteria on the search routes (issue 15 item 4, and the criteria shapes of item 5): each feature through a real
 * route, every 200 answer validated against the official Store API schema.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { categoryId, PROPERTY_GROUP_IDS } from "../src/seed/catalogue.js";
import { COUNTRY_IDS, DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { firstError, IDS, type Json, loginDemo, useTestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();
const tee = DEMO_PRODUCT_IDS.variantParent;
const clothing = categoryId("clothing");

/** A 200 answer (includes drop required fields on purpose, so those answers are not schema-checked). */
async function shaped(path: string, body: unknown): Promise<Json> {
  const response = await api.request("POST", path, { body });
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return response.body;
}

/** A request whose 200 answer must match the schema of its operation. */
async function valid(method: "GET" | "POST", path: string, template: string, body?: unknown): Promise<Json> {
  const response = await api.request(method, path, body === undefined ? {} : { body });
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  expectResponseMatchesSchema(method, template, 200, response.body);
  return response.body;
}

const idsOf = (result: Json) => (result.elements as Json[]).map((element) => element.id as string);

describe("criteria filters on any field of the entity's schema", () => {
  it("filters equals, equalsAny, contains, prefix, suffix, range, multi and not on nested paths like options.id", async () => {
    const family = await valid("POST", "/product", "/product", {
      filter: [{ type: "equals", field: "parentId", value: tee }],
      limit: 100,
    });
    const variant = (family.elements as Json[])[1] as Json;
    const optionIds = variant.optionIds as string[];
    const byOption = await valid("POST", "/product", "/product", {
      filter: [
        { type: "equalsAny", field: "options.id", value: optionIds },
        {
          type: "multi",
          operator: "and",
          queries: optionIds.map((id) => ({ type: "equals", field: "optionIds", value: id })),
        },
      ],
    });
    expect(idsOf(byOption)).toEqual([variant.id]);

    const manufacturer = (variant.manufacturer as Json).name as string;
    const contains = await valid("POST", "/product", "/product", {
      filter: [
        { type: "contains", field: "manufacturer.name", value: manufacturer.slice(1, 4).toUpperCase() },
        { type: "prefix", field: "product.productNumber", value: String(variant.productNumber).slice(0, 3) },
        { type: "suffix", field: "productNumber", value: String(variant.productNumber).slice(-3) },
      ],
    });
    expect(idsOf(contains)).toContain(variant.id);

    const ranged = await valid("POST", "/product", "/product", {
      filter: [
        { type: "range", field: "calculatedCheapestPrice.unitPrice", parameters: { gte: 20, lt: 50 } },
      ],
      limit: 100,
    });
    expect(ranged.elements.length).toBeGreaterThan(0);
    for (const product of ranged.elements as Json[]) {
      expect(product.calculatedCheapestPrice.unitPrice).toBeGreaterThanOrEqual(20);
      expect(product.calculatedCheapestPrice.unitPrice).toBeLessThan(50);
    }

    const notTee = await valid("POST", "/product", "/product", {
      filter: [
        {
          type: "not",
          operator: "or",
          queries: [
            { type: "equals", field: "parentId", value: tee },
            { type: "equals", field: "id", value: tee },
          ],
        },
        {
          type: "multi",
          operator: "or",
          queries: [{ type: "equals", field: "properties.group.id", value: PROPERTY_GROUP_IDS.colour }],
        },
      ],
      limit: 100,
    });
    expect(idsOf(notTee)).not.toContain(variant.id);
    expect(notTee.elements.length).toBeGreaterThan(0);
  });

  it("an unknown field or filter type answers 400 with a pointer, never 500", async () => {
    const field = await api.request("POST", "/product", {
      body: { filter: [{ type: "equals", field: "nope", value: 1 }] },
    });
    expect(field.status).toBe(400);
    expect(firstError(field).source?.pointer).toBe("/filter/0/field");
    const type = await api.request("POST", `/product-listing/${clothing}`, {
      body: { filter: [{ type: "fuzzy", field: "name", value: "x" }] },
    });
    expect(type.status).toBe(400);
    expect(firstError(type).source?.pointer).toBe("/filter/0/type");
    const listingField = await api.request("POST", `/product-listing/${clothing}`, {
      body: { "post-filter": [{ type: "range", field: "properties.nope", parameters: { gt: 1 } }] },
    });
    expect(listingField.status).toBe(400);
    expect(firstError(listingField).source?.pointer).toBe("/post-filter/0/field");
    const sort = await api.request("POST", "/category", { body: { sort: [{ field: "nope" }] } });
    expect(sort.status).toBe(400);
    expect(firstError(sort).source?.pointer).toBe("/sort/0/field");
  });
});

describe("criteria sort, term, paging and total-count-mode", () => {
  it("sorts by field, order and naturalSorting, several sortings in turn", async () => {
    const sorted = await valid("POST", "/product", "/product", {
      filter: [{ type: "equals", field: "parentId", value: null }],
      sort: [
        { field: "calculatedCheapestPrice.unitPrice", order: "DESC" },
        { field: "name", order: "ASC", naturalSorting: true },
      ],
      limit: 30,
    });
    const prices = (sorted.elements as Json[]).map(
      (product) => product.calculatedCheapestPrice.unitPrice as number,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("term searches the entities and total follows the total-count-mode (none, exact, next-pages)", async () => {
    const term = await valid("POST", "/product", "/product", { term: "lamp", limit: 50 });
    expect(term.elements.length).toBeGreaterThan(0);
    for (const product of term.elements as Json[])
      expect(JSON.stringify(product).toLowerCase()).toContain("lamp");

    const exact = await valid("POST", "/product", "/product", { limit: 2, "total-count-mode": "exact" });
    const none = await valid("POST", "/product", "/product", { limit: 2, "total-count-mode": "none" });
    const next = await valid("POST", "/product", "/product", { limit: 2, "total-count-mode": 2 });
    expect(exact.total).toBeGreaterThan(20);
    expect(none.total).toBe(2);
    expect(next.total).toBe(13);
    const second = await valid("POST", "/product", "/product", { limit: 2, page: 2 });
    expect(second.page).toBe(2);
    expect(idsOf(second)).not.toEqual(idsOf(exact));
  });

  it("the product listing and search answer the exact total whatever total-count-mode asks, as Shopware's PagingListingProcessor sets it", async () => {
    // Shopware: src/Core/Content/Product/SalesChannel/Listing/Processor/PagingListingProcessor.php, prepare():
    // $criteria->setTotalCountMode(Criteria::TOTAL_COUNT_MODE_EXACT); the listing's pagination relies on it.
    for (const [path, template, extra] of [
      [`/product-listing/${clothing}`, "/product-listing/{categoryId}", {}],
      ["/search", "/search", { search: "shirt" }],
    ] as const) {
      const exact = await valid("POST", path, template, { ...extra, limit: 1 });
      expect(exact.total).toBeGreaterThan(2);
      for (const mode of ["none", "next-pages", 0, 2]) {
        const answer = await valid("POST", path, template, { ...extra, limit: 1, "total-count-mode": mode });
        expect(answer.total).toBe(exact.total);
        expect(answer.elements).toHaveLength(1);
      }
    }
  });

  it("GET requests take the criteria from _criteria (base64url of gzipped JSON) and from plain query params", async () => {
    const criteria = { limit: 3, filter: [{ type: "equals", field: "parentId", value: tee }] };
    const encoded = gzipSync(JSON.stringify(criteria)).toString("base64url");
    const compressed = await valid("GET", `/product?_criteria=${encoded}`, "/product");
    expect(compressed.elements).toHaveLength(3);
    expect((compressed.elements as Json[]).every((product) => product.parentId === tee)).toBe(true);
    const plain = await valid(
      "GET",
      `/product?limit=2&filter[0][type]=equals&filter[0][field]=parentId&filter[0][value]=${tee}`,
      "/product",
    );
    expect((plain.elements as Json[]).map((product) => product.parentId)).toEqual([tee, tee]);
  });
});

describe("criteria includes, associations and aggregations", () => {
  it("includes keep only the listed fields per apiAlias, on the listing too", async () => {
    const result = await shaped("/product", {
      limit: 2,
      includes: { product: ["id", "name", "manufacturer"], product_manufacturer: ["name"] },
    });
    for (const product of result.elements as Json[]) {
      expect(["apiAlias", "id", "manufacturer", "name"]).toEqual(
        expect.arrayContaining(Object.keys(product)),
      );
      expect(product).toMatchObject({
        apiAlias: "product",
        id: expect.any(String),
        name: expect.any(String),
      });
      if (product.manufacturer)
        expect(Object.keys(product.manufacturer).sort()).toEqual(["apiAlias", "name"]);
    }
    const listing = await api.request("POST", `/product-listing/${clothing}`, {
      body: { limit: 2, includes: { product: ["id"], product_listing: ["elements", "total"] } },
    });
    expect(listing.body).toEqual({
      elements: listing.body.elements,
      total: listing.body.total,
      apiAlias: "product_listing",
    });
    expect(Object.keys(listing.body.elements[0]).sort()).toEqual(["apiAlias", "id"]);
  });

  it("associations load with their own criteria: country.states with filter, sort and limit", async () => {
    const plain = await valid("POST", "/country", "/country", {});
    expect((plain.elements as Json[])[0]).not.toHaveProperty("states");
    const countries = await valid("POST", "/country", "/country", {
      filter: [{ type: "equals", field: "id", value: COUNTRY_IDS.DE }],
      associations: {
        states: {
          filter: [{ type: "prefix", field: "name", value: "B" }],
          sort: [{ field: "name", order: "DESC" }],
          limit: 2,
        },
      },
    });
    const germany = (countries.elements as Json[])[0] as Json;
    expect(germany.id).toBe(COUNTRY_IDS.DE);
    const states = await valid("POST", `/country-state/${COUNTRY_IDS.DE}`, "/country-state/{countryId}", {});
    const expected = (states.elements as Json[])
      .map((state) => state.name as string)
      .filter((name) => name.startsWith("B"))
      .sort((a, b) => b.localeCompare(a, "en"))
      .slice(0, 2);
    expect(expected).toHaveLength(2);
    expect((germany.states as Json[]).map((state) => state.name)).toEqual(expected);
  });

  it("aggregations (terms with nested aggregation, entity, min, max, avg, sum, count, stats, filter) in Shopware's shape", async () => {
    const result = await valid("POST", "/product", "/product", {
      filter: [{ type: "equals", field: "parentId", value: null }],
      limit: 1,
      "total-count-mode": "exact",
      aggregations: [
        {
          name: "makers",
          type: "terms",
          field: "manufacturerId",
          limit: 3,
          aggregation: { name: "cheapest", type: "min", field: "calculatedCheapestPrice.unitPrice" },
        },
        { name: "brands", type: "entity", field: "manufacturerId", definition: "product_manufacturer" },
        { name: "low", type: "min", field: "calculatedCheapestPrice.unitPrice" },
        { name: "high", type: "max", field: "calculatedCheapestPrice.unitPrice" },
        { name: "mean", type: "avg", field: "calculatedCheapestPrice.unitPrice" },
        { name: "sum", type: "sum", field: "stock" },
        { name: "count", type: "count", field: "id" },
        { name: "stock", type: "stats", field: "stock" },
        {
          name: "free",
          type: "filter",
          filter: [{ type: "equals", field: "shippingFree", value: true }],
          aggregation: { name: "freeCount", type: "count", field: "id" },
        },
      ],
    });
    const aggregations = result.aggregations as Json;
    expect(aggregations.makers.buckets).toHaveLength(3);
    expect(aggregations.makers.buckets[0]).toMatchObject({
      apiAlias: "aggregation_bucket",
      cheapest: { apiAlias: "cheapest_aggregation" },
    });
    expect(aggregations.makers.apiAlias).toBe("makers_aggregation");
    expect(aggregations.brands.entities[0].apiAlias).toBe("product_manufacturer");
    expect(aggregations.low.min).toBeLessThanOrEqual(aggregations.mean.avg);
    expect(aggregations.high.max).toBeGreaterThanOrEqual(aggregations.mean.avg);
    expect(aggregations.count.count).toBe(result.total);
    expect(aggregations.stock).toMatchObject({ sum: aggregations.sum.sum, apiAlias: "stock_aggregation" });
    expect(aggregations.freeCount.count).toBeLessThan(aggregations.count.count);
  });

  it("post-filter narrows the elements but not the aggregations, on the product listing", async () => {
    const all = await valid("POST", `/product-listing/${clothing}`, "/product-listing/{categoryId}", {
      limit: 100,
      aggregations: [{ name: "everything", type: "count", field: "id" }],
    });
    const narrowed = await valid("POST", `/product-listing/${clothing}`, "/product-listing/{categoryId}", {
      limit: 100,
      "post-filter": [{ type: "equals", field: "shippingFree", value: true }],
      aggregations: [{ name: "everything", type: "count", field: "id" }],
    });
    expect(narrowed.total).toBeLessThan(all.total);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.aggregations.everything).toEqual(all.aggregations.everything);
    expect(narrowed.aggregations.manufacturer).toEqual(all.aggregations.manufacturer);
    const filtered = await valid("POST", `/product-listing/${clothing}`, "/product-listing/{categoryId}", {
      limit: 100,
      filter: [{ type: "equals", field: "shippingFree", value: true }],
      aggregations: [{ name: "everything", type: "count", field: "id" }],
    });
    expect(filtered.total).toBe(narrowed.total);
    expect(filtered.aggregations.everything.count).toBe(narrowed.total);
  });
});

describe("variant-option filters preview the matching variant", () => {
  it("a listing filtered by a variant option previews the variant that matches it (Shopware shows the matching variant)", async () => {
    const plain = await valid("POST", `/product-listing/${clothing}`, "/product-listing/{categoryId}", {
      limit: 100,
    });
    const shown = (plain.elements as Json[]).find((product) => product.parentId === tee) as Json;
    const family = await valid("POST", "/product", "/product", {
      filter: [{ type: "equals", field: "parentId", value: tee }],
      limit: 100,
    });
    const colourOf = (product: Json) =>
      (product.options as Json[]).find((option) => option.groupId === PROPERTY_GROUP_IDS.colour)
        ?.id as string;
    const other = (family.elements as Json[]).find(
      (variant) => colourOf(variant) !== colourOf(shown),
    ) as Json;
    const colour = colourOf(other);

    const byProperties = await valid(
      "POST",
      `/product-listing/${clothing}`,
      "/product-listing/{categoryId}",
      {
        limit: 100,
        properties: colour,
      },
    );
    const preview = (byProperties.elements as Json[]).find((product) => product.parentId === tee) as Json;
    expect(preview.optionIds).toContain(colour);

    const byFilter = await valid("POST", `/product-listing/${clothing}`, "/product-listing/{categoryId}", {
      limit: 100,
      filter: [{ type: "equals", field: "options.id", value: colour }],
    });
    const filtered = (byFilter.elements as Json[]).find((product) => product.parentId === tee) as Json;
    expect(filtered.optionIds).toContain(colour);
  });
});

describe("criteria on the category, salutation and method lists", () => {
  it("category list, salutations, shipping and payment methods honour filter, sort, limit and includes", async () => {
    const criteria = {
      filter: [{ type: "equals", field: "level", value: 2 }],
      sort: [{ field: "name", order: "DESC" }],
      limit: 3,
      "total-count-mode": "exact",
    };
    const categories = await valid("POST", "/category", "/category", criteria);
    const included = await shaped("/category", { ...criteria, includes: { category: ["id", "name"] } });
    const names = (categories.elements as Json[]).map((category) => category.name as string);
    expect(names).toEqual([...names].sort().reverse());
    expect(categories.total).toBeGreaterThan(3);
    expect(included.elements).toEqual(
      (categories.elements as Json[]).map((category) => ({
        id: category.id,
        name: category.name,
        apiAlias: "category",
      })),
    );

    const salutations = await valid("POST", "/salutation", "/salutation", {
      filter: [{ type: "equals", field: "salutationKey", value: "mrs" }],
    });
    expect((salutations.elements as Json[]).map((salutation) => salutation.salutationKey)).toEqual(["mrs"]);

    for (const path of ["/shipping-method", "/payment-method"]) {
      const methods = await valid("POST", path, path, { sort: [{ field: "name", order: "DESC" }], limit: 1 });
      expect(methods.elements).toHaveLength(1);
      const all = await valid("POST", path, path, {});
      const sortedNames = (all.elements as Json[])
        .map((method) => method.name as string)
        .sort()
        .reverse();
      expect((methods.elements as Json[])[0]?.name).toBe(sortedNames[0]);
    }
  });
});

describe("criteria on the customer's order list", () => {
  it("the order list honours filter, sort, limit and includes over the customer's own orders", async () => {
    const token = await loginDemo(api);
    const placed: Json[] = [];
    for (const quantity of [1, 2]) {
      await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", referencedId: IDS.shirt, quantity }] },
      });
      const order = await api.request("POST", "/checkout/order", { token, body: {} });
      expect(order.status).toBe(200);
      placed.push(order.body);
    }
    const numbers = placed.map((order) => order.orderNumber as string);
    const criteria = {
      filter: [{ type: "equalsAny", field: "orderNumber", value: numbers }],
      sort: [{ field: "amountTotal", order: "DESC" }],
      limit: 1,
    };
    const response = await api.request("POST", "/order", { token, body: criteria });
    expect(response.status).toBe(200);
    expectResponseMatchesSchema("POST", "/order", 200, response.body);
    expect(response.body.orders.total).toBe(2);
    expect(response.body.orders.elements.map((order: Json) => order.orderNumber)).toEqual([numbers[1]]);
    const included = await api.request("POST", "/order", {
      token,
      body: { ...criteria, includes: { order: ["orderNumber"] } },
    });
    expect(included.body.orders.elements).toEqual([{ orderNumber: numbers[1], apiAlias: "order" }]);
  });
});
