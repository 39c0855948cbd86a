import { useFeature, useVitrine } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import { useStore } from "jotai";
import { useEffect, useRef } from "react";
import { WISHLIST_FEATURE } from "./constants";
import { wishlistApiAtom } from "./wishlist.state";

/** Options of {@link useWishlistSync}. */
export interface WishlistSyncOptions {
  loggedIn: boolean;
  /** Called when the guest list cannot be merged on login (the local list is kept); default `console.error`. */
  onMergeError?: (error: Error) => void;
}

/**
 * Keeps the wishlist state current: a guest's from local storage (and other tabs' changes), a customer's from
 * the Store API (and other tabs' changes over BroadcastChannel); merges the guest list when a customer logs in.
 * Its code (and the wishlist's changes, which it brings along) loads after hydration: first paint shows the count
 * and the hearts the server rendered.
 */
export function useWishlistSync({ loggedIn, onMergeError }: WishlistSyncOptions): void {
  const { client, config } = useVitrine();
  const enabled = useFeature(WISHLIST_FEATURE);
  const store = useStore();
  const api = useAtomValue(wishlistApiAtom);
  const { salesChannelId } = config;
  const onMergeErrorRef = useRef(onMergeError);
  const merging = useRef<Promise<string[]> | null>(null);
  const guestListShown = useRef(false);
  onMergeErrorRef.current = onMergeError;

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import("./wishlist.sync").then(({ startWishlistSync }) => {
      if (!active) return;
      stop = startWishlistSync(
        client,
        salesChannelId,
        store,
        api,
        loggedIn,
        merging,
        guestListShown,
        (error) => (onMergeErrorRef.current ?? console.error)(error),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [enabled, loggedIn, salesChannelId, store, client, api]);
}
