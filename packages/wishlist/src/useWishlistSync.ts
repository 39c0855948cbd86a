import { onStorageChange, useFeature, useVitrine, whenIdle } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import { useStore } from "jotai";
import { startTransition, useEffect, useRef } from "react";
import { WISHLIST_FEATURE } from "./constants";
import {
  addToWishlistMap,
  customerListKnown,
  removeFromWishlistMap,
  wishlistApiAtom,
  wishlistAtom,
  wishlistChannel,
  wishlistOwnerAtom,
  wishlistStorageKey,
} from "./wishlist.state";
import { readGuestWishlist } from "./wishlist.storage";

/** Options of {@link useWishlistSync}. */
export interface WishlistSyncOptions {
  loggedIn: boolean;
  /** Called when the guest list cannot be merged on login (the local list is kept); default `console.error`. */
  onMergeError?: (error: Error) => void;
}

/**
 * Keeps the wishlist state current: a guest's from local storage (and other tabs' changes), a customer's from
 * the Store API (and other tabs' changes over BroadcastChannel); merges the guest list when a customer logs in.
 * The merge and the customer's list read are a lazy chunk, loaded only when there is a guest list to merge or the
 * customer's list is not known yet (a loader's list shows as it is).
 */
export function useWishlistSync({ loggedIn, onMergeError }: WishlistSyncOptions): void {
  const { client, config } = useVitrine();
  const enabled = useFeature(WISHLIST_FEATURE);
  const store = useStore();
  const api = useAtomValue(wishlistApiAtom);
  const { salesChannelId } = config;
  const onMergeErrorRef = useRef(onMergeError);
  // One merge at a time, also when strict mode runs the effect twice.
  const merging = useRef<Promise<string[]> | null>(null);
  onMergeErrorRef.current = onMergeError;

  useEffect(() => {
    if (!enabled) return;
    if (!loggedIn) {
      store.set(wishlistOwnerAtom, "guest");
      // After hydration: the hearts follow the stored list, read once the browser is idle (not in the hydration's
      // task: the first access to local storage, a `storage` listener's too, costs a phone 10 ms and more) and shown
      // in the background; other tabs' changes are heard from the same moment on (the read has every earlier one).
      const read = () => store.set(wishlistAtom, readGuestWishlist(salesChannelId));
      let stopListening = () => {};
      const stopReading = whenIdle(() => {
        // Another tab changed the list: read as it is now (the event's value, or a newer one).
        stopListening = onStorageChange(wishlistStorageKey(salesChannelId), read);
        startTransition(read);
      });
      return () => {
        stopReading();
        stopListening();
      };
    }

    const controller = new AbortController();
    // The customer's list is known when a loader gave it (also right after a login or a registration).
    if (
      !customerListKnown(store) ||
      merging.current ||
      Object.keys(readGuestWishlist(salesChannelId)).length > 0
    )
      void import("./wishlist.sync").then(({ syncCustomerWishlist }) =>
        syncCustomerWishlist(client, salesChannelId, store, api, merging, controller.signal, (error) =>
          (onMergeErrorRef.current ?? console.error)(error),
        ),
      );

    const stopSync = wishlistChannel(salesChannelId).subscribe((data) => {
      if (data?.salesChannelId === salesChannelId && typeof data.productId === "string")
        store.set(wishlistAtom, (current) =>
          (data.added ? addToWishlistMap : removeFromWishlistMap)(current ?? {}, data.productId),
        );
    });
    return () => {
      controller.abort();
      stopSync();
    };
  }, [enabled, loggedIn, salesChannelId, store, client, api]);
}
