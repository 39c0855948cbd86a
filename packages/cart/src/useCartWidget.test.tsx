import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { createCrossTabChannel } from "@vitrine/core/utils";
import { beforeEach, describe, expect, it } from "vitest";
import { CartWidget } from "./CartWidget";
import { buildCart, createFakeShop, products } from "./cart.fixtures";
import { offcanvasCartOpenAtom } from "./cart.state";
import { shopWrapper } from "./cart.test-utils";
import { CART_SYNC_CHANNEL, CART_WIDGET_STORAGE_KEY, EMPTY_CART_WIDGET_STORAGE_KEY } from "./constants";
import { useCartWidget } from "./useCartWidget";

beforeEach(() => localStorage.clear());

describe("header cart widget", () => {
  it("shows item count and total in a button whose name starts with 'Shopping cart'", async () => {
    const shop = createFakeShop({
      lines: [
        [0, 1],
        [1, 1],
      ],
    });
    const { wrapper } = shopWrapper(shop.client);
    render(<CartWidget />, { wrapper });
    const button = await screen.findByRole("button", { name: "Shopping cart, 2 items, €73.89" });
    expect(button).toHaveProperty("dataset.state", "filled");
    expect(button.textContent).toContain("€73.89");
  });

  it("the last known state kept in browser storage is shown on a reload before the shop answers, then refreshed", async () => {
    localStorage.setItem(CART_WIDGET_STORAGE_KEY, JSON.stringify({ itemCount: 5, totalPrice: 120 }));
    // A slow answer: the stored state shows meanwhile.
    const shop = createFakeShop({ lines: [[0, 1]], latency: 500 });
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useCartWidget(), { wrapper });
    // Not read in the effects' task after hydration: storage is read once the browser is idle.
    expect(result.current.label).toBe("Shopping cart");
    // Before the Store API answered: the stored state.
    await waitFor(() => expect(result.current.label).toBe("Shopping cart, 5 items, €120.00"));
    await waitFor(() => expect(result.current.label).toBe("Shopping cart, 1 item, €54.89"));
    expect(shop.calls.map((call) => call.path)).toEqual(["/checkout/cart"]);
    expect(JSON.parse(localStorage.getItem(CART_WIDGET_STORAGE_KEY) ?? "{}")).toEqual({
      itemCount: 1,
      totalPrice: 54.89,
    });
  });

  it("an empty cart (the spec's 204) shows the empty state and clears the stored content", async () => {
    localStorage.setItem(CART_WIDGET_STORAGE_KEY, JSON.stringify({ itemCount: 5, totalPrice: 120 }));
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useCartWidget(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe("empty"));
    expect(result.current.label).toBe("Shopping cart, empty");
    expect(localStorage.getItem(CART_WIDGET_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(EMPTY_CART_WIDGET_STORAGE_KEY)).not.toBeNull();
  });

  it("status 500 or above changes nothing: the stored state stays shown and stored", async () => {
    const stored = JSON.stringify({ itemCount: 5, totalPrice: 120 });
    localStorage.setItem(CART_WIDGET_STORAGE_KEY, stored);
    const shop = createFakeShop({ lines: [[0, 1]] });
    shop.failNext(503);
    const { wrapper, store } = shopWrapper(shop.client);
    const { result } = renderHook(() => useCartWidget(), { wrapper });
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    await act(async () => {});
    expect(result.current.label).toBe("Shopping cart, 5 items, €120.00");
    expect(localStorage.getItem(CART_WIDGET_STORAGE_KEY)).toBe(stored);
    expect(store.get(offcanvasCartOpenAtom)).toBe(false);
  });

  it("renders the server loader's cart at once without a request, and loading before anything is known", async () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const shirt = products[0]?.id as string;
    const initialCart = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 3 }]);
    const { result } = renderHook(() => useCartWidget({ initialCart }), { wrapper });
    expect(result.current.itemCount).toBe(3);
    expect(shop.calls).toHaveLength(0);

    const other = shopWrapper(createFakeShop().client);
    const loading = renderHook(() => useCartWidget(), { wrapper: other.wrapper });
    expect(loading.result.current.state).toBe("loading");
    expect(loading.result.current.label).toBe("Shopping cart");
    await waitFor(() => expect(loading.result.current.state).toBe("empty"));
  });

  it("opens the off-canvas cart", async () => {
    const { wrapper, store } = shopWrapper(createFakeShop().client);
    const { result } = renderHook(() => useCartWidget(), { wrapper });
    act(() => result.current.openCart());
    expect(store.get(offcanvasCartOpenAtom)).toBe(true);
    await waitFor(() => expect(result.current.isOpen).toBe(true));
  });

  it("type 'submit' inside a form to the cart page: the click still opens the off-canvas cart", async () => {
    const { wrapper, store } = shopWrapper(createFakeShop().client);
    render(
      <form action="/checkout/cart" onSubmit={(event) => event.preventDefault()}>
        <CartWidget type="submit" />
      </form>,
      { wrapper },
    );
    const button = screen.getByRole("button", { name: /^Shopping cart/ });
    expect(button.getAttribute("type")).toBe("submit");
    act(() => button.click());
    expect(store.get(offcanvasCartOpenAtom)).toBe(true);
  });

  it("load={false} (the shop is known to be down): no read, the widget just says 'Shopping cart'", () => {
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    render(<CartWidget load={false} />, { wrapper });
    expect(screen.getByRole("button", { name: "Shopping cart" })).toBeTruthy();
    expect(shop.calls).toHaveLength(0);
  });

  it("is a plain button by default", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    render(<CartWidget />, { wrapper });
    expect(screen.getByRole("button", { name: /^Shopping cart/ }).getAttribute("type")).toBe("button");
  });

  it("a second tab sees cart changes: another tab's cart arrives on the BroadcastChannel", async () => {
    const shop = createFakeShop({ lines: [[0, 1]] });
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useCartWidget(), { wrapper });
    await waitFor(() => expect(result.current.itemCount).toBe(1));
    const shirt = products[0]?.id as string;
    createCrossTabChannel(CART_SYNC_CHANNEL, "test", { tab: "other-tab" }).post({
      cart: buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 4 }]),
    });
    await waitFor(() => expect(result.current.label).toBe("Shopping cart, 4 items, €204.59"));
  });
});
