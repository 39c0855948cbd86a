import { isStoreApiError, type StoreApiClient, useConfig, useEvents, useStoreApi } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { useStore } from "jotai";
import { useMemo } from "react";
import { type CartApi, cartApi } from "./cart.api";
import { failureNotice } from "./cart.notices";
import { cartApiAtom, cartAtom, cartFailuresAtom, cartRevisionAtom, summarizeCart } from "./cart.state";
import { storeCartWidget } from "./cart.storage";
import { broadcastCart } from "./cart.sync";
import { refreshCart } from "./useCart";

/**
 * The outcome of a cart request: the new cart, or the error (the cart stays as it was). After a failure that may
 * have been applied (a 5xx, a lost or garbled answer), `reread` is the cart read again (null: that read failed too).
 */
export type CartResult =
  | { cart: Cart; error?: undefined; reread?: undefined }
  | { cart?: undefined; error: unknown; reread?: Cart | null };

/** Shared cart actions of all cart hooks (one jotai store, so one cart per provider). */
export interface CartController {
  /** Reads the cart again; concurrent calls share one request; a failure changes nothing. */
  refresh(): Promise<Cart | null>;
  /** Runs a write; its answer becomes the cart; a failure leaves the cart (re-read unless it was a 4xx) and, unless `quiet`, says so. */
  run(
    action: string,
    request: (api: CartApi, client: StoreApiClient) => Promise<Cart>,
    quiet?: boolean,
  ): Promise<CartResult>;
  /**
   * Runs an add through a route of its own (a customized product, a bundle): as `run`, and when the shop took it,
   * emits `cart:line-item-added` with the lines that are new or grew, and `cart:line-item-removed` for each line the
   * add replaced (a configuration changed from the cart).
   */
  add(
    productId: string,
    request: (api: CartApi, client: StoreApiClient) => Promise<Cart>,
  ): Promise<CartResult>;
}

/** How many of a line the cart before held (0 for a new line). */
const quantityIn = (cart: Cart | null, id: string): number =>
  cart?.lineItems.find((line) => line.id === id)?.quantity ?? 0;

/** The cart actions for the provider's store (used by every cart hook; a shop's own hooks may use it too). */
export function useCartController(): CartController {
  const store = useStore();
  const client = useStoreApi();
  const events = useEvents();
  const { salesChannelId } = useConfig();
  return useMemo(() => {
    const refresh = () => refreshCart(store, client);
    const run: CartController["run"] = async (action, request, quiet) => {
      store.set(cartRevisionAtom, (revision) => revision + 1);
      try {
        const cart = await request(cartApi(store.get(cartApiAtom)), client);
        store.set(cartFailuresAtom, []);
        store.set(cartAtom, cart);
        storeCartWidget({ cart });
        broadcastCart(salesChannelId, cart);
        events.emit("cart:changed", summarizeCart(cart));
        return { cart };
      } catch (error) {
        // Only a 4xx is a clear "no". After a 5xx, a lost or garbled answer the write may have happened:
        // read the cart, so that the shopper never sees a line the shop dropped or misses one it kept.
        const unsure = !isStoreApiError(error) || error.kind !== "http" || error.status >= 500;
        const reread = unsure ? await refresh() : undefined;
        if (!quiet) store.set(cartFailuresAtom, [failureNotice(action, error)]);
        return { error, reread };
      }
    };
    const add: CartController["add"] = async (productId, request) => {
      const before = store.get(cartAtom) ?? (await refresh());
      const result = await run("add", request, true);
      if (result.cart && before) {
        const after = result.cart;
        const grown = after.lineItems.filter((line) => line.quantity > quantityIn(before, line.id));
        for (const line of before.lineItems) {
          if (!quantityIn(after, line.id)) {
            events.emit("cart:line-item-removed", {
              lineItemId: line.id,
              productId: (line.payload as { productId?: string } | null)?.productId ?? productId,
              quantity: line.quantity,
              lineItem: line,
            });
          }
        }
        if (grown.length) {
          events.emit("cart:line-item-added", {
            productId,
            quantity: grown.reduce((sum, line) => sum + line.quantity - quantityIn(before, line.id), 0),
            lineItemIds: grown.map((line) => line.id),
            lineItems: grown,
          });
        }
      }
      return result;
    };
    return { refresh, run, add };
  }, [store, client, events, salesChannelId]);
}
