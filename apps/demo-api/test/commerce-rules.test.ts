/**
 * Revenue rules that a shopper could cut from the cart form (issue 16, items 1 and 2) and the commerce defects of
 * issue 17, item 11: promotions apply once, purchase rules hold per product, orders take stock, the chosen state
 * is stored, method lists are not stale.
 */
import { describe, expect, it } from "vitest";
import { forgetCachedCarts } from "../src/commerce/store.js";
import { createTestApi, guestToken, IDS, type Json, loginDemo, useTestApi } from "./commerce-app.js";

/** Alba Throw Pillow: a closeout with 12 pieces in stock (seed). */
const CLOSEOUT_12 = "e01b76da73428fcc8ce5d244d1e0a94b";

const api = useTestApi();

async function add(token: string, items: Json[]) {
  return api.request("POST", "/checkout/cart/line-item", { token, body: { items } });
}

function productQuantity(cart: Json, productId: string): number {
  return (cart.lineItems as Json[])
    .filter((line) => line.type === "product" && line.referencedId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

function promotionLines(cart: Json): Json[] {
  return (cart.lineItems as Json[]).filter((line) => line.type === "promotion");
}

let customerCount = 0;
/** Registers a fresh customer with a German address and answers their token. */
async function newCustomer(): Promise<string> {
  customerCount += 1;
  const response = await api.request("POST", "/account/register", {
    token: await guestToken(api),
    body: {
      email: `rules-${customerCount}-${Date.now()}@example.com`,
      password: "secret-pass",
      firstName: "Rita",
      lastName: "Rules",
      billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
    },
  });
  if (response.status !== 200 || !response.token) throw new Error(JSON.stringify(response.body));
  return response.token;
}

describe("promotion codes apply once, whatever the spelling or the number of requests (issue 16.1)", () => {
  it("VITRINE10, vitrine10, Vitrine10 and ' vitrine10 ' in one request are one promotion of 10 %", async () => {
    const token = await guestToken(api);
    await add(token, [{ type: "product", referencedId: IDS.shirt, quantity: 1 }]);
    const plain = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const goods = plain.price.positionPrice as number;
    const response = await add(
      token,
      ["VITRINE10", "vitrine10", "Vitrine10", " vitrine10 ", "vItRiNe10"].map((code) => ({
        type: "promotion",
        referencedId: code,
      })),
    );
    expect(response.status).toBe(200);
    const cart = response.body as Json;
    expect(promotionLines(cart)).toHaveLength(1);
    expect(cart.price.positionPrice).toBeCloseTo(goods * 0.9, 2);
  });

  it("five separate submits of differently spelled codes still give one promotion", async () => {
    const token = await guestToken(api);
    await add(token, [{ type: "product", referencedId: IDS.shirt, quantity: 1 }]);
    let cart: Json = {};
    for (const code of ["SAVE5", "save5", "Save5", "sAVE5 ", "\tSAVE5"]) {
      cart = (await add(token, [{ type: "promotion", referencedId: code }])).body as Json;
    }
    expect(promotionLines(cart)).toHaveLength(1);
    expect(promotionLines(cart)[0]?.price.totalPrice).toBe(-5);
  });

  it("a stored cart holding one promotion under two spellings is discounted once (de-duplicated in the calculation)", async () => {
    const token = await guestToken(api);
    await add(token, [
      { type: "product", referencedId: IDS.shirt, quantity: 1 },
      { type: "promotion", referencedId: "SAVE5" },
    ]);
    // A cart written before codes were normalised: the same promotion under two more spellings and line ids.
    const older = ["save5", "Save5"].map((code, index) => ({
      id: String(index).repeat(32),
      type: "promotion",
      referencedId: code,
      quantity: 1,
      stackable: false,
      removable: true,
    }));
    await api.db.query("update commerce_cart set line_items = line_items || $2::jsonb where token = $1", [
      token,
      JSON.stringify(older),
    ]);
    forgetCachedCarts(api.db, [token]);
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const discounts = promotionLines(cart).map((line) => line.price.totalPrice);
    expect(discounts).toEqual([-5]);
  });
});

describe("purchase rules hold per product, not per line (issue 16.2)", () => {
  it("the same product under several line ids cannot pass its max purchase (3 × 3 of a max-3 product)", async () => {
    const token = await guestToken(api);
    let cart: Json = {};
    for (const id of ["line-a", "line-b", "line-c"]) {
      cart = (await add(token, [{ type: "product", id, referencedId: IDS.shirt, quantity: 3 }])).body as Json;
    }
    expect(productQuantity(cart, IDS.shirt)).toBe(3);
    expect(Object.values(cart.errors as Json).map((error) => error.messageKey)).toContain(
      "product-stock-reached",
    );
  });

  it("one request naming a product twice is checked against max purchase as a sum", async () => {
    const token = await guestToken(api);
    const response = await add(token, [
      { type: "product", id: "one", referencedId: IDS.shirt, quantity: 2 },
      { type: "product", id: "two", referencedId: IDS.shirt, quantity: 2 },
    ]);
    expect(response.status).toBe(400);
    expect((response.body as Json).errors[0].source.pointer).toBe("/items/1/quantity");
  });

  it("a closeout with stock 12 cannot be ordered 3 × 12 under three line ids", async () => {
    const token = await newCustomer();
    for (const id of ["x1", "x2", "x3"]) {
      await add(token, [{ type: "product", id, referencedId: CLOSEOUT_12, quantity: 12 }]);
    }
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(productQuantity(cart, CLOSEOUT_12)).toBe(12);
    const order = await api.request("POST", "/checkout/order", { token, body: {} });
    expect(order.status).toBe(200);
    const ordered = (order.body as Json).lineItems
      .filter((line: Json) => line.referencedId === CLOSEOUT_12)
      .reduce((sum: number, line: Json) => sum + line.quantity, 0);
    expect(ordered).toBe(12);
  });
});

describe("orders take stock (issue 16.2, issue 17.11)", () => {
  it("placing an order reduces the product's stock in the product API", async () => {
    const productId = IDS.shirt;
    const before = (await api.request("POST", `/product/${productId}`, { body: {} })).body as Json;
    // A listing with includes keeps its products' shaped texts in memory: read it once before the order.
    const listed = async () => {
      const listing = await api.request("POST", "/search", {
        body: { search: before.product.name, includes: { product: ["id", "availableStock"] } },
      });
      return (listing.body.elements as Json[]).find((product) => product.id === productId);
    };
    const stockOf = (availableStock: unknown) => ({ id: productId, availableStock, apiAlias: "product" });
    expect(await listed()).toEqual(stockOf(before.product.availableStock));
    const token = await newCustomer();
    await add(token, [{ type: "product", referencedId: productId, quantity: 2 }]);
    const order = await api.request("POST", "/checkout/order", { token, body: {} });
    expect(order.status).toBe(200);
    const after = (await api.request("POST", `/product/${productId}`, { body: {} })).body as Json;
    expect(after.product.stock).toBe(before.product.stock - 2);
    expect(after.product.availableStock).toBe(before.product.availableStock - 2);
    // The listing with includes shows the new stock too.
    expect(await listed()).toEqual(stockOf(after.product.availableStock));
  });

  it("a category listing the shop asked before shows the stock an order took", async () => {
    const productId = IDS.shirt;
    const before = (await api.request("POST", `/product/${productId}`, { body: {} })).body as Json;
    // As the shop's category page asks it (filters, sorting, SEO URLs): answered from memory the second time.
    const listed = async () => {
      const listing = await api.request("POST", `/product-listing/${before.product.categoryIds[0]}`, {
        body: { p: 1, limit: 100, order: "price-asc", "min-price": 1 },
        headers: { "sw-include-seo-urls": "1" },
      });
      expect(listing.status).toBe(200);
      return (listing.body.elements as Json[]).find((product) => product.id === productId)?.availableStock;
    };
    expect(await listed()).toBe(before.product.availableStock);
    expect(await listed()).toBe(before.product.availableStock);
    const token = await newCustomer();
    await add(token, [{ type: "product", referencedId: productId, quantity: 3 }]);
    expect((await api.request("POST", "/checkout/order", { token, body: {} })).status).toBe(200);
    expect(await listed()).toBe(before.product.availableStock - 3);
  });

  it("a closeout is never oversold, also under parallel orders", async () => {
    // A fresh API: the closeout has its seeded 12 pieces.
    const own = await createTestApi();
    try {
      const shoppers: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await own.request("POST", "/account/register", {
          token: (await own.request("GET", "/checkout/cart")).token ?? undefined,
          body: {
            email: `parallel-${index}-${Date.now()}@example.com`,
            password: "secret-pass",
            firstName: "Pat",
            lastName: "Parallel",
            billingAddress: { street: "Weg 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
          },
        });
        const token = response.token ?? "";
        // Each shopper holds 5 of the 12 pieces: every cart is valid on its own, together they need 20.
        await own.request("POST", "/checkout/cart/line-item", {
          token,
          body: { items: [{ type: "product", referencedId: CLOSEOUT_12, quantity: 5 }] },
        });
        shoppers.push(token);
      }
      const orders = await Promise.all(
        shoppers.map((token) => own.request("POST", "/checkout/order", { token, body: {} })),
      );
      const placed = orders.filter((order) => order.status === 200);
      expect(placed).toHaveLength(2);
      for (const refused of orders.filter((order) => order.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body)).toContain("product-stock-reached");
      }
      const product = (await own.request("POST", `/product/${CLOSEOUT_12}`, { body: {} })).body as Json;
      expect(product.product.availableStock).toBe(2);
      const { rows } = await own.db.query<{ available_stock: number }>(
        "select available_stock from product where id = $1",
        [CLOSEOUT_12],
      );
      expect(rows[0]?.available_stock).toBe(2);
    } finally {
      await own.close();
    }
  }, 300_000);
});

describe("context and methods (issue 17.11)", () => {
  it("PATCH /context {countryStateId} is stored and read back in the context", async () => {
    const token = await guestToken(api);
    const patched = await api.request("PATCH", "/context", {
      token,
      body: { countryId: IDS.us, countryStateId: IDS.california },
    });
    expect(patched.status).toBe(200);
    const context = (await api.request("GET", "/context", { token })).body as Json;
    expect(context.shippingLocation.country.id).toBe(IDS.us);
    expect(context.shippingLocation.state?.id).toBe(IDS.california);
    const { rows } = await api.db.query<{ country_state_id: string | null }>(
      "select country_state_id from sales_channel_context where token = $1",
      [token],
    );
    expect(rows[0]?.country_state_id).toBe(IDS.california);
  });

  it("a change to the shipping and payment methods is seen at once (no stale method list)", async () => {
    const token = await loginDemo(api);
    const before = await api.request("PATCH", "/context", { token, body: { shippingMethodId: IDS.express } });
    expect(before.status).toBe(200);
    await api.db.query("update shipping_method set active = false where id = $1", [IDS.express]);
    await api.db.query("update payment_method set active = false where id = $1", [IDS.card]);
    try {
      const shipping = await api.request("PATCH", "/context", {
        token,
        body: { shippingMethodId: IDS.express },
      });
      expect(shipping.status).toBe(400);
      const payment = await api.request("PATCH", "/context", { token, body: { paymentMethodId: IDS.card } });
      expect(payment.status).toBe(400);
    } finally {
      await api.db.query("update shipping_method set active = true where id = $1", [IDS.express]);
      await api.db.query("update payment_method set active = true where id = $1", [IDS.card]);
    }
  });

  it("a change to the countries, their states and the salutations is seen at once (no stale lists)", async () => {
    const token = await loginDemo(api);
    const address = (body: Json) =>
      api.request("POST", "/account/address", {
        token,
        body: { firstName: "Ada", lastName: "Lovelace", street: "Main St 1", city: "Utrecht", ...body },
      });
    const STATE = "5e000000000000000000000000000099";
    const SALUTATION = "5a000000000000000000000000000099";
    // Read once, so that the lists are in memory before the writes below.
    expect((await address({ zipcode: "3511", countryId: IDS.nl })).status).toBe(200);
    await api.db.query("update country set active = false where id = $1", [IDS.nl]);
    await api.db.query(
      `insert into country_state (id, country_id, short_code, name, position, json)
       values ($1, $2, 'US-XX', 'Test State', 99, jsonb_build_object('id', $1::text, 'name', 'Test State'))`,
      [STATE, IDS.us],
    );
    await api.db.query(
      "insert into salutation (id, salutation_key, display_name, letter_name) values ($1, 'test', 'Mx.', 'Dear Mx.')",
      [SALUTATION],
    );
    try {
      const inactive = await address({ zipcode: "3511", countryId: IDS.nl });
      expect(inactive.status).toBe(400);
      expect(inactive.body.errors[0].code).toBe("VIOLATION::COUNTRY_NOT_FOUND");
      const newState = await address({
        zipcode: "94105",
        countryId: IDS.us,
        countryStateId: STATE,
        salutationId: SALUTATION,
      });
      expect(newState.status).toBe(200);
      expect(newState.body).toMatchObject({ countryStateId: STATE, salutationId: SALUTATION });
    } finally {
      await api.db.query("update country set active = true where id = $1", [IDS.nl]);
      await api.db.query("delete from commerce_customer_address where country_state_id = $1", [STATE]);
      await api.db.query("delete from country_state where id = $1", [STATE]);
      await api.db.query("delete from salutation where id = $1", [SALUTATION]);
    }
    expect((await address({ zipcode: "3511", countryId: IDS.nl })).status).toBe(200);
  });
});
