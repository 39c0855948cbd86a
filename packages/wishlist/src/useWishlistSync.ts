import { onStorageChange, useFeature, useVitrine, whenIdle } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import { useStore } from "jotai";
import { startTransition, useEffect, useRef } from "react";
import { WISHLIST_FEATURE } from "./constants";
import { wishlistChannel } from "./useWishlist";
import {
  addToWishlistMap,
  parseWishlistMap,
  removeFromWishlistMap,
  wishlistApiAtom,
  wishlistAtom,
  wishlistFromProductIds,
  wishlistStorageKey,
} from "./wishlist.state";
import { mergeGuestWishlist, readGuestWishlist } from "./wishlist.storage";

/** Options of {@link useWishlistSync}. */
export interface WishlistSyncOptions {
  loggedIn: boolean;
  /** Called when the guest list cannot be merged on login (the local list is kept); default `console.error`. */
  onMergeError?: (error: Error) => void;
}

function parseStored(value: string | null) {
  try {
    return parseWishlistMap(value === null ? null : JSON.parse(value));
  } catch {
    return {};
  }
}

/**
 * Keeps the wishlist state current: a guest's from local storage (and other tabs' changes), a customer's from
 * the Store API (and other tabs' changes over BroadcastChannel); merges the guest list when a customer logs in.
 */
export function useWishlistSync({ loggedIn, onMergeError }: WishlistSyncOptions): void {
  const { client, config } = useVitrine();
  const enabled = useFeature(WISHLIST_FEATURE);
  const store = useStore();
  const api = useAtomValue(wishlistApiAtom);
  const { salesChannelId } = config;
  const onMergeErrorRef = useRef(onMergeError);
  // One merge at a time, also when strict mode runs the effect twice.
  const mergingRef = useRef<Promise<string[]> | null>(null);
  // Whether the state holds a guest's list: after a login the customer's list must be read, merge or not.
  const guestListShownRef = useRef(false);
  onMergeErrorRef.current = onMergeError;

  useEffect(() => {
    if (!enabled) return;
    if (!loggedIn) {
      guestListShownRef.current = true;
      // After hydration: the hearts follow the stored list, read once the browser is idle (not in the hydration's
      // task: the first access to local storage, a `storage` listener's too, costs a phone 10 ms and more) and shown
      // in the background; other tabs' changes are heard from the same moment on (the read has every earlier one).
      let stopListening = () => {};
      const stopReading = whenIdle(() => {
        stopListening = onStorageChange(wishlistStorageKey(salesChannelId), (value) =>
          store.set(wishlistAtom, parseStored(value)),
        );
        startTransition(() => store.set(wishlistAtom, readGuestWishlist(salesChannelId)));
      });
      return () => {
        stopReading();
        stopListening();
      };
    }

    let active = true;
    const controller = new AbortController();
    (async () => {
      let merged: string[] = [];
      try {
        mergingRef.current ??= mergeGuestWishlist({ client, salesChannelId, api }).finally(() => {
          mergingRef.current = null;
        });
        merged = await mergingRef.current;
      } catch (error) {
        if (active) (onMergeErrorRef.current ?? console.error)(error as Error);
      }
      // The server's list is read unless a loader already gave it and nothing was merged since.
      const known = store.get(wishlistAtom) !== null && !guestListShownRef.current;
      if (!active || (known && merged.length === 0)) return;
      try {
        const products = await api.list(client, controller.signal);
        if (!active) return;
        guestListShownRef.current = false;
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
  }, [enabled, loggedIn, salesChannelId, store, client, api]);
}
