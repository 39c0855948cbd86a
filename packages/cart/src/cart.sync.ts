import { createStorage, type KeyValueStorage } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { type CrossTabChannel, createCrossTabChannel } from "@vitrine/core/utils";
import { type CartWidgetSummary, cartWidgetUpdate } from "./cart.state";
import { CART_SYNC_CHANNEL, CART_WIDGET_STORAGE_KEY, EMPTY_CART_WIDGET_STORAGE_KEY } from "./constants";

// Browser-only module state, created on first use (never at import, so server rendering stays clean).
let storage: KeyValueStorage | undefined;

const localStore = (): KeyValueStorage => {
  storage ??= createStorage("local");
  return storage;
};

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

/** The cross-tab channel of one sales channel's carts (core's BroadcastChannel with a storage-event fallback). */
const channels = new Map<string, CrossTabChannel<{ cart: Cart }>>();
const cartChannel = (salesChannelId: string): CrossTabChannel<{ cart: Cart }> => {
  let channel = channels.get(salesChannelId);
  if (!channel) {
    channel = createCrossTabChannel(CART_SYNC_CHANNEL, salesChannelId);
    channels.set(salesChannelId, channel);
  }
  return channel;
};

/** Tells the shop's other tabs (same sales channel) about a cart this tab changed. */
export function broadcastCart(salesChannelId: string, cart: Cart): void {
  cartChannel(salesChannelId).post({ cart });
}

/** Listens for carts other tabs of the same sales channel changed; returns the unsubscribe function. */
export function subscribeCartSync(salesChannelId: string, onCart: (cart: Cart) => void): () => void {
  return cartChannel(salesChannelId).subscribe((message) => {
    if (message?.cart) onCart(message.cart);
  });
}
