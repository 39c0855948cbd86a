import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import { createTestApi, guestToken, IDS, loginDemo, STOREFRONT_URL, type TestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely; the contract harness checks their shape.
type Json = Record<string, any>;

let api: TestApi;
let demo: string;
let other: string;
let otherAddressId: string;
let demoOrderId: string;

async function registerOther(): Promise<string> {
  const response = await api.request("POST", "/account/register", {
    body: {
      email: "eve@example.com",
      password: "eve-password",
      firstName: "Eve",
      lastName: "Other",
      acceptedDataProtection: true,
      storefrontUrl: STOREFRONT_URL,
      billingAddress: { street: "Keizersgracht 1", zipcode: "1015 CJ", city: "Amsterdam", countryId: IDS.nl },
    },
  });
  if (response.status !== 200 || !response.token) throw new Error(JSON.stringify(response.body));
  return response.token;
}

beforeAll(async () => {
  api = await createTestApi();
  demo = await loginDemo(api);
  other = await registerOther();
  otherAddressId = ((await api.request("POST", "/account/customer", { token: other })).body as Json)
    .defaultBillingAddressId;
  await api.request("POST", "/checkout/cart/line-item", {
    token: demo,
    body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
  });
  demoOrderId = ((await api.request("POST", "/checkout/order", { token: demo, body: {} })).body as Json).id;
  await api.request("POST", `/customer/wishlist/add/${IDS.limited}`, { token: demo });
  await api.request("POST", "/checkout/cart/line-item", {
    token: demo,
    body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 3 }] },
  });
});
afterAll(async () => {
  await api.close();
});

describe("a customer reaches only their own data", () => {
  it("account routes without login answer 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN in the Store API shape", async () => {
    const guest = await guestToken(api);
    const calls: [string, string, unknown?][] = [
      ["POST", "/account/customer"],
      ["POST", "/account/list-address", {}],
      [
        "POST",
        "/account/address",
        { firstName: "A", lastName: "B", street: "S", zipcode: "1", city: "C", countryId: IDS.de },
      ],
      ["PATCH", `/account/address/${otherAddressId}`, {}],
      ["DELETE", `/account/address/${otherAddressId}`],
      ["PATCH", `/account/address/default-shipping/${otherAddressId}`],
      ["PATCH", `/account/address/default-billing/${otherAddressId}`],
      ["POST", "/account/logout"],
      ["POST", "/customer/wishlist", {}],
      ["POST", `/customer/wishlist/add/${IDS.shirt}`],
      ["DELETE", `/customer/wishlist/delete/${IDS.shirt}`],
      ["POST", "/customer/wishlist/merge", { productIds: [IDS.shirt] }],
      ["POST", "/order", {}],
      ["POST", "/checkout/order", {}],
      ["POST", "/handle-payment", { orderId: demoOrderId }],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.request(method, path, { token: guest, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((response.body as Json).errors[0].code, `${method} ${path}`).toBe(
        "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
      );
      expectResponseMatchesSchema(method, path, 403, response.body);
    }
  });

  it("another token sees its own cart, not the demo customer's", async () => {
    const theirs = (await api.request("GET", "/checkout/cart", { token: other })).body as Json;
    expect(theirs.lineItems).toEqual([]);
    const mine = (await api.request("GET", "/checkout/cart", { token: demo })).body as Json;
    expect(mine.lineItems.map((item: Json) => item.quantity)).toEqual([3]);
    // Changing a line item id that lives in another cart is a 400 there, and leaves the owner's cart alone.
    const patch = await api.request("PATCH", "/checkout/cart/line-item", {
      token: other,
      body: { items: [{ id: IDS.shirt, quantity: 7 }] },
    });
    expect(patch.status).toBe(400);
    const remove = await api.request("POST", "/checkout/cart/line-item/delete", {
      token: other,
      body: { ids: [IDS.shirt] },
    });
    expect(remove.status).toBe(400);
    expect((await api.request("DELETE", "/checkout/cart", { token: other })).status).toBe(204);
    const after = (await api.request("GET", "/checkout/cart", { token: demo })).body as Json;
    expect(after.lineItems.map((item: Json) => item.quantity)).toEqual([3]);
  });

  it("another customer's address can be neither read, changed, deleted, made default nor chosen", async () => {
    const before = await api.request("POST", "/account/list-address", { token: other, body: {} });
    const list = (await api.request("POST", "/account/list-address", { token: demo, body: {} })).body as Json;
    expect(list.elements.map((address: Json) => address.id)).not.toContain(otherAddressId);
    const byIds = (
      await api.request("POST", "/account/list-address", { token: demo, body: { ids: [otherAddressId] } })
    ).body as Json;
    expect(byIds.elements).toEqual([]);

    const patch = await api.request("PATCH", `/account/address/${otherAddressId}`, {
      token: demo,
      body: {
        firstName: "Mallory",
        lastName: "X",
        street: "Evil 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: IDS.de,
      },
    });
    expect(patch.status).toBe(404);
    expectResponseMatchesSchema("PATCH", "/account/address/{addressId}", 404, patch.body);
    expect((await api.request("DELETE", `/account/address/${otherAddressId}`, { token: demo })).status).toBe(
      404,
    );
    expect(
      (await api.request("PATCH", `/account/address/default-billing/${otherAddressId}`, { token: demo }))
        .status,
    ).toBe(404);
    const choose = await api.request("PATCH", "/context", {
      token: demo,
      body: { shippingAddressId: otherAddressId },
    });
    expect(choose.status).toBe(400);

    const after = await api.request("POST", "/account/list-address", { token: other, body: {} });
    expect(after.body).toEqual(before.body);
    expect((after.body as Json).elements[0].street).toBe("Keizersgracht 1");
    const demoCustomer = (await api.request("POST", "/account/customer", { token: demo })).body as Json;
    expect(demoCustomer.defaultBillingAddressId).toBe(DEMO_CUSTOMER.homeAddressId);
  });

  it("another customer's orders are not listed, not found by id, and their payment cannot be handled", async () => {
    const listed = (await api.request("POST", "/order", { token: other, body: {} })).body as Json;
    expect(listed.orders.elements).toEqual([]);
    const byId = (
      await api.request("POST", "/order", {
        token: other,
        body: { filter: [{ type: "equals", field: "id", value: demoOrderId }] },
      })
    ).body as Json;
    expect(byId.orders.total).toBe(0);
    const pay = await api.request("POST", "/handle-payment", {
      token: other,
      body: { orderId: demoOrderId },
    });
    expect(pay.status).toBe(404);
    const own = (await api.request("POST", "/order", { token: demo, body: {} })).body as Json;
    expect(own.orders.elements.map((order: Json) => order.id)).toEqual([demoOrderId]);
  });

  it("another customer's wishlist stays theirs", async () => {
    const theirs = (await api.request("POST", "/customer/wishlist", { token: other, body: {} })).body as Json;
    expect(theirs.products.elements).toEqual([]);
    const remove = await api.request("DELETE", `/customer/wishlist/delete/${IDS.limited}`, { token: other });
    expect(remove.status).toBe(404);
    const mine = (await api.request("POST", "/customer/wishlist", { token: demo, body: {} })).body as Json;
    expect(mine.products.elements.map((product: Json) => product.id)).toEqual([IDS.limited]);
  });

  it("a token dies on logout: the old token gets a fresh guest context", async () => {
    const token = await loginDemo(api);
    const logout = await api.request("POST", "/account/logout", { token });
    expect(logout.status).toBe(200);
    const reuse = await api.request("POST", "/account/customer", { token });
    expect(reuse.status).toBe(403);
    expect(reuse.token).not.toBe(token);
  });
});
