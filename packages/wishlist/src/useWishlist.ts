import { useFeature, useRoute, useVitrine } from "@vitrine/core";
import { useAtomValue, useNavigate } from "@vitrine/core/react";
import { useStore } from "jotai";
import { useContext, useMemo } from "react";
import { WISHLIST_FEATURE } from "./constants";
import { WishlistSessionContext } from "./wishlist.context";
import { newestFirst, wishlistApiAtom, wishlistAtom, wishlistPendingAtom } from "./wishlist.state";

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
  const api = useAtomValue(wishlistApiAtom);
  const wishlist = useAtomValue(wishlistAtom);
  const pending = useAtomValue(wishlistPendingAtom);
  // The shop's router (VitrineProvider's navigate): a guest without consent is sent to login.
  const navigate = useNavigate();

  const productIds = useMemo(() => (wishlist ? newestFirst(wishlist) : []), [wishlist]);

  // The change itself (storage, consent, the Store API) loads with the first click on a wishlist control.
  const actions = useMemo(() => {
    const change = async (productId: string, added: boolean): Promise<boolean> =>
      enabled &&
      !store.get(wishlistPendingAtom)[productId] &&
      import("./wishlist.sync").then(
        ({ changeWishlist }) =>
          changeWishlist(
            { store, vitrine, session, api, navigate, loginPath: route("login") },
            productId,
            added,
          ),
        // The change's code did not arrive (offline, a new deployment): nothing changed.
        () => false,
      );
    return {
      add: (productId: string) => change(productId, true),
      remove: (productId: string) => change(productId, false),
      toggle: (productId: string) =>
        change(productId, !Object.hasOwn(store.get(wishlistAtom) ?? {}, productId)),
    };
  }, [enabled, store, vitrine, session, api, navigate, route]);

  return {
    enabled,
    ready: wishlist !== null,
    loggedIn: session.loggedIn,
    productIds,
    count: productIds.length,
    has: (productId) => wishlist !== null && Object.hasOwn(wishlist, productId),
    isPending: (productId) => pending[productId] === true,
    ...actions,
  };
}
