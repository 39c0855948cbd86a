import { createCrossTabChannel } from "@vitrine/core/utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCart, products } from "./cart.fixtures";
import { readStoredCartWidget, storeCartWidget } from "./cart.storage";
import { broadcastCart, subscribeCartSync } from "./cart.sync";
import { CART_SYNC_CHANNEL, CART_WIDGET_STORAGE_KEY, EMPTY_CART_WIDGET_STORAGE_KEY } from "./constants";

const shirt = products[0]?.id as string;
const filled = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 2 }]);

beforeEach(() => localStorage.clear());

describe("stored browser keys (SPEC 3: cart-widget-template, empty-cart-widget)", () => {
  it("keeps the widget's last known state under cart-widget-template", () => {
    storeCartWidget({ cart: filled });
    expect(JSON.parse(localStorage.getItem(CART_WIDGET_STORAGE_KEY) ?? "null")).toEqual({
      itemCount: 2,
      totalPrice: filled.price.totalPrice,
    });
    expect(CART_WIDGET_STORAGE_KEY).toBe("cart-widget-template");
    expect(readStoredCartWidget()).toEqual({ itemCount: 2, totalPrice: filled.price.totalPrice });
  });

  it("a 204 response (an empty cart) clears stored content and shows the empty-cart markup (empty-cart-widget)", () => {
    storeCartWidget({ cart: filled });
    storeCartWidget({ cart: buildCart([]) });
    expect(localStorage.getItem(CART_WIDGET_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(EMPTY_CART_WIDGET_STORAGE_KEY)).not.toBeNull();
    expect(EMPTY_CART_WIDGET_STORAGE_KEY).toBe("empty-cart-widget");
    expect(readStoredCartWidget()).toEqual({ itemCount: 0, totalPrice: 0 });
  });

  it("status 500 or above changes nothing", () => {
    storeCartWidget({ cart: filled });
    const before = localStorage.getItem(CART_WIDGET_STORAGE_KEY);
    storeCartWidget({ error: { status: 502 } });
    expect(localStorage.getItem(CART_WIDGET_STORAGE_KEY)).toBe(before);
  });

  it("knows nothing before the first answer, and ignores a broken stored value", () => {
    expect(readStoredCartWidget()).toBeNull();
    localStorage.setItem(CART_WIDGET_STORAGE_KEY, "{not json");
    expect(readStoredCartWidget()).toBeNull();
  });
});

describe("a second tab sees cart changes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("receives the cart another tab changed on a BroadcastChannel, and not its own", async () => {
    const onCart = vi.fn();
    const stop = subscribeCartSync("sc", onCart);
    broadcastCart("sc", filled);
    // Another tab: another sender with its own tab id, on core's channel of the sales channel.
    createCrossTabChannel(CART_SYNC_CHANNEL, "sc", { tab: "other-tab" }).post({ cart: buildCart([]) });
    await vi.waitFor(() => expect(onCart).toHaveBeenCalledTimes(1));
    expect(onCart.mock.calls[0]?.[0].lineItems).toEqual([]);
    stop();
  });

  it("falls back to the storage event where BroadcastChannel is missing, for the tabs of its own sales channel", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const onCart = vi.fn();
    const stop = subscribeCartSync("sc", onCart);
    const fromOtherTab = JSON.stringify({ tab: "other-tab", message: { cart: filled } });
    window.dispatchEvent(
      new StorageEvent("storage", { key: "vitrine:cart:other-sc", newValue: fromOtherTab }),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated", newValue: "x" }));
    expect(onCart).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: "vitrine:cart:sc", newValue: fromOtherTab }));
    expect(onCart).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: "vitrine:cart:sc", newValue: fromOtherTab }));
    expect(onCart).toHaveBeenCalledTimes(1);
  });
});
