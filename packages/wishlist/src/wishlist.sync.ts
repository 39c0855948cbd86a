import { onStorageChange, type StoreApiClient } from "@vitrine/core";
import type { useStore } from "jotai";
import { startTransition } from "react";
import type { WishlistApi } from "./wishlist.api";
import { wishlistChannel } from "./wishlist.change";
import {
  addToWishlistMap,
  parseWishlistMap,
  removeFromWishlistMap,
  wishlistAtom,
  wishlistFromProductIds,
  wishlistStorageKey,
} from "./wishlist.state";
import { mergeGuestWishlist, readGuestWishlist } from "./wishlist.storage";

function parseStored(value: string | null) {
  try {
    return parseWishlistMap(value === null ? null : JSON.parse(value));
  } catch {
    return {};
  }
}

/**
 * Keeps the wishlist state current (see `useWishlistSync`, which loads this lazily after hydration); returns the
 * function that stops it.
 */
export function startWishlistSync(
  client: StoreApiClient,
  salesChannelId: string,
  store: ReturnType<typeof useStore>,
  api: WishlistApi,
  loggedIn: boolean,
  /** One merge at a time, also when strict mode runs the effect twice. */
  merging: { current: Promise<string[]> | null },
  /** Whether the state holds a guest's list: after a login the customer's list must be read, merge or not. */
  guestListShown: { current: boolean },
  onMergeError: (error: Error) => void,
): () => void {
  if (!loggedIn) {
    guestListShown.current = true;
    // After hydration: the hearts follow the stored list in the background, not in the hydration's task.
    startTransition(() => store.set(wishlistAtom, readGuestWishlist(salesChannelId)));
    return onStorageChange(wishlistStorageKey(salesChannelId), (value) =>
      store.set(wishlistAtom, parseStored(value)),
    );
  }

  let active = true;
  const controller = new AbortController();
  (async () => {
    let merged: string[] = [];
    try {
      merging.current ??= mergeGuestWishlist({ client, salesChannelId, api }).finally(() => {
        merging.current = null;
      });
      merged = await merging.current;
    } catch (error) {
      if (active) onMergeError(error as Error);
    }
    // The server's list is read unless a loader already gave it and nothing was merged since.
    const known = store.get(wishlistAtom) !== null && !guestListShown.current;
    if (!active || (known && merged.length === 0)) return;
    try {
      const products = await api.list(client, controller.signal);
      if (!active) return;
      guestListShown.current = false;
      store.set(wishlistAtom, wishlistFromProductIds(products.map((product) => product.id)));
    } catch {
      // A failed read keeps what is shown; the next login or page load reads again.
    }
  })();

  const stopSync = wishlistChannel(salesChannelId).subscribe((data) => {
    if (data?.salesChannelId !== salesChannelId || typeof data.productId !== "string") return;
    const apply = data.added ? addToWishlistMap : removeFromWishlistMap;
    store.set(wishlistAtom, (current) => apply(current ?? {}, data.productId));
  });
  return () => {
    active = false;
    controller.abort();
    stopSync();
  };
}
