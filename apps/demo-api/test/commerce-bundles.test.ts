import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import { DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { createTestApi, guestToken, loginDemo, type TestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely; the contract harness checks their shape.
type Json = Record<string, any>;

const camera = DEMO_PRODUCT_IDS.withAccessories;
const tripod = DEMO_PRODUCT_IDS.accessoryTripod;
const card = DEMO_PRODUCT_IDS.accessoryCard;
const strap = DEMO_PRODUCT_IDS.accessoryStrap;
const BUNDLE = "vitrine-bundle-item";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

/** The camera with an accessory and two bundle items, in one add-to-cart call (as @vitrine/accessories sends it). */
const cameraWithAccessories = [
  { id: camera, referencedId: camera, type: "product", quantity: 1, stackable: true, removable: true },
  { id: strap, referencedId: strap, type: "product", quantity: 1, stackable: true, removable: true },
  { id: `${camera}-${tripod}`, referencedId: tripod, type: BUNDLE, quantity: 1, parentId: camera },
  { id: `${camera}-${card}`, referencedId: card, type: BUNDLE, quantity: 2, parentId: camera },
];

describe("accessories and bundles in the cart (SPEC 7: bundle items reference the main product line item id)", () => {
  it("adds the main product, an accessory and bundle items in one request; bundle items sit under their parent", async () => {
    const token = await guestToken(api);
    const added = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: cameraWithAccessories },
    });
    expect(added.status).toBe(200);
    expectResponseMatchesSchema("POST", "/checkout/cart/line-item", 200, added.body);
    const cart = added.body as Json;
    expect(cart.lineItems.map((line: Json) => line.id)).toEqual([camera, strap]);
    const [parent] = cart.lineItems;
    // In the calculated cart the children are product lines whose payload names their parent.
    expect(
      parent.children.map((child: Json) => [
        child.referencedId,
        child.quantity,
        child.payload.bundleParentId,
      ]),
    ).toEqual([
      [tripod, 1, camera],
      [card, 2, camera],
    ]);
    // Children count once, beside the top-level lines: camera + strap + tripod + 2 cards.
    const sum = (lines: Json[]): number =>
      lines.reduce((total, line) => total + line.price.totalPrice + sum(line.children ?? []), 0);
    expect(parent.children[0].price.totalPrice).toBe(119);
    expect(cart.price.positionPrice).toBeCloseTo(sum(cart.lineItems), 2);
    expect(cart.price.positionPrice).toBeGreaterThan(899 + 34.99 + 119);
  });

  it("bundle children follow their parent's quantity and go when the parent is removed", async () => {
    const token = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", { token, body: { items: cameraWithAccessories } });
    const changed = (
      await api.request("PATCH", "/checkout/cart/line-item", {
        token,
        body: { items: [{ id: camera, quantity: 2 }] },
      })
    ).body as Json;
    // Per camera one tripod and two cards, within each product's max purchase (the tripod's is 1).
    expect(changed.lineItems[0].children.map((child: Json) => child.quantity)).toEqual([1, 4]);
    const removed = (
      await api.request("POST", "/checkout/cart/line-item/delete", { token, body: { ids: [camera] } })
    ).body as Json;
    expect(removed.lineItems.map((line: Json) => line.id)).toEqual([strap]);
  });

  it("a child alone cannot be changed into an inconsistent state: no bundle item without its parent, no own quantity, no own removal", async () => {
    const token = await guestToken(api);
    const orphan = await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ referencedId: tripod, type: BUNDLE, quantity: 1, parentId: camera }] },
    });
    expect(orphan.status).toBe(400);
    expect((orphan.body as Json).errors[0]).toMatchObject({
      code: "CHECKOUT__CART_BUNDLE_PARENT_NOT_FOUND",
      source: { pointer: "/items/0/parentId" },
    });
    await api.request("POST", "/checkout/cart/line-item", { token, body: { items: cameraWithAccessories } });
    const childId = `${camera}-${tripod}`;
    const patch = await api.request("PATCH", "/checkout/cart/line-item", {
      token,
      body: { items: [{ id: childId, quantity: 5 }] },
    });
    expect(patch.status).toBe(400);
    const remove = await api.request("POST", "/checkout/cart/line-item/delete", {
      token,
      body: { ids: [childId] },
    });
    expect(remove.status).toBeGreaterThanOrEqual(400);
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(cart.lineItems[0].children.map((child: Json) => [child.id, child.quantity])).toEqual([
      [childId, 1],
      [`${camera}-${card}`, 2],
    ]);
  });

  it("the order keeps the parent/child link", async () => {
    const token = await loginDemo(api, await guestToken(api));
    await api.request("DELETE", "/checkout/cart", { token });
    await api.request("POST", "/checkout/cart/line-item", { token, body: { items: cameraWithAccessories } });
    const order = await api.request("POST", "/checkout/order", { token, body: {} });
    expect(order.status).toBe(200);
    expect((order.body as Json).orderCustomer.email).toBe(DEMO_CUSTOMER.email);
    const lines = (order.body as Json).lineItems as Json[];
    const parent = lines.find((line) => line.identifier === camera) as Json;
    expect(
      parent.children.map((child: Json) => [child.productId, child.parentId, child.payload.bundleParentId]),
    ).toEqual([
      [tripod, parent.id, camera],
      [card, parent.id, camera],
    ]);
  });
});
