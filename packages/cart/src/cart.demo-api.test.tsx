// Hooks against the REAL demo backend (apps/demo-api), in process: Hono app, in-memory PGlite, full seed.
import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient } from "@vitrine/core";
import { createDemoApi, DEMO_PRODUCT_IDS, SHIPPING_METHOD_IDS } from "demo-api";
import { describe, expect, it } from "vitest";
import { DEMO_STORE_API, demoApiForTests } from "../../../config/demo-api.testing";
import { offcanvasCartOpenAtom } from "./cart.state";
import { shopWrapper } from "./cart.test-utils";
import OffcanvasCartPanel from "./OffcanvasCartPanel";
import { useAddToCart } from "./useAddToCart";
import { useOffcanvasCart } from "./useOffcanvasCart";

// No random faults; a request may force one with the x-vitrine-fault header (resilience tests below).
const demo = demoApiForTests(() =>
  createDemoApi({ inMemory: true, faults: { rate: 0, latencyMs: 0, kinds: ["5xx"], allowHeader: true } }),
);

/** A new shopper (own context token) on the demo shop, with add to cart and the off-canvas cart. */
function shopper(productId: string, quantity = 1) {
  const faults: { next?: string; keys: (string | null)[] } = { keys: [] };
  const client = createStoreApiClient({
    ...DEMO_STORE_API,
    retry: 0,
    fetch: demo.fetch((request) => {
      if (request.method === "POST" && new URL(request.url).pathname.endsWith("/checkout/cart/line-item"))
        faults.keys.push(request.headers.get("idempotency-key"));
      if (faults.next) request.headers.set("x-vitrine-fault", faults.next);
      faults.next = undefined;
    }),
  });
  const { wrapper, store } = shopWrapper(client);
  const hook = renderHook(() => ({ buy: useAddToCart({ productId, quantity }), cart: useOffcanvasCart() }), {
    wrapper,
  });
  return { ...hook, store, client, faults };
}

describe("cart hooks against the demo backend", () => {
  it("bundle children appear under their parent in the off-canvas cart, and removing the parent removes them", async () => {
    const camera = DEMO_PRODUCT_IDS.withAccessories;
    const tripod = DEMO_PRODUCT_IDS.accessoryTripod;
    const requests: string[] = [];
    const client = createStoreApiClient({
      ...DEMO_STORE_API,
      retry: 0,
      fetch: demo.fetch((request) => {
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
      }),
    });
    const { wrapper } = shopWrapper(client);
    const items = [
      { id: `${camera}-${tripod}`, referencedId: tripod, type: "vitrine-bundle-item", parentId: camera },
    ];
    const { result } = renderHook(() => useAddToCart({ productId: camera, items }), { wrapper });
    await act(async () => {
      expect(await result.current.add()).not.toBeNull();
    });
    // Main product and bundle item went in one request.
    expect(requests.filter((request) => request.endsWith("/checkout/cart/line-item"))).toHaveLength(1);
    // The add opened the off-canvas cart (same store).
    render(<OffcanvasCartPanel />, { wrapper });
    const included = await screen.findByRole("list", { name: "Included with Vitrine X1 Mirrorless Camera" });
    expect(within(included).getByText("1 × Travel Tripod")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove Travel Tripod" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove Vitrine X1 Mirrorless Camera" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: /Included with/ })).toBeNull());
    expect(screen.queryByText("1 × Travel Tripod")).toBeNull();
  });

  it("add to cart, change quantity, remove: the shop's cart follows", async () => {
    const productId = DEMO_PRODUCT_IDS.tierPrices;
    const { result, store } = shopper(productId, 2);
    await act(async () => {
      expect(await result.current.buy.add()).not.toBeNull();
    });
    expect(store.get(offcanvasCartOpenAtom)).toBe(true);
    await waitFor(() =>
      expect(result.current.cart.cart?.lineItems.map((item) => [item.referencedId, item.quantity])).toEqual([
        [productId, 2],
      ]),
    );
    const line = result.current.cart.cart?.lineItems[0];
    if (!line) throw new Error("no line");
    expect(line.price?.totalPrice).toBeGreaterThan(0);

    act(() => result.current.cart.changeQuantity(line.id, 3));
    await waitFor(() => expect(result.current.cart.cart?.lineItems[0]?.quantity).toBe(3), { timeout: 5_000 });
    await act(async () => {
      expect(await result.current.cart.removeLineItem(line.id)).toBe(true);
    });
    expect(result.current.cart.cart?.lineItems).toEqual([]);
  });

  it("valid and invalid promotion codes: a notice (level 0) or an error (level 20) from cart.errors", async () => {
    const { result } = shopper(DEMO_PRODUCT_IDS.tierPrices);
    await act(async () => {
      await result.current.buy.add();
    });
    await act(async () => {
      expect(await result.current.cart.applyPromotionCode("NOT-A-CODE")).toBe(false);
    });
    expect(result.current.cart.notices.map((notice) => [notice.messageKey, notice.level])).toContainEqual([
      "promotion-not-found",
      20,
    ]);
    await act(async () => {
      expect(await result.current.cart.applyPromotionCode("VITRINE10")).toBe(true);
    });
    expect(result.current.cart.notices.map((notice) => [notice.messageKey, notice.level])).toContainEqual([
      "promotion-discount-added",
      0,
    ]);
    expect(result.current.cart.cart?.lineItems.some((item) => item.type === "promotion")).toBe(true);
  });

  it("shipping method: updates the context, then the refetched cart has the new costs", async () => {
    const { result } = shopper(DEMO_PRODUCT_IDS.tierPrices);
    await act(async () => {
      await result.current.buy.add();
    });
    await waitFor(() => expect(result.current.cart.shippingMethods?.length).toBeGreaterThan(1));
    await act(async () => {
      expect(await result.current.cart.setShippingMethod(SHIPPING_METHOD_IDS.express)).toBe(true);
    });
    expect(result.current.cart.cart?.deliveries?.[0]?.shippingMethod?.id).toBe(SHIPPING_METHOD_IDS.express);
    expect(result.current.cart.totals?.shippingCosts).toBe(9.99);
  });

  it("an out-of-stock closeout is refused in words and does not open the cart", async () => {
    const { result, store } = shopper(DEMO_PRODUCT_IDS.closeoutVariant);
    await act(async () => {
      await result.current.buy.add();
    });
    expect(result.current.buy.notices.length).toBeGreaterThan(0);
    expect(result.current.buy.notices.some((notice) => notice.level >= 20)).toBe(true);
    expect(store.get(offcanvasCartOpenAtom)).toBe(false);
  });

  it("a failed request never drops or duplicates a line: after a 5xx or a dropped connection the line comes back with a message", async () => {
    const { result, faults, client } = shopper(DEMO_PRODUCT_IDS.tierPrices, 2);
    await act(async () => {
      await result.current.buy.add();
    });
    const line = result.current.cart.cart?.lineItems[0];
    if (!line) throw new Error("no line");
    const serverLines = async () =>
      (
        (await client.get("/checkout/cart")) as { lineItems: { id: string; quantity: number }[] }
      ).lineItems.map((item) => [item.id, item.quantity]);
    // 5xx and a dropped connection: nothing happened on the server, the line comes back with a message.
    for (const kind of ["5xx", "drop"]) {
      faults.next = kind;
      await act(async () => {
        expect(await result.current.cart.removeLineItem(line.id)).toBe(false);
      });
      expect(result.current.cart.cart?.lineItems.map((item) => [item.id, item.quantity])).toEqual([
        [line.id, 2],
      ]);
      expect(result.current.cart.notices[0]?.messageKey).toBe("failure.remove");
      expect(await serverLines()).toEqual([[line.id, 2]]);
    }
    faults.next = "5xx";
    act(() => result.current.cart.changeQuantity(line.id, 5));
    await waitFor(() => expect(result.current.cart.notices[0]?.messageKey).toBe("failure.quantity"), {
      timeout: 5_000,
    });
    expect(result.current.cart.cart?.lineItems.map((item) => [item.id, item.quantity])).toEqual([
      [line.id, 2],
    ]);
    faults.next = "5xx";
    await act(async () => {
      expect(await result.current.cart.applyPromotionCode("VITRINE10")).toBe(false);
    });
    expect(result.current.cart.notices[0]?.messageKey).toBe("failure.promotion");
    // The shop's own cart agrees: one line, the same quantity, no promotion.
    const { lineItems } = (await client.get("/checkout/cart")) as {
      lineItems: { id: string; quantity: number }[];
    };
    expect(lineItems.map((item) => [item.id, item.quantity])).toEqual([[line.id, 2]]);
  });

  it("a garbled answer after the shop did remove the line: the cart is read again, no ghost line stays", async () => {
    const { result, faults } = shopper(DEMO_PRODUCT_IDS.tierPrices, 1);
    await act(async () => {
      await result.current.buy.add();
    });
    const line = result.current.cart.cart?.lineItems[0];
    if (!line) throw new Error("no line");
    faults.next = "malformed";
    await act(async () => {
      expect(await result.current.cart.removeLineItem(line.id)).toBe(true);
    });
    expect(result.current.cart.cart?.lineItems).toEqual([]);
    expect(result.current.cart.notices).toEqual([]);
  });

  it("an unreadable answer to an add re-reads the cart: the cart shows the server's lines", async () => {
    const productId = DEMO_PRODUCT_IDS.tierPrices;
    const { result, faults, client } = shopper(productId, 2);
    // The shop applies the add, but its answer arrives cut in half (x-vitrine-fault-applied: true).
    faults.next = "malformed";
    await act(async () => {
      await result.current.buy.add();
    });
    const { lineItems } = (await client.get("/checkout/cart")) as {
      lineItems: { referencedId: string; quantity: number }[];
    };
    expect(lineItems.map((item) => [item.referencedId, item.quantity])).toEqual([[productId, 2]]);
    expect(result.current.cart.cart?.lineItems.map((item) => [item.referencedId, item.quantity])).toEqual([
      [productId, 2],
    ]);
    // The add carried an idempotency key, so a retry of it could not add the line twice.
    expect(faults.keys).toHaveLength(1);
    expect(faults.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
