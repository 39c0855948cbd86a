import type { VitrineContextValue } from "@vitrine/core";
import { hasConsent } from "@vitrine/core";
import type { useStore } from "jotai";
import {
  REDIRECT_PARAMETER,
  WISHLIST_ADD_FAILED_WARNING,
  WISHLIST_CONSENT_COOKIE,
  WISHLIST_REMOVE_FAILED_WARNING,
} from "./constants";
import type { WishlistSession } from "./wishlist.context";
import {
  addToWishlistMap,
  isAddConfirmed,
  isRemoveConfirmed,
  removeFromWishlistMap,
  wishlistApiAtom,
  wishlistAtom,
  wishlistChannel,
  wishlistPendingAtom,
  wishlistStorageKey,
} from "./wishlist.state";
import { readGuestWishlist, wishlistStorage, writeGuestWishlist } from "./wishlist.storage";

const setPending = (store: ReturnType<typeof useStore>, productId: string, busy: boolean) =>
  store.set(wishlistPendingAtom, (current) => {
    const { [productId]: _, ...rest } = current;
    return busy ? { ...rest, [productId]: true } : rest;
  });

/**
 * Adds (`added` true) or removes a product, or toggles it (`added` left out: decided by the list as it is now);
 * a guest's in local storage (without consent the guest is sent to `loginPath`), a customer's through the Store
 * API. Loaded by `useWishlist` with the wishlist's sync after hydration, or at the first change. Resolves whether
 * the list now is as asked.
 */
export async function changeWishlist(
  { client, config: { salesChannelId }, events }: VitrineContextValue,
  { loggedIn, consentInUse, currentPath }: WishlistSession,
  store: ReturnType<typeof useStore>,
  navigate: (url: string) => void,
  loginPath: string,
  productId: string,
  added = !Object.hasOwn(store.get(wishlistAtom) ?? {}, productId),
): Promise<boolean> {
  if (store.get(wishlistPendingAtom)[productId]) return false;
  const apply = added ? addToWishlistMap : removeFromWishlistMap;
  if (!loggedIn) {
    if (added && consentInUse && !hasConsent(WISHLIST_CONSENT_COOKIE)) {
      navigate(`${loginPath}?${REDIRECT_PARAMETER}=${encodeURIComponent(currentPath())}`);
      return false;
    }
    const next = apply(store.get(wishlistAtom) ?? readGuestWishlist(salesChannelId), productId);
    if (!writeGuestWishlist(salesChannelId, next, { consentInUse })) {
      if (added) return false;
      // Without consent nothing may stay stored: the removal still holds for this page.
      wishlistStorage().remove(wishlistStorageKey(salesChannelId));
    }
    store.set(wishlistAtom, next);
    events.emit("wishlist:changed", { productId, added });
    return true;
  }
  const warning = added ? WISHLIST_ADD_FAILED_WARNING : WISHLIST_REMOVE_FAILED_WARNING;
  const api = store.get(wishlistApiAtom);
  setPending(store, productId, true);
  try {
    const answer = await (added ? api.add : api.remove)(client, productId);
    if (!(added ? isAddConfirmed : isRemoveConfirmed)(answer)) {
      console.warn(warning);
      return false;
    }
    // A removal answered with success false still counts (the product may be gone already), with the warning.
    if (!isAddConfirmed(answer)) console.warn(warning);
    store.set(wishlistAtom, (current) => apply(current ?? {}, productId));
    wishlistChannel(salesChannelId).post({ salesChannelId, productId, added });
    events.emit("wishlist:changed", { productId, added });
    return true;
  } catch {
    console.warn(warning);
    return false;
  } finally {
    setPending(store, productId, false);
  }
}
