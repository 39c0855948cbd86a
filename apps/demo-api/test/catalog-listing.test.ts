import { describe, expect, it } from "vitest";
import { applyIncludes } from "../src/criteria/index.js";
import { categoryId, optionId, PROPERTY_GROUP_IDS } from "../src/seed/catalogue.js";
import { DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { firstError, useTestApi } from "./commerce-app.js";

type Product = {
  id: string;
  parentId: string | null;
  name: string;
  manufacturerId: string;
  propertyIds: string[];
  optionIds: string[];
  ratingAverage: number | null;
  shippingFree: boolean;
  calculatedCheapestPrice: { unitPrice: number };
  sales: number;
};

const api = useTestApi();
const lamps = categoryId("lamps");
const clothing = categoryId("clothing");
const tShirts = categoryId("t-shirts");

/** Every product of a category (limit 100 covers each seeded category). */
async function all(category: string, extra: Record<string, unknown> = {}): Promise<Product[]> {
  const response = await api.request("POST", `/product-listing/${category}`, {
    body: { limit: 100, ...extra },
  });
  expect(response.status).toBe(200);
  return response.body.elements;
}

const ids = (products: Product[]) => products.map((product) => product.id).sort();

describe("product listing", () => {
  it("lists the seeded products of a category and of its sub-categories", async () => {
    const { rows } = await api.db.query<{ count: number }>(
      `select count(*)::int as count from product_category pc join product p on p.id = pc.product_id
       where p.parent_id is null and pc.category_id in (select id from category where id = $1 or parent_id = $1)`,
      [clothing],
    );
    const response = await api.request("POST", `/product-listing/${clothing}`, { body: {} });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(rows[0]?.count);
    expect(response.body.total).toBeGreaterThan(30);
    expect(response.body.limit).toBe(24);
    expect(response.body.page).toBe(1);
    expect(response.body.elements).toHaveLength(24);
    expect(response.body.apiAlias).toBe("product_listing");
    expect(response.body.currentFilters.navigationId).toBe(clothing);
    expect(response.body.availableSortings.map((sorting: { key: string }) => sorting.key)).toEqual([
      "name-asc",
      "name-desc",
      "price-asc",
      "price-desc",
      "topseller",
    ]);
    const first = response.body.elements[0];
    expect(first.calculatedPrice.totalPrice).toBeGreaterThan(0);
    expect(first.cover.media.url).toMatch(
      /^http:\/\/127\.0\.0\.1:8787\/store-api\/_media\/[0-9a-f]{32}\/original\//,
    );
  });

  it("a variant family is one entry, shown by a buyable variant", async () => {
    const products = await all(tShirts);
    const tee = products.filter((product) => product.parentId === DEMO_PRODUCT_IDS.variantParent);
    expect(tee).toHaveLength(1);
    expect(tee[0]?.optionIds).toHaveLength(2);
  });

  it("pages with p and limit", async () => {
    const everything = await all(clothing, { order: "name-asc" });
    const page2 = await api.request("POST", `/product-listing/${clothing}`, {
      body: { p: 2, limit: 5, order: "name-asc" },
    });
    expect(page2.body.page).toBe(2);
    expect(page2.body.limit).toBe(5);
    expect(page2.body.total).toBe(everything.length);
    expect(ids(page2.body.elements)).toEqual(ids(everything.slice(5, 10)));
    const beyond = await api.request("POST", `/product-listing/${clothing}`, { body: { p: 99, limit: 24 } });
    expect(beyond.body.elements).toEqual([]);
    expect(beyond.body.total).toBe(everything.length);
  });

  it("sorts by name, price and topseller", async () => {
    const byName = await all(clothing, { order: "name-asc" });
    const names = byName.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    const byNameDesc = await all(clothing, { order: "name-desc" });
    expect(byNameDesc.map((product) => product.name)).toEqual([...names].reverse());
    const prices = (await all(clothing, { order: "price-asc" })).map(
      (product) => product.calculatedCheapestPrice.unitPrice,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices[prices.length - 1] as number);
    const pricesDesc = (await all(clothing, { order: "price-desc" })).map(
      (product) => product.calculatedCheapestPrice.unitPrice,
    );
    expect(pricesDesc).toEqual([...prices].sort((a, b) => b - a));
    const top = await api.request("POST", `/product-listing/${lamps}`, {
      body: { order: "topseller", limit: 100 },
    });
    const sales = top.body.elements.map((product: Product) => product.sales);
    expect(sales).toEqual([...sales].sort((a: number, b: number) => b - a));
    expect(top.body.sorting).toBe("topseller");
  });

  it("rejects an unknown sorting with a 400", async () => {
    const response = await api.request("POST", `/product-listing/${clothing}`, {
      body: { order: "cheapest-first" },
    });
    expect(response.status).toBe(400);
    expect(firstError(response).code).toBe("PRODUCT_SORTING_NOT_FOUND");
  });

  it("filters by manufacturer (ids joined by |)", async () => {
    const products = await all(lamps);
    const [a, b] = [...new Set(products.map((product) => product.manufacturerId))];
    const filtered = await all(lamps, { manufacturer: `${a}|${b}` });
    expect(filtered.length).toBeGreaterThan(0);
    expect(ids(filtered)).toEqual(
      ids(products.filter((product) => product.manufacturerId === a || product.manufacturerId === b)),
    );
    expect(filtered.length).toBeLessThan(products.length);
  });

  it("filters by properties: options of one group OR, different groups AND", async () => {
    const products = await all(lamps);
    const colours = [...new Set(products.flatMap((product) => product.propertyIds))].filter((id) =>
      products.some((product) => product.propertyIds.includes(id)),
    );
    const [first, second] = colours;
    const either = await all(lamps, { properties: `${first}|${second}` });
    expect(ids(either)).toEqual(
      ids(
        products.filter(
          (product) =>
            product.propertyIds.includes(first as string) || product.propertyIds.includes(second as string),
        ),
      ),
    );
    const ceramic = optionId("material", "Ceramic");
    const snow = optionId("colour", "snow");
    const both = await all(lamps, { properties: `${ceramic}|${snow}` });
    expect(ids(both)).toEqual(
      ids(
        products.filter(
          (product) => product.propertyIds.includes(ceramic) && product.propertyIds.includes(snow),
        ),
      ),
    );
  });

  it("finds a variant family by the colour of one of its variants", async () => {
    const coral = await all(tShirts, { properties: optionId("colour", "coral") });
    expect(coral.some((product) => product.parentId === DEMO_PRODUCT_IDS.variantParent)).toBe(true);
    const lilac = await all(tShirts, { properties: optionId("colour", "lilac") });
    expect(lilac.some((product) => product.parentId === DEMO_PRODUCT_IDS.variantParent)).toBe(false);
  });

  it("filters by price range, rating and shipping-free", async () => {
    const products = await all(clothing);
    const inRange = await all(clothing, { "min-price": 30, "max-price": 60 });
    expect(ids(inRange)).toEqual(
      ids(
        products.filter(
          (product) =>
            product.calculatedCheapestPrice.unitPrice >= 30 &&
            product.calculatedCheapestPrice.unitPrice <= 60,
        ),
      ),
    );
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(products.length);
    const rated = await all(clothing, { rating: 4 });
    expect(ids(rated)).toEqual(ids(products.filter((product) => (product.ratingAverage ?? 0) >= 4)));
    expect(rated.length).toBeGreaterThan(0);
    const free = await all(clothing, { "shipping-free": true });
    expect(ids(free)).toEqual(ids(products.filter((product) => product.shippingFree)));
    expect(free.length).toBeGreaterThan(0);
  });

  it("accepts the parameters in the query string like in the body", async () => {
    const viaBody = await api.request("POST", `/product-listing/${clothing}`, {
      body: { order: "price-asc", limit: 7, p: 2, "min-price": 20, "shipping-free": "1" },
    });
    const viaQuery = await api.request(
      "POST",
      `/product-listing/${clothing}?order=price-asc&limit=7&p=2&min-price=20&shipping-free=1`,
    );
    const viaGet = await api.request(
      "GET",
      `/product-listing/${clothing}?order=price-asc&limit=7&p=2&min-price=20&shipping-free=1`,
    );
    expect(viaQuery.body.total).toBe(viaBody.body.total);
    expect(ids(viaQuery.body.elements)).toEqual(ids(viaBody.body.elements));
    expect(ids(viaGet.body.elements)).toEqual(ids(viaBody.body.elements));
    expect(viaBody.body.currentFilters["shipping-free"]).toBe(true);
    expect(viaBody.body.currentFilters.price).toEqual({ min: 20, max: 0 });
  });

  it("answers the aggregations keyed by filter name", async () => {
    const products = await all(lamps);
    const response = await api.request("POST", `/product-listing/${lamps}`, { body: {} });
    const { aggregations } = response.body;
    expect(Object.keys(aggregations).sort()).toEqual([
      "manufacturer",
      "price",
      "properties",
      "rating",
      "shipping-free",
    ]);
    expect(aggregations.manufacturer.entities.map((entity: { id: string }) => entity.id).sort()).toEqual(
      [...new Set(products.map((product) => product.manufacturerId))].sort(),
    );
    const prices = products.map((product) => product.calculatedCheapestPrice.unitPrice);
    expect(aggregations.price.min).toBe(Math.min(...prices));
    expect(aggregations.price.max).toBe(Math.max(...prices));
    expect(aggregations.rating.max).toBe(Math.max(...products.map((product) => product.ratingAverage ?? 0)));
    expect(aggregations["shipping-free"].max).toBe(products.some((product) => product.shippingFree) ? 1 : 0);
    const colourGroup = aggregations.properties.entities.find(
      (group: { id: string }) => group.id === PROPERTY_GROUP_IDS.colour,
    );
    expect(colourGroup.displayType).toBe("color");
    const swatch = colourGroup.options.find((option: { colorHexCode: string | null }) => option.colorHexCode);
    expect(swatch.colorHexCode).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("offers colour swatches with a hex value and with an image", async () => {
    const home = await api.request("POST", "/product-listing/main-navigation", { body: { limit: 1 } });
    const colours = home.body.aggregations.properties.entities.find(
      (group: { id: string }) => group.id === PROPERTY_GROUP_IDS.colour,
    );
    const withImage = colours.options.filter(
      (option: { media: { url: string } | null }) => option.media?.url,
    );
    expect(withImage.map((option: { name: string }) => option.name).sort()).toEqual([
      "Breton stripes",
      "Gingham",
      "Polka dots",
    ]);
    expect(
      colours.options.filter((option: { colorHexCode: string | null }) => option.colorHexCode).length,
    ).toBeGreaterThan(8);
  });

  it("only-aggregations answers without products, no-aggregations without aggregations", async () => {
    const only = await api.request("POST", `/product-listing/${lamps}`, { body: { "only-aggregations": 1 } });
    expect(only.body.elements).toEqual([]);
    expect(only.body.aggregations.manufacturer.entities.length).toBeGreaterThan(0);
    const none = await api.request("POST", `/product-listing/${lamps}`, { body: { "no-aggregations": 1 } });
    expect(none.body.aggregations).toEqual([]);
    expect(none.body.elements.length).toBeGreaterThan(0);
  });

  it("reduce-aggregations applies the other filters to each aggregation", async () => {
    const products = await all(lamps);
    const manufacturer = products[0]?.manufacturerId as string;
    const full = await api.request("POST", `/product-listing/${lamps}`, {
      body: { manufacturer, "only-aggregations": 1 },
    });
    const reduced = await api.request("POST", `/product-listing/${lamps}`, {
      body: { manufacturer, "only-aggregations": 1, "reduce-aggregations": 1 },
    });
    const ownProducts = products.filter((product) => product.manufacturerId === manufacturer);
    const expectedOptions = [...new Set(ownProducts.flatMap((product) => product.propertyIds))].sort();
    const reducedOptions = reduced.body.aggregations.properties.entities
      .flatMap((group: { options: { id: string }[] }) => group.options.map((option) => option.id))
      .sort();
    expect(reducedOptions).toEqual(expectedOptions);
    const fullOptions = full.body.aggregations.properties.entities.flatMap(
      (group: { options: unknown[] }) => group.options,
    );
    expect(fullOptions.length).toBeGreaterThan(reducedOptions.length);
    // The manufacturer aggregation ignores its own filter: every manufacturer stays selectable.
    expect(reduced.body.aggregations.manufacturer.entities.length).toBe(
      full.body.aggregations.manufacturer.entities.length,
    );
    expect(reduced.body.aggregations.price.max).toBe(
      Math.max(...ownProducts.map((product) => product.calculatedCheapestPrice.unitPrice)),
    );
  });

  it("answers 404 for an unknown category and 400 for a malformed id or bad parameters", async () => {
    const unknown = await api.request("POST", `/product-listing/${"a".repeat(32)}`, { body: {} });
    expect(unknown.status).toBe(404);
    expect(firstError(unknown).code).toBe("CONTENT__CATEGORY_NOT_FOUND");
    const malformed = await api.request("POST", "/product-listing/not-an-id", { body: {} });
    expect(malformed.status).toBe(400);
    const limit = await api.request("POST", `/product-listing/${lamps}`, { body: { limit: 1000 } });
    expect(limit.status).toBe(400);
    expect(firstError(limit).source?.pointer).toBe("/limit");
    const page = await api.request("POST", `/product-listing/${lamps}`, { body: { p: "two" } });
    expect(page.status).toBe(400);
    const price = await api.request("POST", `/product-listing/${lamps}`, { body: { "min-price": -5 } });
    expect(price.status).toBe(400);
    const overlong = await api.request("POST", `/product-listing/${lamps}`, {
      body: { manufacturer: "x".repeat(5000) },
    });
    expect(overlong.status).toBe(400);
    expect(firstError(overlong).source?.pointer).toBe("/manufacturer");
  });
});

describe("search", () => {
  it("finds products by name and sorts by score", async () => {
    const response = await api.request("POST", "/search", { body: { search: "Espresso" } });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThan(0);
    expect(response.body.sorting).toBe("score");
    expect(response.body.currentFilters.search).toBe("Espresso");
    expect(response.body.availableSortings[0].key).toBe("score");
    for (const product of response.body.elements) {
      expect(`${product.name} ${product.productNumber}`.toLowerCase()).toContain("espresso");
    }
    expect(response.body.elements.map((product: Product) => product.id)).toContain(
      DEMO_PRODUCT_IDS.tierPrices,
    );
  });

  it("takes the listing filters too", async () => {
    const everything = await api.request("POST", "/search", { body: { search: "lamp", limit: 100 } });
    const free = await api.request("POST", "/search", {
      body: { search: "lamp", limit: 100, "shipping-free": 1 },
    });
    expect(free.body.total).toBe(
      everything.body.elements.filter((product: Product) => product.shippingFree).length,
    );
    expect(free.body.total).toBeLessThan(everything.body.total);
  });

  it("requires a search term", async () => {
    const missing = await api.request("POST", "/search", { body: {} });
    expect(missing.status).toBe(400);
    expect(firstError(missing).source?.pointer).toBe("/search");
    const wrongType = await api.request("POST", "/search", { body: { search: 42 } });
    expect(wrongType.status).toBe(400);
    const overlong = await api.request("POST", "/search", { body: { search: "x".repeat(300) } });
    expect(overlong.status).toBe(400);
  });

  it("suggests at most 10 products without aggregations or sortings", async () => {
    const response = await api.request("POST", "/search-suggest", { body: { search: "tee" } });
    expect(response.status).toBe(200);
    expect(response.body.elements.length).toBeGreaterThan(0);
    expect(response.body.elements.length).toBeLessThanOrEqual(10);
    expect(response.body.aggregations).toEqual([]);
    expect(response.body.availableSortings).toEqual([]);
    const none = await api.request("POST", "/search-suggest", { body: { search: "zzzqqq" } });
    expect(none.body.total).toBe(0);
    expect(none.body.elements).toEqual([]);
  });
});

describe("product listing with includes", () => {
  const includes = {
    product: ["id", "name", "translated", "cover", "calculatedPrice", "availableStock"],
    media: ["id", "url"],
    calculated_price: ["unitPrice"],
  };

  it("answers what the whole listing answers, each object keeping only its included fields", async () => {
    const body = { limit: 24, order: "price-asc", manufacturer: "" };
    const whole = await api.request("POST", `/product-listing/${clothing}`, { body });
    const shaped = await api.request("POST", `/product-listing/${clothing}`, { body: { ...body, includes } });
    expect(shaped.status).toBe(200);
    expect(shaped.body).toEqual(applyIncludes(whole.body, includes));
    const product = shaped.body.elements[0];
    expect(Object.keys(product).sort()).toEqual([...includes.product, "apiAlias"].sort());
    expect(Object.keys(product.cover.media).sort()).toEqual(["apiAlias", "id", "url"]);
  });
});
