import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { buildCart, createFakeShop, products } from "./cart.fixtures";
import { shopWrapper } from "./cart.test-utils";
import { useCart } from "./useCart";
import { useCartController } from "./useCartController";

const shirt = products[0]?.id as string;

beforeEach(() => localStorage.clear());

describe("cart reads and writes", () => {
  it("a read that started before a write never overwrites the write's answer", async () => {
    // The read is slow, the write fast: the read's (older) cart arrives last and must be dropped.
    const shop = createFakeShop({ lines: [[0, 1]], latency: (method) => (method === "GET" ? 80 : 5) });
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(
      () => ({ cart: useCart({ load: false }), controller: useCartController() }),
      {
        wrapper,
      },
    );
    let read: Promise<unknown> | undefined;
    await act(async () => {
      read = result.current.controller.refresh();
      await result.current.controller.run("quantity", (api, client) =>
        api.changeQuantity(client, [{ id: shirt, quantity: 3 }]),
      );
      await read;
    });
    expect(shop.calls.map((call) => call.method)).toEqual(["GET", "PATCH"]);
    expect(result.current.cart.cart?.lineItems[0]?.quantity).toBe(3);
  });

  it("an add through a route of its own emits the lines that are new or grew; a refused one emits nothing", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    const { wrapper, events } = shopWrapper(shop.client);
    const emitted: [string, unknown][] = [];
    events.on("cart:line-item-added", (payload) => emitted.push(["added", payload]));
    events.on("cart:line-item-removed", (payload) => emitted.push(["removed", payload]));
    const { result } = renderHook(() => useCartController(), { wrapper });
    const second = products[1]?.id as string;
    await act(async () => {
      await result.current.add(second, (api, client) =>
        api.addLineItems(client, [
          { type: "product", referencedId: shirt, quantity: 2 },
          { type: "product", referencedId: second, quantity: 1 },
        ]),
      );
    });
    expect(emitted).toMatchObject([
      [
        "added",
        {
          productId: second,
          quantity: 3,
          lineItemIds: [shirt, second],
          lineItems: [{ id: shirt }, { id: second }],
        },
      ],
    ]);
    emitted.length = 0;
    shop.failNext(400);
    await act(async () => {
      await result.current.add(second, (api, client) =>
        api.addLineItems(client, [{ type: "product", referencedId: second, quantity: 1 }]),
      );
    });
    expect(emitted).toEqual([]);
  });

  it("concurrent reads share one request", async () => {
    const shop = createFakeShop({ lines: [[0, 1]], latency: 10 });
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useCartController(), { wrapper });
    await act(async () => {
      await Promise.all([result.current.refresh(), result.current.refresh(), result.current.refresh()]);
    });
    expect(shop.calls).toHaveLength(1);
  });

  it("after a 5xx on a write the cart is read again; after a 4xx it is not", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useCartController(), { wrapper });
    shop.failNext(503);
    await act(async () => {
      await result.current.run("remove", (api, client) => api.removeLineItems(client, [shirt]));
    });
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /checkout/cart/line-item/delete",
      "GET /checkout/cart",
    ]);
    shop.calls.length = 0;
    await act(async () => {
      await result.current.run("quantity", (api, client) =>
        api.changeQuantity(client, [{ id: "unknown", quantity: 2 }]),
      );
    });
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    expect(shop.calls[0]?.method).toBe("PATCH");
  });
});

describe("cart from a server loader", () => {
  it("follows a revalidated loader cart: new initial data from a loader replaces the state", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    const { wrapper } = shopWrapper(shop.client);
    const first = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 1 }]);
    const { result, rerender } = renderHook(({ initialCart }) => useCart({ initialCart }), {
      wrapper,
      initialProps: { initialCart: first },
    });
    expect(result.current.cart?.lineItems[0]?.quantity).toBe(1);
    // A form post on the cart page ran the root loader again: its cart has three shirts.
    const revalidated = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 3 }]);
    rerender({ initialCart: revalidated });
    await waitFor(() => expect(result.current.cart?.lineItems[0]?.quantity).toBe(3));
    expect(shop.calls).toHaveLength(0);
  });

  it("a read that started before the revalidated loader cart arrived does not overwrite it", async () => {
    const shop = createFakeShop({ lines: [[0, 1]], latency: 40 });
    const { wrapper } = shopWrapper(shop.client);
    const first = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 1 }]);
    const { result, rerender } = renderHook(
      ({ initialCart }) => ({ cart: useCart({ initialCart }), controller: useCartController() }),
      { wrapper, initialProps: { initialCart: first } },
    );
    let read: Promise<unknown> | undefined;
    act(() => {
      read = result.current.controller.refresh();
    });
    const revalidated = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 4 }]);
    rerender({ initialCart: revalidated });
    await act(async () => {
      await read;
    });
    expect(shop.calls).toHaveLength(1);
    expect(result.current.cart.cart?.lineItems[0]?.quantity).toBe(4);
  });
});
