import { createStorage, type KeyValueStorage, type StoreApiClient } from "@vitrine/core";
import { WISHLIST_CONSENT_COOKIE, WISHLIST_MERGE_FAILED_ERROR } from "./constants";
import { defaultWishlistApi, type WishlistApi } from "./wishlist.api";
import { isAddConfirmed, parseWishlistMap, type WishlistMap, wishlistStorageKey } from "./wishlist.state";

let localStorageArea: KeyValueStorage | undefined;
/** Core's local storage, created on first use (never at module load). */
export function wishlistStorage(): KeyValueStorage {
  localStorageArea ??= createStorage("local");
  return localStorageArea;
}

/** Reads the guest wishlist of a sales channel from local storage. */
export function readGuestWishlist(salesChannelId: string, storage = wishlistStorage()): WishlistMap {
  return parseWishlistMap(storage.getJSON<unknown>(wishlistStorageKey(salesChannelId), null));
}

/**
 * Stores the guest wishlist; while cookie consent is in use only with the wishlist cookie accepted.
 * An empty list removes the key. Returns whether it was stored.
 */
export function writeGuestWishlist(
  salesChannelId: string,
  map: WishlistMap,
  {
    consentInUse = true,
    storage = wishlistStorage(),
  }: { consentInUse?: boolean; storage?: KeyValueStorage } = {},
): boolean {
  const key = wishlistStorageKey(salesChannelId);
  if (Object.keys(map).length === 0) {
    storage.remove(key);
    return true;
  }
  return storage.setJSON(key, map, consentInUse ? { consent: WISHLIST_CONSENT_COOKIE } : undefined);
}

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
