import { act, renderHook, waitFor } from "@testing-library/react";
import { translate } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultCartApi as cartApi } from "./cart.api";
import { createFakeShop, products, shippingMethods } from "./cart.fixtures";
import { noticeText } from "./cart.notices";
import { offcanvasCartOpenAtom } from "./cart.state";
import { shopWrapper } from "./cart.test-utils";
import { CART_QUANTITY_DEBOUNCE_MS } from "./constants";
import { offcanvasCartSnippets } from "./OffcanvasCartPanel.snippets";
import { useOffcanvasCart } from "./useOffcanvasCart";

const shirt = products[0]?.id as string;
const tote = products[1]?.id as string;
const t = (key: string, params?: Record<string, string | number>) =>
  translate(offcanvasCartSnippets, key, params);

async function openCart(
  lines: [number, number][] = [
    [0, 1],
    [1, 1],
  ],
) {
  const shop = createFakeShop({ lines });
  const { wrapper, store, events } = shopWrapper(shop.client);
  store.set(offcanvasCartOpenAtom, true);
  const hook = renderHook(() => useOffcanvasCart(), { wrapper });
  await waitFor(() => expect(hook.result.current.cart).not.toBeNull());
  await waitFor(() => expect(hook.result.current.shippingMethods).not.toBeNull());
  shop.calls.length = 0;
  return { shop, store, events, ...hook };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("off-canvas cart", () => {
  it("opening reads the cart, the shipping methods and the chosen one", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    const { wrapper, store } = shopWrapper(shop.client);
    store.set(offcanvasCartOpenAtom, true);
    const { result } = renderHook(() => useOffcanvasCart(), { wrapper });
    await waitFor(() => expect(result.current.shippingMethodId).toBe(shippingMethods[0]?.id));
    expect(result.current.cart?.lineItems[0]?.label).toBe("Linen shirt");
    expect(result.current.totals).toEqual({
      positionPrice: 49.9,
      shippingCosts: 4.99,
      taxes: [{ taxRate: 19, tax: 8.76 }],
      totalPrice: 54.89,
    });
    expect(shop.calls.map((call) => call.path).sort()).toEqual([
      "/checkout/cart",
      "/context",
      "/shipping-method?onlyAvailable=1",
    ]);
  });

  it("opening the off-canvas cart shows the last known cart at once, re-reads it and replaces it with the answer", async () => {
    const { shop, result, store } = await openCart([[0, 1]]);
    act(() => result.current.setOpen(false));
    // Another tab (or device, or the server) changes the cart while the panel is closed.
    await cartApi.addLineItems(shop.client, [{ type: "product", referencedId: tote }]);
    shop.calls.length = 0;
    act(() => store.set(offcanvasCartOpenAtom, true));
    expect(result.current.cart?.lineItems.map((item) => item.label)).toEqual(["Linen shirt"]);
    await waitFor(() =>
      expect(result.current.cart?.lineItems.map((item) => item.label)).toEqual([
        "Linen shirt",
        "Canvas tote bag",
      ]),
    );
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toContain("GET /checkout/cart");
  });

  it("a 5xx answer to the re-read on open changes nothing", async () => {
    const { shop, result, store } = await openCart([[0, 1]]);
    act(() => result.current.setOpen(false));
    const shown = result.current.cart;
    shop.failNext(503, 503, 503);
    act(() => store.set(offcanvasCartOpenAtom, true));
    await waitFor(() => expect(shop.calls.map((call) => call.path)).toContain("/checkout/cart"));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.cart).toBe(shown);
    expect(result.current.notices).toEqual([]);
  });

  it("quantity change debounced 800 ms: several quick changes send one request", async () => {
    const { shop, result } = await openCart();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => result.current.changeQuantity(shirt, 2));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => result.current.changeQuantity(shirt, 3));
    act(() => result.current.changeQuantity(tote, 4));
    await act(() => vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS - 1));
    // Shown at once, not sent yet.
    expect(result.current.cart?.lineItems.map((item) => item.quantity)).toEqual([3, 4]);
    expect(shop.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shop.calls).toEqual([
      {
        method: "PATCH",
        path: "/checkout/cart/line-item",
        body: {
          items: [
            { id: shirt, quantity: 3 },
            { id: tote, quantity: 4 },
          ],
        },
      },
    ]);
    vi.useRealTimers();
    await waitFor(() => expect(shop.lines.map((line) => line.quantity)).toEqual([3, 4]));
    expect(result.current.cart?.lineItems.map((item) => item.quantity)).toEqual([3, 4]);
  });

  it("a failed quantity change rolls back with a message and never drops or duplicates a line", async () => {
    const { shop, result } = await openCart();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    shop.failNext(500);
    act(() => result.current.changeQuantity(shirt, 5));
    expect(result.current.cart?.lineItems[0]?.quantity).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(result.current.cart?.lineItems[0]?.quantity).toBe(1));
    expect(result.current.cart?.lineItems.map((item) => item.id)).toEqual([shirt, tote]);
    expect(result.current.notices.map((notice) => noticeText(t, notice))).toEqual([
      "The quantity of Linen shirt could not be changed to 5. It is back at 1. Please try again.",
    ]);
    // A warning: read out in the panel's status region, next to the field that went back.
    expect(result.current.notices[0]?.level).toBe(10);
  });

  it("a failed quantity change (network error) returns to the server's quantity and says why", async () => {
    const { shop, result } = await openCart();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    shop.failNext(0);
    act(() => result.current.changeQuantity(tote, 3));
    await act(() => vi.advanceTimersByTimeAsync(CART_QUANTITY_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(result.current.cart?.lineItems[1]?.quantity).toBe(1));
    expect(result.current.notices.map((notice) => noticeText(t, notice))).toEqual([
      "The quantity of Canvas tote bag could not be changed to 3. It is back at 1. Please try again.",
    ]);
  });

  it("leaving the panel sends a waiting quantity change instead of dropping it", async () => {
    const { shop, result, unmount } = await openCart();
    act(() => result.current.changeQuantity(shirt, 2));
    unmount();
    await waitFor(() => expect(shop.lines[0]?.quantity).toBe(2));
    expect(shop.calls).toHaveLength(1);
  });

  it("remove item: hidden at once, removed on the server, and the line-item-removed event is emitted with the removed line", async () => {
    const { shop, result, events } = await openCart();
    const removed = vi.fn();
    const changed = vi.fn();
    events.on("cart:line-item-removed", removed);
    events.on("cart:changed", changed);
    let done: Promise<boolean> | undefined;
    act(() => {
      done = result.current.removeLineItem(tote);
    });
    expect(result.current.cart?.lineItems.map((item) => item.id)).toEqual([shirt]);
    await act(async () => {
      expect(await done).toBe(true);
    });
    expect(shop.lines.map((line) => line.id)).toEqual([shirt]);
    expect(removed).toHaveBeenCalledWith({
      lineItemId: tote,
      productId: tote,
      quantity: 1,
      lineItem: expect.objectContaining({ id: tote, quantity: 1 }),
    });
    expect(changed).toHaveBeenCalledWith({ itemCount: 1, totalPrice: 54.89 });
  });

  it("a failed remove brings the line back with a message", async () => {
    const { shop, result, events } = await openCart();
    const removed = vi.fn();
    events.on("cart:line-item-removed", removed);
    shop.failNext(503);
    await act(async () => {
      expect(await result.current.removeLineItem(tote)).toBe(false);
    });
    expect(result.current.cart?.lineItems.map((item) => item.id)).toEqual([shirt, tote]);
    expect(result.current.notices.map((notice) => noticeText(t, notice))).toEqual([
      "The item could not be removed. Please try again.",
    ]);
    expect(removed).not.toHaveBeenCalled();
  });

  it("promotion code: success is a notice (level 0), an unknown code an error (level 20), both from cart.errors", async () => {
    const { result } = await openCart([[0, 2]]);
    await act(async () => {
      expect(await result.current.applyPromotionCode("NOPE")).toBe(false);
    });
    expect(result.current.notices.map((notice) => [notice.messageKey, notice.level])).toEqual([
      ["promotion-not-found", 20],
    ]);
    expect(noticeText(t, result.current.notices[0] as never)).toBe("The promotion code NOPE is not valid.");
    await act(async () => {
      expect(await result.current.applyPromotionCode("SUMMER10")).toBe(true);
    });
    expect(result.current.notices.map((notice) => [notice.messageKey, notice.level])).toEqual([
      ["promotion-discount-added", 0],
    ]);
    expect(noticeText(t, result.current.notices[0] as never)).toBe("The discount 10 % off has been added.");
    expect(result.current.cart?.lineItems.map((item) => item.type)).toEqual(["product", "promotion"]);
    expect(result.current.totals?.positionPrice).toBe(89.82);
  });

  it("shipping method selector: updates the context, then refetches the cart; a failure keeps the old method", async () => {
    const { shop, result } = await openCart();
    const express = shippingMethods[1]?.id as string;
    await act(async () => {
      expect(await result.current.setShippingMethod(express)).toBe(true);
    });
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "PATCH /context",
      "GET /checkout/cart",
    ]);
    expect(result.current.shippingMethodId).toBe(express);
    expect(result.current.totals?.shippingCosts).toBe(9.99);

    shop.failNext(500);
    await act(async () => {
      expect(await result.current.setShippingMethod(shippingMethods[0]?.id as string)).toBe(false);
    });
    expect(result.current.shippingMethodId).toBe(express);
    expect(result.current.totals?.shippingCosts).toBe(9.99);
    expect(result.current.notices[0]?.messageKey).toBe("failure.shipping");
  });
});

describe("off-canvas cart messages", () => {
  it("are shown once: closing the panel dismisses them", async () => {
    const { result } = await openCart([[0, 1]]);
    await act(async () => {
      await result.current.applyPromotionCode("NOPE");
    });
    expect(result.current.notices).toHaveLength(1);
    act(() => result.current.setOpen(false));
    await waitFor(() => expect(result.current.notices).toHaveLength(0));
    expect(result.current.cart?.lineItems).toHaveLength(1);
  });
});
