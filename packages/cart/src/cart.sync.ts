import type { Cart } from "@vitrine/core/schemas";
import { type CrossTabChannel, createCrossTabChannel } from "@vitrine/core/utils";
import { CART_SYNC_CHANNEL } from "./constants";

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
