import { describe, expect, it } from "vitest";
import { STAND_IN_PAYLOAD_PREFIX } from "../src/commerce/card-gateway.js";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import { DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { guestToken, IDS, type Json, loginDemo, STOREFRONT_URL, useTestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();

describe("cart routes", () => {
  it("adds several products at once and a promotion code, with the notice in cart.errors", async () => {
    const token = await guestToken(api);
    const added = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: {
        items: [
          {
            id: IDS.shirt,
            referencedId: IDS.shirt,
            type: "product",
            quantity: 2,
            stackable: true,
            removable: true,
          },
          { type: "product", referencedId: IDS.steps, quantity: 4 },
          { type: "promotion", referencedId: "VITRINE10" },
        ],
      },
    });
    expect(added.status).toBe(200);
    expectResponseMatchesSchema("POST", "/checkout/cart/line-item", 200, added.body);
    const cart = added.body as Json;
    expect(cart.lineItems.map((item: Json) => [item.type, item.quantity])).toEqual([
      ["product", 2],
      ["product", 4],
      ["promotion", 1],
    ]);
    // Goods minus 10 %; standard shipping is free from 50 €.
    const goods = cart.lineItems[0].price.totalPrice + cart.lineItems[1].price.totalPrice;
    expect(cart.lineItems[0].price.totalPrice).toBe(round2(cart.lineItems[0].price.unitPrice * 2));
    const expected = round2(goods - round2(goods * 0.1));
    expect(cart.lineItems[2].price.totalPrice).toBe(round2(expected - goods));
    expect(cart.price.positionPrice).toBe(expected);
    expect(cart.price.totalPrice).toBe(expected);
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(Object.values(cart.errors).map((error) => (error as Json).messageKey)).toEqual([
      "promotion-discount-added",
    ]);

    const read = await api.request("GET", "/checkout/cart", { token });
    expectResponseMatchesSchema("GET", "/checkout/cart", 200, read.body);
    expect((read.body as Json).price.totalPrice).toBe(expected);
    expect((read.body as Json).errors).toEqual({});
  });

  it("changes quantities, removes items and deletes the cart", async () => {
    const token = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: {
        items: [
          { type: "product", referencedId: IDS.shirt, quantity: 1 },
          { type: "product", referencedId: IDS.limited, quantity: 1 },
        ],
      },
    });
    const patched = await api.request("PATCH", "/checkout/cart/line-item", {
      token,
      body: { items: [{ id: IDS.shirt, quantity: 3 }] },
    });
    expect(patched.status).toBe(200);
    expectResponseMatchesSchema("PATCH", "/checkout/cart/line-item", 200, patched.body);
    expect((patched.body as Json).lineItems[0].quantity).toBe(3);
    const removed = await api.request("POST", "/checkout/cart/line-item/delete", {
      token,
      body: { ids: [IDS.shirt] },
    });
    expectResponseMatchesSchema("POST", "/checkout/cart/line-item/delete", 200, removed.body);
    expect((removed.body as Json).lineItems.map((item: Json) => item.id)).toEqual([IDS.limited]);
    const removedDeprecated = await api.request("DELETE", `/checkout/cart/line-item?ids[]=${IDS.limited}`, {
      token,
    });
    expect(removedDeprecated.status).toBe(200);
    expectResponseMatchesSchema("DELETE", "/checkout/cart/line-item", 200, removedDeprecated.body);
    expect((removedDeprecated.body as Json).lineItems).toEqual([]);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt }] },
    });
    const deleted = await api.request("DELETE", "/checkout/cart", { token });
    expect(deleted.status).toBe(204);
    expectResponseMatchesSchema("DELETE", "/checkout/cart", 204, null);
    expect(((await api.request("GET", "/checkout/cart", { token })).body as Json).lineItems).toEqual([]);
  });

  it("answers an unknown promotion code with a promotion-not-found error and an expired one alike", async () => {
    const token = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt }] },
    });
    for (const code of ["NOPE", "EXPIRED2020"]) {
      const response = await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "promotion", referencedId: code }] },
      });
      expect(response.status).toBe(200);
      const cart = response.body as Json;
      expect(Object.values(cart.errors)).toMatchObject([{ messageKey: "promotion-not-found", level: 20 }]);
      expect(cart.lineItems.some((item: Json) => item.type === "promotion")).toBe(false);
    }
  });

  it("enforces min purchase, steps and closeout stock with cart errors, not 500s", async () => {
    const token = await guestToken(api);
    const steps = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.steps, quantity: 3 }] },
    });
    expect(steps.status).toBe(200);
    expect(Object.values((steps.body as Json).errors)).toMatchObject([
      { messageKey: "purchase-steps-quantity", level: 10 },
    ]);
    expect((steps.body as Json).lineItems[0].quantity).toBe(2);
    const min = await api.request("PATCH", "/checkout/cart/line-item", {
      token,
      body: { items: [{ id: IDS.steps, quantity: 1 }] },
    });
    expect(Object.values((min.body as Json).errors)).toMatchObject([{ messageKey: "min-order-quantity" }]);
    const closeout = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.closeout, quantity: 1 }] },
    });
    expect(closeout.status).toBe(200);
    expect(Object.values((closeout.body as Json).errors)).toMatchObject([
      { messageKey: "product-out-of-stock", level: 20 },
    ]);
    const stacked = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.limited, quantity: 2 }] },
    });
    expect(stacked.status).toBe(200);
    const again = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.limited, quantity: 2 }] },
    });
    const limited = (again.body as Json).lineItems.find((item: Json) => item.id === IDS.limited);
    // 2 + 2 stacked, but the strap's max purchase is 2.
    expect(limited.quantity).toBe(2);
    expect(limited.quantityInformation.maxPurchase).toBe(2);
    expect(Object.values((again.body as Json).errors)).toMatchObject([
      { messageKey: "product-stock-reached", level: 10 },
    ]);
  });
});

describe("context routes", () => {
  it("reads the context and switches shipping and payment method", async () => {
    const token = await guestToken(api);
    const before = await api.request("GET", "/context", { token });
    expect(before.status).toBe(200);
    expectResponseMatchesSchema("GET", "/context", 200, before.body);
    expect((before.body as Json).shippingMethod.id).toBe(IDS.standard);
    const patched = await api.request("PATCH", "/context", {
      token,
      body: { shippingMethodId: IDS.express, paymentMethodId: IDS.card },
    });
    expect(patched.status).toBe(200);
    expectResponseMatchesSchema("PATCH", "/context", 200, patched.body);
    const after = (await api.request("GET", "/context", { token })).body as Json;
    expect(after.shippingMethod.id).toBe(IDS.express);
    expect(after.paymentMethod.id).toBe(IDS.card);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt }] },
    });
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(9.99);
  });
});

describe("account routes", () => {
  it("logs the demo customer in with a rotated token and merges the guest cart", async () => {
    const guest = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token: guest,
      body: { items: [{ type: "product", referencedId: IDS.shirt }] },
    });
    const login = await api.request("POST", "/account/login", {
      token: guest,
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(login.status).toBe(200);
    expectResponseMatchesSchema("POST", "/account/login", 200, login.body);
    expect(login.token).toBeTruthy();
    expect(login.token).not.toBe(guest);
    const customer = await api.request("POST", "/account/customer", { token: login.token ?? "" });
    expect(customer.status).toBe(200);
    expectResponseMatchesSchema("POST", "/account/customer", 200, customer.body);
    expect((customer.body as Json).email).toBe(DEMO_CUSTOMER.email);
    const cart = (await api.request("GET", "/checkout/cart", { token: login.token ?? "" })).body as Json;
    expect(cart.lineItems.map((item: Json) => item.id)).toContain(IDS.shirt);
    // The guest token no longer carries the cart.
    expect(((await api.request("GET", "/checkout/cart", { token: guest })).body as Json).lineItems).toEqual(
      [],
    );
  });

  it("rejects wrong credentials with 401", async () => {
    const response = await api.request("POST", "/account/login", {
      body: { email: DEMO_CUSTOMER.email, password: "wrong-password" },
    });
    expect(response.status).toBe(401);
    expectResponseMatchesSchema("POST", "/account/login", 401, response.body);
  });

  it("registers a customer, manages addresses and places an order", async () => {
    const guest = await guestToken(api);
    const email = `anna.${Date.now()}@example.com`;
    const registered = await api.request("POST", "/account/register", {
      token: guest,
      body: {
        email,
        password: "secret-pass",
        salutationId: IDS.mrs,
        firstName: "Anna",
        lastName: "Berg",
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL,
        billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
      },
    });
    expect(registered.status).toBe(200);
    expectResponseMatchesSchema("POST", "/account/register", 200, registered.body);
    const token = registered.token ?? "";
    expect(token).not.toBe(guest);

    const created = await api.request("POST", "/account/address", {
      token,
      body: {
        firstName: "Anna",
        lastName: "Berg",
        street: "Broadway 5",
        zipcode: "90001",
        city: "Los Angeles",
        countryId: IDS.us,
        countryStateId: IDS.california,
      },
    });
    expect(created.status).toBe(200);
    expectResponseMatchesSchema("POST", "/account/address", 200, created.body);
    const addressId = (created.body as Json).id;
    const updated = await api.request("PATCH", `/account/address/${addressId}`, {
      token,
      body: {
        firstName: "Anna",
        lastName: "Berg",
        street: "Broadway 7",
        zipcode: "90001",
        city: "Los Angeles",
        countryId: IDS.us,
        countryStateId: IDS.california,
      },
    });
    expect(updated.status).toBe(200);
    expectResponseMatchesSchema("PATCH", "/account/address/{addressId}", 200, updated.body);
    expect((updated.body as Json).street).toBe("Broadway 7");
    const shippingDefault = await api.request("PATCH", `/account/address/default-shipping/${addressId}`, {
      token,
    });
    expect(shippingDefault.status).toBe(200);
    expectResponseMatchesSchema(
      "PATCH",
      "/account/address/default-shipping/{addressId}",
      200,
      shippingDefault.body,
    );
    const list = await api.request("POST", "/account/list-address", { token, body: {} });
    expectResponseMatchesSchema("POST", "/account/list-address", 200, list.body);
    expect((list.body as Json).total).toBe(2);

    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 2 }] },
    });
    await api.request("PATCH", "/context", { token, body: { paymentMethodId: IDS.card } });
    const cartBefore = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const order = await api.request("POST", "/checkout/order", {
      token,
      body: { customerComment: "Ring twice" },
    });
    expect(order.status).toBe(200);
    expectResponseMatchesSchema("POST", "/checkout/order", 200, order.body);
    const orderId = (order.body as Json).id;
    // Two bags: over 50 €, so standard shipping is free; the order keeps the cart's total.
    expect((order.body as Json).amountTotal).toBe(cartBefore.price.totalPrice);
    expect((order.body as Json).shippingTotal).toBe(0);
    expect((order.body as Json).customerComment).toBe("Ring twice");
    expect(((await api.request("GET", "/checkout/cart", { token })).body as Json).lineItems).toEqual([]);

    // The stand-in payment component's payload for a test card the gateway approves.
    const card = { number: "4111111111111111", expiry: "12/34", holder: "Mia Muster" };
    const paid = await api.request("POST", "/handle-payment", {
      token,
      body: {
        orderId,
        finishUrl: "http://localhost:3000/checkout/finish",
        payload: STAND_IN_PAYLOAD_PREFIX + Buffer.from(JSON.stringify(card)).toString("base64url"),
      },
    });
    expect(paid.status).toBe(200);
    expectResponseMatchesSchema("POST", "/handle-payment", 200, paid.body);
    const orders = await api.request("POST", "/order", {
      token,
      body: { filter: [{ type: "equals", field: "id", value: orderId }] },
    });
    expect(orders.status).toBe(200);
    expectResponseMatchesSchema("POST", "/order", 200, orders.body);
    const [detail] = (orders.body as Json).orders.elements;
    expect(detail.id).toBe(orderId);
    expect(detail.transactions[0].stateMachineState.technicalName).toBe("paid");

    const deleted = await api.request("DELETE", `/account/address/${addressId}`, { token });
    expect(deleted.status).toBe(400);
    const logout = await api.request("POST", "/account/logout", { token });
    expect(logout.status).toBe(200);
    expectResponseMatchesSchema("POST", "/account/logout", 200, logout.body);
    expect(logout.token).not.toBe(token);
    expect((await api.request("POST", "/account/customer", { token: logout.token ?? "" })).status).toBe(403);
  });
});

describe("wishlist routes", () => {
  it("adding a product already on the wishlist answers 400 CHECKOUT__WISHLIST_PRODUCT_DUPLICATED as Shopware does; the list keeps it once", async () => {
    const token = await loginDemo(api);
    const first = await api.request("POST", `/customer/wishlist/add/${IDS.steps}`, { token });
    expect(first.body).toEqual({ success: true });
    const again = await api.request("POST", `/customer/wishlist/add/${IDS.steps}`, { token });
    expect(again.status).toBe(400);
    expect((again.body as Json).errors[0]).toMatchObject({
      status: "400",
      code: "CHECKOUT__WISHLIST_PRODUCT_DUPLICATED",
    });
    expectResponseMatchesSchema("POST", "/customer/wishlist/add/{productId}", 400, again.body);
    const list = await api.request("POST", "/customer/wishlist", { token, body: {} });
    const ids = (list.body as Json).products.elements.map((product: Json) => product.id);
    expect(ids.filter((id: string) => id === IDS.steps)).toHaveLength(1);
    // A merge of products already on the list is no error (Shopware's merge skips them).
    const merge = await api.request("POST", "/customer/wishlist/merge", {
      token,
      body: { productIds: [IDS.steps] },
    });
    expect(merge.body).toEqual({ success: true });
    await api.request("DELETE", `/customer/wishlist/delete/${IDS.steps}`, { token });
  });

  it("adds, lists, merges and deletes products", async () => {
    const token = await loginDemo(api);
    const add = await api.request("POST", `/customer/wishlist/add/${IDS.shirt}`, { token });
    expect(add.body).toEqual({ success: true });
    expectResponseMatchesSchema("POST", "/customer/wishlist/add/{productId}", 200, add.body);
    const merge = await api.request("POST", "/customer/wishlist/merge", {
      token,
      body: { productIds: [IDS.limited, IDS.shirt] },
    });
    expect(merge.status).toBe(200);
    expectResponseMatchesSchema("POST", "/customer/wishlist/merge", 200, merge.body);
    const list = await api.request("POST", "/customer/wishlist", { token, body: {} });
    expect(list.status).toBe(200);
    expectResponseMatchesSchema("POST", "/customer/wishlist", 200, list.body);
    expect((list.body as Json).products.elements.map((product: Json) => product.id).sort()).toEqual(
      [IDS.shirt, IDS.limited].sort(),
    );
    const removed = await api.request("DELETE", `/customer/wishlist/delete/${IDS.shirt}`, { token });
    expect(removed.body).toEqual({ success: true });
    expectResponseMatchesSchema("DELETE", "/customer/wishlist/delete/{productId}", 200, removed.body);
    const missing = await api.request("DELETE", `/customer/wishlist/delete/${IDS.shirt}`, { token });
    expect(missing.status).toBe(404);
    expectResponseMatchesSchema("DELETE", "/customer/wishlist/delete/{productId}", 404, missing.body);
  });
});

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

describe("guest checkout and saved carts", () => {
  it("lets a guest check out after a guest registration", async () => {
    const guest = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token: guest,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const registered = await api.request("POST", "/account/register", {
      token: guest,
      body: {
        guest: true,
        email: "guest.buyer@example.com",
        firstName: "Gia",
        lastName: "Guest",
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL,
        billingAddress: { street: "Damrak 1", zipcode: "1012 LG", city: "Amsterdam", countryId: IDS.nl },
      },
    });
    expect(registered.status).toBe(200);
    expect((registered.body as Json).guest).toBe(true);
    const token = registered.token ?? "";
    // The guest cart came along to the new token.
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(cart.lineItems.map((item: Json) => item.id)).toEqual([IDS.shirt]);
    const order = await api.request("POST", "/checkout/order", { token, body: {} });
    expect(order.status).toBe(200);
    expect((order.body as Json).orderCustomer.email).toBe("guest.buyer@example.com");
    expect((order.body as Json).billingAddress.city).toBe("Amsterdam");
    // A guest account has no password: it cannot log in.
    const login = await api.request("POST", "/account/login", {
      body: { email: "guest.buyer@example.com", password: "anything-at-all" },
    });
    expect(login.status).toBe(401);
  });

  it("keeps the customer's cart over logout and brings it back, merged, at the next login", async () => {
    const first = await loginDemo(api);
    await api.request("DELETE", "/checkout/cart", { token: first });
    await api.request("POST", "/checkout/cart/line-item", {
      token: first,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const logout = await api.request("POST", "/account/logout", { token: first });
    expect(
      ((await api.request("GET", "/checkout/cart", { token: logout.token ?? "" })).body as Json).lineItems,
    ).toEqual([]);
    const guest = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token: guest,
      body: { items: [{ type: "product", referencedId: IDS.limited, quantity: 1 }] },
    });
    const second = await loginDemo(api, guest);
    const cart = (await api.request("GET", "/checkout/cart", { token: second })).body as Json;
    expect(cart.lineItems.map((item: Json) => [item.id, item.quantity]).sort()).toEqual(
      [
        [IDS.shirt, 1],
        [IDS.limited, 1],
      ].sort(),
    );
  });
});

describe("cart persistence", () => {
  it("writes the cart to the database before the answer, and an order removes it for good", async () => {
    const token = await loginDemo(api);
    // Start empty: login brought back what earlier tests left in the customer's cart.
    await api.request("DELETE", "/checkout/cart", { token });
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 2 }] },
    });
    const stored = await api.db.query<{ lineItems: { id: string; quantity: number }[] }>(
      `select line_items as "lineItems" from commerce_cart where token = $1`,
      [token],
    );
    expect(stored.rows[0]?.lineItems.map((item) => [item.id, item.quantity])).toEqual([[IDS.shirt, 2]]);
    const order = await api.request("POST", "/checkout/order", { token, body: {} });
    expect(order.status).toBe(200);
    const after = await api.db.query("select 1 from commerce_cart where token = $1", [token]);
    expect(after.rows).toEqual([]);
    expect(((await api.request("GET", "/checkout/cart", { token })).body as Json).lineItems).toEqual([]);
  });

  it("many shoppers adding at the same moment: each cart is written before its answer, with its own items", async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => guestToken(api)));
    const answers = await Promise.all(
      tokens.map((token, index) =>
        api.request("POST", "/checkout/cart/line-item", {
          token,
          body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: (index % 3) + 1 }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
    const stored = await api.db.query<{ token: string; lineItems: { id: string; quantity: number }[] }>(
      `select token, line_items as "lineItems" from commerce_cart where token = any($1)`,
      [tokens],
    );
    const byToken = new Map(stored.rows.map((row) => [row.token, row.lineItems]));
    tokens.forEach((token, index) => {
      expect(byToken.get(token)?.map((item) => [item.id, item.quantity])).toEqual([
        [IDS.shirt, (index % 3) + 1],
      ]);
    });
  });

  it("a cart write the database refuses fails the add with a clear error and keeps the cart as it was", async () => {
    const token = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    // The database refuses the next cart write (a full disk, a lost connection): a trigger stands in for it.
    await api.db.exec(`
      create function refuse_cart_write() returns trigger language plpgsql as $$
        begin raise exception 'cart table is read-only'; end $$;
      create trigger refuse_cart_write before update on commerce_cart
        for each row execute function refuse_cart_write();`);
    try {
      const refused = await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", referencedId: IDS.limited, quantity: 1 }] },
      });
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(firstErrorDetail(refused.body)).toBeTruthy();
    } finally {
      await api.db.exec(
        "drop trigger refuse_cart_write on commerce_cart; drop function refuse_cart_write();",
      );
    }
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const items = (cart.lineItems as { referencedId: string; quantity: number }[]).map((item) => [
      item.referencedId,
      item.quantity,
    ]);
    expect(items).toEqual([[IDS.shirt, 1]]);
  });
});

function firstErrorDetail(body: unknown): string | undefined {
  const errors = (body as { errors?: { detail?: string; title?: string }[] }).errors;
  return errors?.[0]?.detail ?? errors?.[0]?.title;
}

describe("concurrent requests of one shopper", () => {
  it("loses no cart change when adds arrive at the same time (debounced clicks, several tabs)", async () => {
    const token = await guestToken(api);
    const adds = Array.from({ length: 12 }, () =>
      api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", referencedId: IDS.steps, quantity: 2 }] },
      }),
    );
    const answers = await Promise.all(adds);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    // 12 × 2 = 24, but the SD card's max purchase is 10: the stacking stops there, nothing is lost or doubled.
    expect(cart.lineItems.map((item: Json) => [item.id, item.quantity])).toEqual([[IDS.steps, 10]]);
    const many = await guestToken(api);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        api.request("POST", "/checkout/cart/line-item", {
          token: many,
          body: { items: [{ type: "product", referencedId: DEMO_PRODUCT_IDS.videoProduct, quantity: 1 }] },
        }),
      ),
    );
    const speaker = (await api.request("GET", "/checkout/cart", { token: many })).body as Json;
    expect(speaker.lineItems[0].quantity).toBe(8);
  });
});
