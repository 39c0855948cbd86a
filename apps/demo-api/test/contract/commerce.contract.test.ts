/**
 * Contract walk over every Store API operation the commerce side serves: one real request each (success and the
 * typical error), every answer validated against the Store API schema with the harness.
 */
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../src/seed/customers.js";
import { customizedOptionId, customizedValueId } from "../../src/seed/customized.js";
import { CUSTOMIZED_TEMPLATE_ID, DEMO_PRODUCT_IDS } from "../../src/seed/ids.js";
import { solvedAltcha } from "../captcha-helpers.js";
import { ACCESS_KEY, IDS, type Json, STOREFRONT_URL, useTestApi } from "../commerce-app.js";
import { expectResponseMatchesSchema, findOperation } from "./harness.js";

const api = useTestApi();
let token = "";
const checked = new Set<string>();

async function call(method: string, template: string, path: string, body?: unknown, expectedStatus?: number) {
  const response = await api.request(method, path, { token, body });
  if (response.token) token = response.token;
  if (expectedStatus !== undefined)
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(expectedStatus);
  expectResponseMatchesSchema(method, template, response.status, response.body);
  checked.add(`${method} ${template}`);
  return response.body as Json;
}

describe("commerce operations match the Store API schema", () => {
  it("walks a shopper through context, cart, account, wishlist, checkout and orders", async () => {
    await call("GET", "/context", "/context", undefined, 200);
    await call("PATCH", "/context", "/context", { shippingMethodId: IDS.express }, 200);
    await call("PATCH", "/context", "/context", { shippingMethodId: "nope" }, 400);
    await call("GET", "/checkout/cart", "/checkout/cart", undefined, 200);
    await call(
      "POST",
      "/checkout/cart/line-item",
      "/checkout/cart/line-item",
      {
        items: [
          {
            id: IDS.shirt,
            referencedId: IDS.shirt,
            type: "product",
            quantity: 1,
            stackable: true,
            removable: true,
          },
          { type: "product", referencedId: IDS.steps, quantity: 2 },
          { type: "promotion", referencedId: "SAVE5" },
        ],
      },
      200,
    );
    await call("POST", "/checkout/cart/line-item", "/checkout/cart/line-item", { items: [] }, 400);
    await call(
      "PATCH",
      "/checkout/cart/line-item",
      "/checkout/cart/line-item",
      { items: [{ id: IDS.shirt, quantity: 2 }] },
      200,
    );
    await call(
      "POST",
      "/checkout/cart/line-item/delete",
      "/checkout/cart/line-item/delete",
      { ids: [IDS.steps] },
      200,
    );
    await call(
      "DELETE",
      "/checkout/cart/line-item",
      `/checkout/cart/line-item?ids[]=${IDS.shirt}`,
      undefined,
      200,
    );
    await call("DELETE", "/checkout/cart", "/checkout/cart", undefined, 204);

    await call("POST", "/account/customer", "/account/customer", undefined, 403);
    await call(
      "POST",
      "/account/login",
      "/account/login",
      { email: DEMO_CUSTOMER.email, password: "wrong" },
      401,
    );
    await call(
      "POST",
      "/account/login",
      "/account/login",
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      200,
    );
    await call("POST", "/account/customer", "/account/customer", undefined, 200);
    await call(
      "POST",
      "/account/change-profile",
      "/account/change-profile",
      { firstName: "Mia", lastName: "Muster", salutationId: IDS.mrs },
      200,
    );
    await call("POST", "/account/list-address", "/account/list-address", {}, 200);
    const address = await call(
      "POST",
      "/account/address",
      "/account/address",
      {
        firstName: "Mia",
        lastName: "Muster",
        street: "Prinsengracht 2",
        zipcode: "1015 DV",
        city: "Amsterdam",
        countryId: IDS.nl,
      },
      200,
    );
    await call(
      "PATCH",
      "/account/address/{addressId}",
      `/account/address/${address.id}`,
      {
        firstName: "Mia",
        lastName: "Muster",
        street: "Prinsengracht 4",
        zipcode: "1015 DV",
        city: "Amsterdam",
        countryId: IDS.nl,
      },
      200,
    );
    await call(
      "PATCH",
      "/account/address/default-billing/{addressId}",
      `/account/address/default-billing/${address.id}`,
      undefined,
      200,
    );
    await call(
      "PATCH",
      "/account/address/default-billing/{addressId}",
      `/account/address/default-billing/${DEMO_CUSTOMER.homeAddressId}`,
      undefined,
      200,
    );
    await call(
      "PATCH",
      "/account/address/default-shipping/{addressId}",
      `/account/address/default-shipping/${DEMO_CUSTOMER.officeAddressId}`,
      undefined,
      200,
    );
    await call(
      "PATCH",
      "/account/address/default-shipping/{addressId}",
      `/account/address/default-shipping/${DEMO_CUSTOMER.homeAddressId}`,
      undefined,
      200,
    );
    await call(
      "DELETE",
      "/account/address/{addressId}",
      `/account/address/${DEMO_CUSTOMER.homeAddressId}`,
      undefined,
      400,
    );
    await call("DELETE", "/account/address/{addressId}", `/account/address/${address.id}`, undefined, 204);

    await call(
      "POST",
      "/customer/wishlist/add/{productId}",
      `/customer/wishlist/add/${IDS.shirt}`,
      undefined,
      200,
    );
    await call(
      "POST",
      "/customer/wishlist/merge",
      "/customer/wishlist/merge",
      { productIds: [IDS.limited] },
      200,
    );
    const wishlist = await call("POST", "/customer/wishlist", "/customer/wishlist", {}, 200);
    expect(wishlist.products.total).toBe(2);
    await call(
      "DELETE",
      "/customer/wishlist/delete/{productId}",
      `/customer/wishlist/delete/${IDS.shirt}`,
      undefined,
      200,
    );
    await call(
      "DELETE",
      "/customer/wishlist/delete/{productId}",
      `/customer/wishlist/delete/${IDS.shirt}`,
      undefined,
      404,
    );

    await call("POST", "/checkout/order", "/checkout/order", {}, 400);
    await call(
      "POST",
      "/checkout/cart/line-item",
      "/checkout/cart/line-item",
      {
        items: [
          { type: "product", referencedId: IDS.shirt, quantity: 1 },
          { type: "promotion", referencedId: "VITRINE10" },
        ],
      },
      200,
    );
    await call("PATCH", "/context", "/context", { paymentMethodId: IDS.invoice }, 200);
    const order = await call(
      "POST",
      "/checkout/order",
      "/checkout/order",
      { customerComment: "Contract" },
      200,
    );
    expect(order.lineItems.map((item: Json) => item.type)).toEqual(["product", "promotion"]);
    await call(
      "POST",
      "/handle-payment",
      "/handle-payment",
      { orderId: order.id, finishUrl: "http://localhost:3000/checkout/finish" },
      200,
    );
    await call("GET", "/handle-payment", `/handle-payment?orderId=${order.id}`, undefined, 200);
    await call(
      "POST",
      "/handle-payment",
      "/handle-payment",
      { orderId: "0123456789abcdef0123456789abcdef" },
      404,
    );
    const orders = await call("POST", "/order", "/order", { limit: 5 }, 200);
    expect(orders.orders.elements[0].id).toBe(order.id);
    await call(
      "POST",
      "/contact-form",
      "/contact-form",
      {
        firstName: "Mia",
        lastName: "Muster",
        email: "mia@example.com",
        subject: "Order",
        comment: "Please deliver to the office.",
        altcha: await solvedAltcha(api, token),
      },
      200,
    );
    await call("POST", "/contact-form", "/contact-form", { email: "bad" }, 400);
    await call("POST", "/account/logout", "/account/logout", undefined, 200);
    await call("POST", "/account/logout", "/account/logout", undefined, 403);

    const guest = await call(
      "POST",
      "/account/register",
      "/account/register",
      {
        guest: true,
        email: "guest@example.com",
        firstName: "Gus",
        lastName: "Guest",
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL,
        billingAddress: { street: "Ring 1", zipcode: "1010", city: "Wien", countryId: IDS.de },
      },
      200,
    );
    expect(guest.guest).toBe(true);
  }, 90_000); // one long journey of ~150 calls: give it room on a loaded 2-core machine

  it("customized products routes (6.7.13 schema)", async () => {
    const form = new FormData();
    form.set("optionId", customizedOptionId("photo"));
    form.set("file", new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" }));
    const uploaded = await api.app.request("/store-api/customized-products/upload", {
      method: "POST",
      headers: { "sw-access-key": ACCESS_KEY, "sw-context-token": token },
      body: form,
    });
    const upload = (await uploaded.json()) as Json;
    expect(uploaded.status).toBe(200);
    expectResponseMatchesSchema("POST", "/customized-products/upload", 200, upload);
    checked.add("POST /customized-products/upload");
    const configuration = {
      "customized-products-template": {
        id: CUSTOMIZED_TEMPLATE_ID,
        options: {
          [customizedOptionId("size")]: { value: customizedValueId("size", "30x40") },
          [customizedOptionId("style")]: { value: customizedValueId("style", "mono") },
          [customizedOptionId("photo")]: { media: { "me.png": { id: upload.mediaId, filename: "me.png" } } },
        },
      },
      lineItems: { [DEMO_PRODUCT_IDS.customizable]: { id: DEMO_PRODUCT_IDS.customizable, quantity: 1 } },
    };
    await call(
      "POST",
      "/customized-products/add-to-cart",
      "/customized-products/add-to-cart",
      configuration,
      204,
    );
    await call(
      "POST",
      "/customized-products/add-to-cart",
      "/customized-products/add-to-cart",
      { lineItems: {} },
      400,
    );
    await call(
      "POST",
      "/customized-products/configuration/create-share",
      "/customized-products/configuration/create-share",
      { ...configuration, absoluteBaseUrl: STOREFRONT_URL },
      200,
    );
    const cart = await call("GET", "/checkout/cart", "/checkout/cart", undefined, 200);
    expect(cart.lineItems[0].type).toBe("customized-products");
  });

  it("covered every commerce operation of the schema", () => {
    const served = [
      "GET /context",
      "PATCH /context",
      "GET /checkout/cart",
      "DELETE /checkout/cart",
      "POST /checkout/cart/line-item",
      "PATCH /checkout/cart/line-item",
      "DELETE /checkout/cart/line-item",
      "POST /checkout/cart/line-item/delete",
      "POST /account/register",
      "POST /account/login",
      "POST /account/logout",
      "POST /account/customer",
      "POST /account/change-profile",
      "POST /account/list-address",
      "POST /account/address",
      "PATCH /account/address/{addressId}",
      "DELETE /account/address/{addressId}",
      "PATCH /account/address/default-shipping/{addressId}",
      "PATCH /account/address/default-billing/{addressId}",
      "POST /customer/wishlist",
      "POST /customer/wishlist/add/{productId}",
      "DELETE /customer/wishlist/delete/{productId}",
      "POST /customer/wishlist/merge",
      "POST /checkout/order",
      "POST /handle-payment",
      "GET /handle-payment",
      "POST /order",
      "POST /contact-form",
      "POST /customized-products/upload",
      "POST /customized-products/add-to-cart",
      "POST /customized-products/configuration/create-share",
    ];
    for (const operation of served) {
      const [method = "", path = ""] = operation.split(" ");
      expect(findOperation(method, path), `${operation} is in the schema`).toBeDefined();
      expect(checked.has(operation), `${operation} was validated`).toBe(true);
    }
  });
});
