import { hasConsent, useFeature, useRoute, useVitrine } from "@vitrine/core";
import { useAtomValue, useNavigate } from "@vitrine/core/react";
import { useStore } from "jotai";
import { useCallback, useContext, useMemo } from "react";
import {
  REDIRECT_PARAMETER,
  WISHLIST_ADD_FAILED_WARNING,
  WISHLIST_CONSENT_COOKIE,
  WISHLIST_FEATURE,
  WISHLIST_REMOVE_FAILED_WARNING,
} from "./constants";
import { WishlistSessionContext } from "./wishlist.context";
import {
  addToWishlistMap,
  isAddConfirmed,
  isRemoveConfirmed,
  newestFirst,
  removeFromWishlistMap,
  wishlistApiAtom,
  wishlistAtom,
  wishlistChannel,
  wishlistPendingAtom,
  wishlistStorageKey,
} from "./wishlist.state";
import { readGuestWishlist, wishlistStorage, writeGuestWishlist } from "./wishlist.storage";

export type { WishlistBroadcast } from "./wishlist.state";

/** What {@link useWishlist} returns. */
export interface WishlistControls {
  /** Whether the shop enables the wishlist (`features.wishlist`); when off, every control renders nothing. */
  enabled: boolean;
  /** Whether the list is known yet (a guest's is read from storage after hydration). */
  ready: boolean;
  loggedIn: boolean;
  /** Product ids, newest first. */
  productIds: string[];
  count: number;
  has(productId: string): boolean;
  /** Whether an addition or removal of this product is under way. */
  isPending(productId: string): boolean;
  /** Adds a product; resolves whether it is on the list now. */
  add(productId: string): Promise<boolean>;
  /** Removes a product; resolves whether it is off the list now. */
  remove(productId: string): Promise<boolean>;
  /** Adds or removes (a click on the wishlist button). */
  toggle(productId: string): Promise<boolean>;
}

/** The shopper's wishlist with its actions (guest: local storage; customer: the Store API). Needs a WishlistProvider. */
export function useWishlist(): WishlistControls {
  const session = useContext(WishlistSessionContext);
  if (!session) throw new Error("Wishlist hooks need a <WishlistProvider> above them.");
  const { client, config, events } = useVitrine();
  const enabled = useFeature(WISHLIST_FEATURE);
  const route = useRoute();
  const store = useStore();
  const api = useAtomValue(wishlistApiAtom);
  const wishlist = useAtomValue(wishlistAtom);
  const pending = useAtomValue(wishlistPendingAtom);
  const { loggedIn, consentInUse, currentPath } = session;
  // The shop's router (VitrineProvider's navigate): a guest without consent is sent to login.
  const navigate = useNavigate();
  const { salesChannelId } = config;

  const productIds = useMemo(() => (wishlist ? newestFirst(wishlist) : []), [wishlist]);

  const setPending = useCallback(
    (productId: string, busy: boolean) =>
      store.set(wishlistPendingAtom, (current) => {
        const { [productId]: _, ...rest } = current;
        return busy ? { ...rest, [productId]: true } : rest;
      }),
    [store],
  );

  const change = useCallback(
    async (productId: string, added: boolean): Promise<boolean> => {
      if (!enabled || store.get(wishlistPendingAtom)[productId]) return false;
      const apply = added ? addToWishlistMap : removeFromWishlistMap;
      if (!loggedIn) {
        if (added && consentInUse && !hasConsent(WISHLIST_CONSENT_COOKIE)) {
          navigate(`${route("login")}?${REDIRECT_PARAMETER}=${encodeURIComponent(currentPath())}`);
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
      setPending(productId, true);
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
        setPending(productId, false);
      }
    },
    [
      enabled,
      store,
      loggedIn,
      consentInUse,
      navigate,
      route,
      currentPath,
      salesChannelId,
      events,
      setPending,
      api,
      client,
    ],
  );

  const add = useCallback((productId: string) => change(productId, true), [change]);
  const remove = useCallback((productId: string) => change(productId, false), [change]);
  const toggle = useCallback(
    (productId: string) => change(productId, !Object.hasOwn(store.get(wishlistAtom) ?? {}, productId)),
    [change, store],
  );

  return {
    enabled,
    ready: wishlist !== null,
    loggedIn,
    productIds,
    count: productIds.length,
    has: (productId) => wishlist !== null && Object.hasOwn(wishlist, productId),
    isPending: (productId) => pending[productId] === true,
    add,
    remove,
    toggle,
  };
}
