import { createStorage, type KeyValueStorage, onStorageChange } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { type CartWidgetSummary, cartWidgetUpdate } from "./cart.state";
import { CART_SYNC_CHANNEL, CART_WIDGET_STORAGE_KEY, EMPTY_CART_WIDGET_STORAGE_KEY } from "./constants";

// Browser-only module state, created on first use (never at import, so server rendering stays clean).
let storage: KeyValueStorage | undefined;
let channel: BroadcastChannel | undefined;
let tabId: string | undefined;

const localStore = (): KeyValueStorage => {
  storage ??= createStorage("local");
  return storage;
};
const ownTab = (): string => {
  tabId ??= Math.random().toString(36).slice(2);
  return tabId;
};
const hasChannel = (): boolean => typeof BroadcastChannel !== "undefined";

/** The widget's last known state from browser storage: the stored cart, the empty cart, or nothing yet. */
export function readStoredCartWidget(): CartWidgetSummary | null {
  const stored = localStore().getJSON<CartWidgetSummary | null>(CART_WIDGET_STORAGE_KEY, null);
  if (stored && typeof stored.itemCount === "number" && typeof stored.totalPrice === "number") return stored;
  return localStore().get(EMPTY_CART_WIDGET_STORAGE_KEY) === null ? null : { itemCount: 0, totalPrice: 0 };
}

/** Keeps the widget's state in browser storage: an empty cart clears it, a failed answer changes nothing. */
export function storeCartWidget(answer: { cart: Cart } | { error: unknown }): void {
  const update = cartWidgetUpdate(answer);
  if (update.action === "store") localStore().setJSON(CART_WIDGET_STORAGE_KEY, update.summary);
  if (update.action === "clear") {
    localStore().remove(CART_WIDGET_STORAGE_KEY);
    localStore().setJSON(EMPTY_CART_WIDGET_STORAGE_KEY, { itemCount: 0, totalPrice: 0 });
  }
}

/** Tells the shop's other tabs about a cart this tab changed. */
export function broadcastCart(cart: Cart): void {
  if (!hasChannel()) return; // the storage event of storeCartWidget carries the change instead
  channel ??= new BroadcastChannel(CART_SYNC_CHANNEL);
  channel.postMessage({ tab: ownTab(), cart });
}

/**
 * Listens for cart changes made in other tabs: the cart itself on a BroadcastChannel, else (older browsers) the
 * widget's storage key changing, after which the cart is read again. Returns the unsubscribe function.
 */
export function subscribeCartSync(onCart: (cart: Cart) => void, onStale: () => void): () => void {
  if (!hasChannel()) {
    const offTemplate = onStorageChange(CART_WIDGET_STORAGE_KEY, onStale);
    const offEmpty = onStorageChange(EMPTY_CART_WIDGET_STORAGE_KEY, onStale);
    return () => {
      offTemplate();
      offEmpty();
    };
  }
  const listener = new BroadcastChannel(CART_SYNC_CHANNEL);
  listener.onmessage = (event: MessageEvent<{ tab?: string; cart?: Cart }>) => {
    if (event.data?.tab !== ownTab() && event.data?.cart) onCart(event.data.cart);
  };
  return () => listener.close();
}
