import { createStorage, type KeyValueStorage } from "@vitrine/core";
import { WISHLIST_CONSENT_COOKIE } from "./constants";
import { parseWishlistMap, type WishlistMap, wishlistStorageKey } from "./wishlist.state";

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
