import { describe, expect, it } from "vitest";
import { defaultCartApi, toLineItemPayload } from "./cart.api";
import { createFakeShop, products, shippingMethods } from "./cart.fixtures";

const shirt = products[0]?.id as string;
const tote = products[1]?.id as string;

describe("cart calls", () => {
  it("add to cart sends the spec's line item fields (id, referencedId, type, quantity, stackable, removable), several items in one call", async () => {
    const shop = createFakeShop();
    const cart = await defaultCartApi.addLineItems(shop.client, [
      { type: "product", referencedId: shirt, quantity: 2 },
      { type: "product", referencedId: tote },
    ]);
    expect(shop.calls).toEqual([
      {
        method: "POST",
        path: "/checkout/cart/line-item",
        body: {
          items: [
            {
              id: shirt,
              referencedId: shirt,
              type: "product",
              quantity: 2,
              stackable: true,
              removable: true,
            },
            { id: tote, referencedId: tote, type: "product", quantity: 1, stackable: true, removable: true },
          ],
        },
      },
    ]);
    expect(cart.lineItems.map((item) => [item.id, item.quantity])).toEqual([
      [shirt, 2],
      [tote, 1],
    ]);
  });

  it("keeps an extra item's own fields (a bundle item referencing the main line item)", () => {
    expect(toLineItemPayload({ type: "bundle", referencedId: shirt, id: "b1" })).toEqual({
      type: "bundle",
      referencedId: shirt,
      id: "b1",
      quantity: 1,
    });
  });

  it("change quantity, remove item and promotion code use the Store API's calls", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    await defaultCartApi.changeQuantity(shop.client, [{ id: shirt, quantity: 3 }]);
    await defaultCartApi.applyPromotionCode(shop.client, " SUMMER10 ");
    await defaultCartApi.removeLineItems(shop.client, [shirt]);
    expect(shop.calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ["PATCH", "/checkout/cart/line-item", { items: [{ id: shirt, quantity: 3 }] }],
      ["POST", "/checkout/cart/line-item", { items: [{ type: "promotion", referencedId: "SUMMER10" }] }],
      ["POST", "/checkout/cart/line-item/delete", { ids: [shirt] }],
    ]);
  });

  it("shipping method form: updates the context, then the cart is re-fetched", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    const express = shippingMethods[1]?.id as string;
    expect((await defaultCartApi.readShippingMethods(shop.client)).map((method) => method.id)).toHaveLength(
      2,
    );
    const cart = await defaultCartApi.setShippingMethod(shop.client, express);
    expect(await defaultCartApi.readShippingMethodId(shop.client)).toBe(express);
    expect(shop.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /shipping-method?onlyAvailable=1",
      "PATCH /context",
      "GET /checkout/cart",
      "GET /context",
    ]);
    expect(cart.deliveries?.[0]?.shippingMethod?.id).toBe(express);
  });
});
