import { useFeature, useRoute, useVitrine } from "@vitrine/core";
import { useAtomValue, useNavigate } from "@vitrine/core/react";
import { useStore } from "jotai";
import { useCallback, useContext, useMemo } from "react";
import { WISHLIST_FEATURE } from "./constants";
import { WishlistSessionContext } from "./wishlist.context";
import { newestFirst, wishlistAtom, wishlistPendingAtom } from "./wishlist.state";

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
  const vitrine = useVitrine();
  const enabled = useFeature(WISHLIST_FEATURE);
  const route = useRoute();
  const store = useStore();
  const wishlist = useAtomValue(wishlistAtom);
  const pending = useAtomValue(wishlistPendingAtom);
  const { loggedIn } = session;
  // The shop's router (VitrineProvider's navigate): a guest without consent is sent to login.
  const navigate = useNavigate();

  const productIds = useMemo(() => (wishlist ? newestFirst(wishlist) : []), [wishlist]);

  // The changes load with the wishlist's sync after hydration (or at the first click, if that comes sooner).
  const change = useCallback(
    async (productId: string, added?: boolean): Promise<boolean> =>
      enabled &&
      (await import("./wishlist.change")).changeWishlist(
        vitrine,
        session,
        store,
        navigate,
        route("login"),
        productId,
        added,
      ),
    [enabled, vitrine, session, store, navigate, route],
  );

  const add = useCallback((productId: string) => change(productId, true), [change]);
  const remove = useCallback((productId: string) => change(productId, false), [change]);
  const toggle = useCallback((productId: string) => change(productId), [change]);

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
