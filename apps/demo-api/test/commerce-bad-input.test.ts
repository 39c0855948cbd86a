import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, IDS, loginDemo, STOREFRONT_URL, type TestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely; the contract harness checks their shape.
type Json = Record<string, any>;

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi();
  token = await loginDemo(api);
  await api.request("POST", "/checkout/cart/line-item", {
    token,
    body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 2 }] },
  });
});
afterAll(async () => {
  await api.close();
});

async function cartState() {
  const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
  return cart.lineItems.map((item: Json) => [item.id, item.quantity]);
}

async function customerState() {
  const customer = (await api.request("POST", "/account/customer", { token })).body as Json;
  const addresses = (await api.request("POST", "/account/list-address", { token, body: {} })).body as Json;
  return { customer, addresses: addresses.elements };
}

/** A 4xx in the Store API error shape: errors[] with code, detail and a pointer, no stack trace. */
function expectBadInput(
  response: { status: number; body: unknown },
  method: string,
  path: string,
  expected: { status?: number; code?: string | RegExp; pointer?: string },
) {
  expect(response.status).toBe(expected.status ?? 400);
  const body = response.body as Json;
  expect(Array.isArray(body.errors)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) {
    expect(typeof error.code).toBe("string");
    expect(typeof error.detail).toBe("string");
    expect(typeof error.source?.pointer).toBe("string");
  }
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|stack/i);
  if (expected.code) expect(body.errors.map((error: Json) => error.code).join(" ")).toMatch(expected.code);
  if (expected.pointer)
    expect(body.errors.map((error: Json) => error.source.pointer)).toContain(expected.pointer);
  expectResponseMatchesSchema(method, path, response.status, body);
}

describe("bad input answers 4xx in the Store API shape and changes nothing", () => {
  it("malformed JSON", async () => {
    const before = await cartState();
    const response = await api.request("POST", "/checkout/cart/line-item", {
      token,
      raw: '{"items": [{"type": "prod',
    });
    expectBadInput(response, "POST", "/checkout/cart/line-item", { code: /INVALID_REQUEST/, pointer: "/" });
    const register = await api.request("POST", "/account/address", { token, raw: "not json at all" });
    expectBadInput(register, "POST", "/account/address", { pointer: "/" });
    expect(await cartState()).toEqual(before);
  });

  it("wrong types", async () => {
    const before = await cartState();
    const response = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.limited, quantity: "3" }] },
    });
    expectBadInput(response, "POST", "/checkout/cart/line-item", { pointer: "/items/0/quantity" });
    const notArray = await api.request("PATCH", "/checkout/cart/line-item", {
      token,
      body: { items: "all" },
    });
    expectBadInput(notArray, "PATCH", "/checkout/cart/line-item", { pointer: "/items" });
    const context = await api.request("PATCH", "/context", { token, body: { shippingMethodId: 42 } });
    expectBadInput(context, "PATCH", "/context", { pointer: "/shippingMethodId" });
    expect(await cartState()).toEqual(before);
  });

  it("unknown ids", async () => {
    const before = await cartState();
    const beforeCustomer = await customerState();
    const product = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: {
        items: [
          { type: "product", referencedId: IDS.limited, quantity: 1 },
          { type: "product", referencedId: "0123456789abcdef0123456789abcdef", quantity: 1 },
        ],
      },
    });
    expectBadInput(product, "POST", "/checkout/cart/line-item", {
      code: "CONTENT__PRODUCT_NOT_FOUND",
      pointer: "/items/1/referencedId",
    });
    const lineItem = await api.request("PATCH", "/checkout/cart/line-item", {
      token,
      body: { items: [{ id: "does-not-exist", quantity: 1 }] },
    });
    expectBadInput(lineItem, "PATCH", "/checkout/cart/line-item", {
      code: "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
    });
    const method = await api.request("PATCH", "/context", {
      token,
      body: { shippingMethodId: "0123456789abcdef0123456789abcdef" },
    });
    expectBadInput(method, "PATCH", "/context", { pointer: "/shippingMethodId" });
    const country = await api.request("POST", "/account/address", {
      token,
      body: {
        firstName: "A",
        lastName: "B",
        street: "S 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: "0123456789abcdef0123456789abcdef",
      },
    });
    expectBadInput(country, "POST", "/account/address", { pointer: "/countryId" });
    expect(await cartState()).toEqual(before);
    expect(await customerState()).toEqual(beforeCustomer);
  });

  it("unknown context choices: shipping and payment method, currency and language, each with its code and pointer", async () => {
    const unknown = "0123456789abcdef0123456789abcdef";
    const before = (await api.request("GET", "/context", { token })).body as Json;
    const cases = [
      ["shippingMethodId", "CHECKOUT__SHIPPING_METHOD_NOT_FOUND", `Shipping method ${unknown} not found.`],
      ["paymentMethodId", "CHECKOUT__UNKNOWN_PAYMENT_METHOD", `Payment method ${unknown} not found.`],
      ["currencyId", "SYSTEM__CURRENCY_NOT_FOUND", `Currency ${unknown} is not available.`],
      ["languageId", "SYSTEM__LANGUAGE_NOT_FOUND", `Language ${unknown} is not available.`],
    ] as const;
    for (const [key, code, detail] of cases) {
      const response = await api.request("PATCH", "/context", { token, body: { [key]: unknown } });
      expectBadInput(response, "PATCH", "/context", { code, pointer: `/${key}` });
      expect((response.body as Json).errors[0].detail).toBe(detail);
    }
    const after = (await api.request("GET", "/context", { token })).body as Json;
    expect(after.shippingMethod.id).toBe(before.shippingMethod.id);
    expect(after.paymentMethod.id).toBe(before.paymentMethod.id);
  });

  it("zero and negative quantities", async () => {
    const before = await cartState();
    for (const quantity of [0, -1, 1.5]) {
      const add = await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", referencedId: IDS.shirt, quantity }] },
      });
      expectBadInput(add, "POST", "/checkout/cart/line-item", { pointer: "/items/0/quantity" });
      const update = await api.request("PATCH", "/checkout/cart/line-item", {
        token,
        body: { items: [{ id: IDS.shirt, quantity }] },
      });
      expectBadInput(update, "PATCH", "/checkout/cart/line-item", { pointer: "/items/0/quantity" });
    }
    expect(await cartState()).toEqual(before);
  });

  it("quantities over the max purchase", async () => {
    const before = await cartState();
    const add = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.limited, quantity: 6 }] },
    });
    expectBadInput(add, "POST", "/checkout/cart/line-item", {
      code: "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
      pointer: "/items/0/quantity",
    });
    const update = await api.request("PATCH", "/checkout/cart/line-item", {
      token,
      body: { items: [{ id: IDS.shirt, quantity: 101 }] },
    });
    expectBadInput(update, "PATCH", "/checkout/cart/line-item", { pointer: "/items/0/quantity" });
    expect(await cartState()).toEqual(before);
  });

  it("overlong strings", async () => {
    const beforeCustomer = await customerState();
    const response = await api.request("POST", "/account/address", {
      token,
      body: {
        firstName: "A".repeat(256),
        lastName: "B",
        street: "S 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: IDS.de,
      },
    });
    expectBadInput(response, "POST", "/account/address", {
      code: "VIOLATION::TOO_LONG_ERROR",
      pointer: "/firstName",
    });
    const code = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "promotion", referencedId: "X".repeat(300) }] },
    });
    expectBadInput(code, "POST", "/checkout/cart/line-item", { pointer: "/items/0/referencedId" });
    expect(await customerState()).toEqual(beforeCustomer);
  });

  it("invalid e-mail addresses", async () => {
    for (const email of ["not-an-email", "a@", "@example.com", "two@@example.com"]) {
      const response = await api.request("POST", "/account/register", {
        body: {
          email,
          password: "long-enough",
          firstName: "In",
          lastName: "Valid",
          acceptedDataProtection: true,
          storefrontUrl: STOREFRONT_URL,
          billingAddress: { street: "S 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
        },
      });
      expectBadInput(response, "POST", "/account/register", {
        code: "VIOLATION::INVALID_EMAIL",
        pointer: "/email",
      });
    }
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from commerce_customer where email like '%@%' and first_name = 'In'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("registration rules: short password, taken e-mail, state required by the country", async () => {
    const base = {
      firstName: "Rule",
      lastName: "Check",
      acceptedDataProtection: true,
      storefrontUrl: STOREFRONT_URL,
      billingAddress: { street: "S 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
    };
    expectBadInput(
      await api.request("POST", "/account/register", {
        body: { ...base, email: "short@example.com", password: "short" },
      }),
      "POST",
      "/account/register",
      { code: "VIOLATION::TOO_SHORT_ERROR", pointer: "/password" },
    );
    expectBadInput(
      await api.request("POST", "/account/register", {
        body: { ...base, email: "demo@vitrine.shop", password: "long-enough" },
      }),
      "POST",
      "/account/register",
      { code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE", pointer: "/email" },
    );
    expectBadInput(
      await api.request("POST", "/account/register", {
        body: {
          ...base,
          email: "state@example.com",
          password: "long-enough",
          billingAddress: { street: "Broadway 1", zipcode: "10001", city: "New York", countryId: IDS.us },
        },
      }),
      "POST",
      "/account/register",
      { pointer: "/billingAddress/countryStateId" },
    );
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from commerce_customer where first_name = 'Rule'",
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe("bad input that was accepted is refused with its pointer (issue 46 item 5)", () => {
  const address = { street: "S 1", zipcode: "10115", city: "Berlin", countryId: IDS.de };
  const registration = (email: string, extra: Json = {}) => ({
    email,
    password: "long-enough",
    firstName: "Item",
    lastName: "Five",
    acceptedDataProtection: true,
    storefrontUrl: STOREFRONT_URL,
    billingAddress: address,
    ...extra,
  });
  const count = async (sql: string, params: unknown[]) =>
    (await api.db.query<{ n: number }>(sql, params)).rows[0]?.n;

  it("a storefrontUrl of another site is refused by password recovery, registration and the newsletter: only the sales channel's own domain", async () => {
    for (const storefrontUrl of [
      "https://attacker.example",
      `${STOREFRONT_URL}.attacker.example`,
      "http://localhost:3000",
    ]) {
      const recovery = await api.request("POST", "/account/recovery-password", {
        body: { email: "demo@vitrine.shop", storefrontUrl },
        clientAddress: "192.0.2.200",
      });
      expectBadInput(recovery, "POST", "/account/recovery-password", {
        code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
        pointer: "/storefrontUrl",
      });
      const register = await api.request("POST", "/account/register", {
        body: registration("foreign-link@example.com", { storefrontUrl }),
      });
      expectBadInput(register, "POST", "/account/register", { pointer: "/storefrontUrl" });
      const newsletter = await api.request("POST", "/newsletter/subscribe", {
        body: { email: "foreign-link@example.com", option: "subscribe", storefrontUrl },
      });
      expectBadInput(newsletter, "POST", "/newsletter/subscribe", { pointer: "/storefrontUrl" });
    }
    expect(
      await count("select count(*)::int as n from commerce_customer where email = $1", [
        "foreign-link@example.com",
      ]),
    ).toBe(0);
    expect(
      await count("select count(*)::int as n from newsletter_recipient where email = $1", [
        "foreign-link@example.com",
      ]),
    ).toBe(0);
    expect(
      await count(
        "select count(*)::int as n from commerce_customer_recovery r join commerce_customer c on c.id = r.customer_id where c.email = $1",
        ["demo@vitrine.shop"],
      ),
    ).toBe(0);
    // The shop's own domain, with or without a trailing slash, is accepted.
    const own = await api.request("POST", "/newsletter/subscribe", {
      body: { email: "own-link@example.com", option: "subscribe", storefrontUrl: `${STOREFRONT_URL}/` },
    });
    expect(own.status).toBe(200);
  });

  it("registration refuses a requestedGroupId that is not a known customer group id", async () => {
    for (const requestedGroupId of ["anything", "0123456789abcdef0123456789abcdef"]) {
      const response = await api.request("POST", "/account/register", {
        body: registration("group@example.com", { requestedGroupId }),
      });
      expectBadInput(response, "POST", "/account/register", { pointer: "/requestedGroupId" });
    }
    expect(
      await count("select count(*)::int as n from commerce_customer where email = $1", ["group@example.com"]),
    ).toBe(0);
    const known = await api.request("POST", "/account/register", {
      body: registration("group@example.com", { requestedGroupId: IDS.customerGroup }),
    });
    expect(known.status).toBe(200);
  });

  it("the newsletter refuses objects as street, city and zipCode and a languageId that is not an id", async () => {
    const base = { email: "fields@example.com", option: "subscribe", storefrontUrl: STOREFRONT_URL };
    for (const [field, value] of [
      ["street", { $ne: 1 }],
      ["city", ["Berlin"]],
      ["zipCode", { toString: "10115" }],
      ["languageId", "de-DE"],
    ] as const) {
      const response = await api.request("POST", "/newsletter/subscribe", {
        body: { ...base, [field]: value },
      });
      expectBadInput(response, "POST", "/newsletter/subscribe", { pointer: `/${field}` });
    }
    expect(
      await count("select count(*)::int as n from newsletter_recipient where email = $1", [
        "fields@example.com",
      ]),
    ).toBe(0);
  });

  it("page 1e308 on the address list and the wishlist is a 400 at /page", async () => {
    for (const path of ["/account/list-address", "/customer/wishlist"]) {
      for (const page of [1e308, 100_001]) {
        const response = await api.request("POST", path, { token, body: { page } });
        expectBadInput(response, "POST", path, { pointer: "/page" });
      }
    }
  });

  it("change-profile stores the accountType it answers success for, refuses one it does not know, and a business account without a company", async () => {
    const registered = await api.request("POST", "/account/register", {
      body: registration("profile-type@example.com"),
    });
    expect(registered.status).toBe(200);
    const own = registered.token ?? "";
    const profile = { firstName: "Item", lastName: "Five" };
    const unknown = await api.request("POST", "/account/change-profile", {
      token: own,
      body: { ...profile, accountType: "enterprise" },
    });
    expectBadInput(unknown, "POST", "/account/change-profile", { pointer: "/accountType" });
    const noCompany = await api.request("POST", "/account/change-profile", {
      token: own,
      body: { ...profile, accountType: "business" },
    });
    expectBadInput(noCompany, "POST", "/account/change-profile", { pointer: "/company" });
    const read = async () => (await api.request("POST", "/account/customer", { token: own })).body as Json;
    expect((await read()).accountType).toBe("private");
    const business = await api.request("POST", "/account/change-profile", {
      token: own,
      body: { ...profile, accountType: "business", company: "Five GmbH" },
    });
    expect(business.status).toBe(200);
    expect(await read()).toMatchObject({ accountType: "business", company: "Five GmbH" });
  });
});
