import type { KeyValueStorage, StoreApiClient } from "@vitrine/core";
import type { useStore } from "jotai";
import { WISHLIST_MERGE_FAILED_ERROR } from "./constants";
import { defaultWishlistApi, type WishlistApi } from "./wishlist.api";
import { isAddConfirmed, wishlistAtom, wishlistFromProductIds, wishlistStorageKey } from "./wishlist.state";
import { readGuestWishlist, wishlistStorage } from "./wishlist.storage";

/** Options of {@link mergeGuestWishlist}. */
export interface MergeGuestWishlistOptions {
  client: StoreApiClient;
  salesChannelId: string;
  api?: Pick<WishlistApi, "merge">;
  storage?: KeyValueStorage;
}

/**
 * Merges the guest wishlist into the logged-in customer's: the local list is cleared only after the merge
 * succeeded; on failure it is kept and `Error("Unable to merge product wishlist from anonymous user")` is thrown.
 * Resolves with the merged product ids (none when the guest list was empty).
 */
export async function mergeGuestWishlist({
  client,
  salesChannelId,
  api = defaultWishlistApi,
  storage = wishlistStorage(),
}: MergeGuestWishlistOptions): Promise<string[]> {
  const productIds = Object.keys(readGuestWishlist(salesChannelId, storage));
  if (productIds.length === 0) return [];
  let answer: unknown;
  try {
    answer = await api.merge(client, productIds);
  } catch (cause) {
    throw new Error(WISHLIST_MERGE_FAILED_ERROR, { cause });
  }
  if (!isAddConfirmed(answer)) throw new Error(WISHLIST_MERGE_FAILED_ERROR, { cause: answer });
  storage.remove(wishlistStorageKey(salesChannelId));
  return productIds;
}

/**
 * A customer's wishlist after a login (loaded by `useWishlistSync` only when there is something to do): merges the
 * guest list, then reads the customer's list unless a loader already gave it and nothing was merged.
 */
export async function syncCustomerWishlist(
  client: StoreApiClient,
  salesChannelId: string,
  store: ReturnType<typeof useStore>,
  api: WishlistApi,
  /** One merge at a time, also when strict mode runs the effect twice. */
  merging: { current: Promise<string[]> | null },
  /** Whether the state holds a guest's list: after a login the customer's list must be read, merge or not. */
  guestListShown: { current: boolean },
  signal: AbortSignal,
  onMergeError: (error: Error) => void,
): Promise<void> {
  let merged: string[] = [];
  try {
    merging.current ??= mergeGuestWishlist({ client, salesChannelId, api }).finally(() => {
      merging.current = null;
    });
    merged = await merging.current;
  } catch (error) {
    if (!signal.aborted) onMergeError(error as Error);
  }
  // The server's list is read unless a loader already gave it and nothing was merged since.
  const known = store.get(wishlistAtom) !== null && !guestListShown.current;
  if (signal.aborted || (known && merged.length === 0)) return;
  try {
    const products = await api.list(client, signal);
    if (signal.aborted) return;
    guestListShown.current = false;
    store.set(wishlistAtom, wishlistFromProductIds(products.map((product) => product.id)));
  } catch {
    // A failed read keeps what is shown; the next login or page load reads again.
  }
}
