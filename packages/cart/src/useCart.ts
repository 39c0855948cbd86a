import {
  isStoreApiError,
  type StoreApiClient,
  useConfig,
  useEvents,
  useStoreApi,
  whenIdle,
} from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import type { Cart } from "@vitrine/core/schemas";
import { useStore } from "jotai";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import type { CartApi } from "./cart.api";
import { failureNotice } from "./cart.notices";
import {
  cartApiAtom,
  cartAtom,
  cartFailuresAtom,
  cartLoadingAtom,
  cartRevisionAtom,
  displayedCartAtom,
  storedCartWidgetAtom,
  summarizeCart,
} from "./cart.state";
import { broadcastCart, readStoredCartWidget, storeCartWidget, subscribeCartSync } from "./cart.sync";

type JotaiStore = ReturnType<typeof useStore>;

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

const reads = new WeakMap<JotaiStore, { revision: number; read: Promise<Cart | null> }>();
const syncs = new WeakMap<JotaiStore, { count: number; stop: () => void }>();

/** The cart actions for the provider's store (used by every cart hook; a shop's own hooks may use it too). */
export function useCartController(): CartController {
  const store = useStore();
  const client = useStoreApi();
  const events = useEvents();
  const { salesChannelId } = useConfig();
  return useMemo(() => {
    const commit = (cart: Cart, local: boolean) => {
      store.set(cartAtom, cart);
      storeCartWidget({ cart });
      if (!local) return;
      broadcastCart(salesChannelId, cart);
      events.emit("cart:changed", summarizeCart(cart));
    };
    const refresh = (): Promise<Cart | null> => {
      const revision = store.get(cartRevisionAtom);
      const running = reads.get(store);
      // Share a running read, unless a write started since (its answer would be older than the write's).
      if (running?.revision === revision) return running.read;
      store.set(cartLoadingAtom, true);
      const read = store
        .get(cartApiAtom)
        .readCart(client)
        .then(
          (cart) => {
            if (store.get(cartRevisionAtom) === revision) commit(cart, false);
            return store.get(cartAtom);
          },
          (error: unknown) => {
            storeCartWidget({ error });
            return null;
          },
        )
        .finally(() => {
          if (reads.get(store)?.read !== read) return;
          reads.delete(store);
          store.set(cartLoadingAtom, false);
        });
      reads.set(store, { revision, read });
      return read;
    };
    const run: CartController["run"] = async (action, request, quiet) => {
      store.set(cartRevisionAtom, (revision) => revision + 1);
      try {
        const cart = await request(store.get(cartApiAtom), client);
        store.set(cartFailuresAtom, []);
        commit(cart, true);
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

/** Options of {@link useCart}. */
export interface UseCartOptions {
  /**
   * The cart from a server loader: rendered at once, no read on mount. When the loader runs again (revalidation
   * after a form post) and hands a new cart, that cart replaces the state: it is newer than what is shown and than
   * any read still running.
   */
  initialCart?: Cart | null;
  /** Read the cart on mount when it is not known yet (default: yes). */
  load?: boolean;
}

/**
 * The cart, kept in sync: the loader's cart or the last known widget state first, then read from the Store API;
 * other tabs' changes arrive through core's cross-tab channel of the sales channel.
 */
export function useCart({ initialCart, load = true }: UseCartOptions = {}): {
  cart: Cart | null;
  isLoading: boolean;
  refresh: () => Promise<Cart | null>;
} {
  const store = useStore();
  const controller = useCartController();
  const { salesChannelId } = useConfig();
  useState(() => {
    if (initialCart && !store.get(cartAtom)) store.set(cartAtom, initialCart);
  });
  // A revalidated loader hands a new cart object: it replaces the state (reads started before it are dropped).
  const seen = useRef(initialCart);
  useEffect(() => {
    if (!initialCart || seen.current === initialCart) return;
    seen.current = initialCart;
    store.set(cartRevisionAtom, (revision) => revision + 1);
    store.set(cartAtom, initialCart);
    storeCartWidget({ cart: initialCart });
  }, [initialCart, store]);
  const cart = useAtomValue(displayedCartAtom);
  const isLoading = useAtomValue(cartLoadingAtom);

  useEffect(() => {
    if (!load || store.get(cartAtom)) return;
    void controller.refresh();
    // The header's last known count from local storage once the browser is idle (not in the hydration's task),
    // shown in the background; the cart's answer wins over it.
    return whenIdle(() => startTransition(() => store.set(storedCartWidgetAtom, readStoredCartWidget())));
  }, [store, controller, load]);

  useEffect(() => {
    let sync = syncs.get(store);
    if (!sync) {
      sync = {
        count: 0,
        stop: subscribeCartSync(salesChannelId, (cart) => store.set(cartAtom, cart)),
      };
      syncs.set(store, sync);
    }
    sync.count++;
    const current = sync;
    return () => {
      if (--current.count > 0) return;
      current.stop();
      syncs.delete(store);
    };
  }, [store, salesChannelId]);

  return { cart, isLoading, refresh: controller.refresh };
}
