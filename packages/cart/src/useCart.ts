import { type StoreApiClient, useConfig, useStoreApi, whenIdle } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import type { Cart } from "@vitrine/core/schemas";
import { useStore } from "jotai";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { readCart } from "./cart.read";
import {
  cartApiAtom,
  cartAtom,
  cartLoadingAtom,
  cartRevisionAtom,
  displayedCartAtom,
  storedCartWidgetAtom,
} from "./cart.state";
import { readStoredCartWidget, storeCartWidget } from "./cart.storage";
import { subscribeCartSync } from "./cart.sync";

/** The provider's jotai store. */
export type JotaiStore = ReturnType<typeof useStore>;

const reads = new WeakMap<JotaiStore, { revision: number; read: Promise<Cart | null> }>();
const syncs = new WeakMap<JotaiStore, { count: number; stop: () => void }>();

/**
 * Reads the cart again into the provider's store; concurrent calls share one request; a failure changes nothing.
 * (The header's read: the cart's writes, in `useCartController`, load with the buy form and the off-canvas cart.)
 */
export function refreshCart(store: JotaiStore, client: StoreApiClient): Promise<Cart | null> {
  const revision = store.get(cartRevisionAtom);
  const running = reads.get(store);
  // Share a running read, unless a write started since (its answer would be older than the write's).
  if (running?.revision === revision) return running.read;
  store.set(cartLoadingAtom, true);
  const read = (store.get(cartApiAtom).readCart ?? readCart)(client)
    .then(
      (cart) => {
        if (store.get(cartRevisionAtom) === revision) {
          store.set(cartAtom, cart);
          storeCartWidget({ cart });
        }
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
  const client = useStoreApi();
  const refresh = useCallback(() => refreshCart(store, client), [store, client]);
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
    void refresh();
    // The header's last known count from local storage once the browser is idle (not in the hydration's task),
    // shown in the background; the cart's answer wins over it.
    return whenIdle(() => startTransition(() => store.set(storedCartWidgetAtom, readStoredCartWidget())));
  }, [store, refresh, load]);

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

  return { cart, isLoading, refresh };
}
