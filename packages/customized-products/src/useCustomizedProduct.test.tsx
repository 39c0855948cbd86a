import { act, renderHook, waitFor } from "@testing-library/react";
import { BUY_BUTTON_ACTIVE_MS, offcanvasCartOpenAtom } from "@vitrine/cart";
import { createStoreApiClient, useEvents, VitrineProvider } from "@vitrine/core";
import { useStore } from "jotai";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRICE_DISPLAY_DEBOUNCE_MS } from "./constants";
import { fixtureTemplate } from "./customizedProducts.fixtures";
import { sanitizeRichText } from "./richText";
import { useCustomizedProduct } from "./useCustomizedProduct";

const priceCalls: unknown[] = [];
/** The shop's cart in a test: its lines, the add-to-cart bodies, what an add does to the lines. */
interface TestCart {
  lines: unknown[];
  added: unknown[];
  onAdd?: () => void;
}
function shop(total: number, cart: TestCart = { lines: [], added: [] }) {
  const client = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "K",
    retry: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith("/price")) {
        priceCalls.push(await request.json());
        return Response.json({
          product: { label: "Canvas", totalPrice: 39.99 },
          options: [],
          totalPrice: total,
        });
      }
      if (path.endsWith("/checkout/cart")) {
        return Response.json({
          token: "t",
          price: { totalPrice: 0, netPrice: 0, positionPrice: 0 },
          lineItems: cart.lines,
        });
      }
      if (path.endsWith("/add-to-cart")) {
        cart.added.push(await request.json());
        cart.onAdd?.();
      }
      return new Response(null, { status: 204 });
    },
  });
  return ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
      {children}
    </VitrineProvider>
  );
}

afterEach(() => {
  priceCalls.length = 0;
  vi.useRealTimers();
});

describe("price display (SPEC 7, 9)", () => {
  it("the buy form is posted 250 ms after the last change; the instant estimate shows until the answer, which it then follows", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(
      () => useCustomizedProduct({ template: fixtureTemplate, productId: "p", unitPrice: 39.99 }),
      { wrapper: shop(90) },
    );
    act(() => result.current.setValue("size", ["large"]));
    act(() => result.current.setValue("title", "Summer"));
    // The client's estimate at once: 39.99 + 45 + 4.99 once.
    expect(result.current.total).toBe(89.98);
    await act(async () => vi.advanceTimersByTime(PRICE_DISPLAY_DEBOUNCE_MS - 1));
    expect(priceCalls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(result.current.total).toBe(90));
    // One request, for the last change.
    expect(priceCalls).toHaveLength(1);
    expect(JSON.stringify(priceCalls[0])).toContain("Summer");
    expect(result.current.priceVisible).toBe(true);
  });

  it("the price is hidden when it equals the main product's total", async () => {
    const { result } = renderHook(
      () => useCustomizedProduct({ template: fixtureTemplate, productId: "p", unitPrice: 39.99 }),
      { wrapper: shop(39.99) },
    );
    expect(result.current.priceVisible).toBe(false);
    await waitFor(() => expect(result.current.state.quoteStatus).toBe("ready"));
    expect(result.current.priceVisible).toBe(false);
  });

  it("the quantity change recalculates", async () => {
    const { result } = renderHook(
      () => useCustomizedProduct({ template: fixtureTemplate, productId: "p", unitPrice: 10 }),
      { wrapper: shop(20) },
    );
    act(() => result.current.setQuantity(2));
    expect(result.current.total).toBe(20);
    await waitFor(() => expect(priceCalls.at(-1)).toMatchObject({ lineItems: { p: { quantity: 2 } } }));
  });
});

describe("buy button (SPEC 4, 9)", () => {
  it("add to cart opens the off-canvas cart; the buy button's active style is removed after 3000 ms", async () => {
    const { result } = renderHook(
      () => ({
        controls: useCustomizedProduct({ template: fixtureTemplate, productId: "p", unitPrice: 39.99 }),
        store: useStore(),
      }),
      { wrapper: shop(39.99) },
    );
    act(() => {
      result.current.controls.updateUploads("photo", () => [
        { key: "a", name: "a.png", status: "success", valid: true, uploaded: true, mediaId: "m1" },
      ]);
      result.current.controls.setConfirmed(true);
    });
    expect(result.current.controls.canBuy).toBe(true);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let added = false;
    await act(async () => {
      added = await result.current.controls.addToCart();
    });
    expect(added).toBe(true);
    expect(result.current.store.get(offcanvasCartOpenAtom)).toBe(true);
    expect(result.current.controls.active).toBe(true);
    act(() => vi.advanceTimersByTime(BUY_BUTTON_ACTIVE_MS - 1));
    expect(result.current.controls.active).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.controls.active).toBe(false);
  });

  it("adding emits the added line for analytics (add_to_cart); a change from the cart also emits the line it replaced", async () => {
    const line = (id: string, quantity: number) => ({
      id,
      type: "customized-products",
      quantity,
      label: "Canvas",
      payload: { productId: "p" },
    });
    const cart: TestCart = { lines: [line("old", 2)], added: [] };
    cart.onAdd = () => {
      cart.lines = [line("new", 2)];
    };
    const emitted: [string, unknown][] = [];
    const { result } = renderHook(
      () => {
        const events = useEvents();
        return {
          controls: useCustomizedProduct({
            template: fixtureTemplate,
            productId: "p",
            unitPrice: 39.99,
            restore: { values: {}, uploads: {}, quantity: 2, oldHash: "old" },
          }),
          events,
        };
      },
      { wrapper: shop(100, cart) },
    );
    result.current.events.on("cart:line-item-added", (payload) => emitted.push(["added", payload]));
    result.current.events.on("cart:line-item-removed", (payload) => emitted.push(["removed", payload]));
    act(() => {
      result.current.controls.updateUploads("photo", () => [
        { key: "a", name: "a.png", status: "success", valid: true, uploaded: true, mediaId: "m1" },
      ]);
      result.current.controls.setConfirmed(true);
    });
    await act(async () => {
      await result.current.controls.addToCart();
    });
    expect(cart.added).toMatchObject([{ "customized-products-template": { oldHash: "old" } }]);
    expect(emitted).toMatchObject([
      ["removed", { lineItemId: "old", quantity: 2, lineItem: { id: "old" } }],
      ["added", { productId: "p", quantity: 2, lineItemIds: ["new"], lineItems: [{ id: "new" }] }],
    ]);
  });

  it("an invalid configuration is not sent: every error shows instead", async () => {
    const { result } = renderHook(
      () => useCustomizedProduct({ template: fixtureTemplate, productId: "p", unitPrice: 39.99 }),
      { wrapper: shop(39.99) },
    );
    let added = true;
    await act(async () => {
      added = await result.current.addToCart();
    });
    expect(added).toBe(false);
    expect(result.current.state.submitted).toBe(1);
    expect(result.current.errors.photo?.rule).toBe("required");
  });
});

describe("rich text (SPEC 9)", () => {
  it("is sanitised to an allow-list: bold, italic, underline, strikethrough and paragraphs, no attributes or scripts", () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()"><b>B</b><i>I</i><u>U</u><strike>S</strike><a href="y">link</a><script>z()</script></p>',
      ),
    ).toBe("<p><b>B</b><i>I</i><u>U</u><strike>S</strike>link</p>");
  });
});
