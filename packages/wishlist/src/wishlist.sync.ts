import {
  hasConsent,
  type KeyValueStorage,
  type StoreApiClient,
  type VitrineContextValue,
} from "@vitrine/core";
import type { useStore } from "jotai";
import {
  REDIRECT_PARAMETER,
  WISHLIST_ADD_FAILED_WARNING,
  WISHLIST_CONSENT_COOKIE,
  WISHLIST_MERGE_FAILED_ERROR,
  WISHLIST_REMOVE_FAILED_WARNING,
} from "./constants";
import { defaultWishlistApi, type WishlistApi, wishlistApi } from "./wishlist.api";
import type { WishlistSession } from "./wishlist.context";
import {
  addToWishlistMap,
  customerListKnown,
  isAddConfirmed,
  isRemoveConfirmed,
  removeFromWishlistMap,
  showCustomerList,
  wishlistAtom,
  wishlistChannel,
  wishlistPendingAtom,
  wishlistStorageKey,
} from "./wishlist.state";
import { readGuestWishlist, wishlistStorage, writeGuestWishlist } from "./wishlist.storage";

// What the wishlist does beyond showing itself, one lazy chunk: a change (loaded with the first click on a wishlist
// control) and a customer's list after a login (the guest list's merge, the read). The page never waits for it.

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
  replaced: Partial<WishlistApi>,
  /** One merge at a time, also when strict mode runs the effect twice. */
  merging: { current: Promise<string[]> | null },
  signal: AbortSignal,
  onMergeError: (error: Error) => void,
): Promise<void> {
  const api = wishlistApi(replaced);
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
  if (signal.aborted || (customerListKnown(store) && merged.length === 0)) return;
  try {
    const products = await api.list(client, signal);
    if (signal.aborted) return;
    showCustomerList(
      store,
      products.map((product) => product.id),
    );
  } catch {
    // A failed read keeps what is shown; the next login or page load reads again.
  }
}

/** What a change of the wishlist needs from the page (`useWishlist` hands it over). */
export interface WishlistChangeContext {
  store: ReturnType<typeof useStore>;
  vitrine: VitrineContextValue;
  session: WishlistSession;
  api: Partial<WishlistApi>;
  navigate: (url: string) => void;
  /** The login page's path (a guest without consent is sent there). */
  loginPath: string;
}

/**
 * Adds or removes a product (loaded with the first click on a wishlist control, not with the page): a guest's list
 * in local storage (with the wishlist cookie accepted, else to login), a customer's through the Store API, changed
 * only when the shop confirms it (the product's buttons are busy meanwhile). Resolves whether the product is on
 * (added) or off (removed) the list now.
 */
export async function changeWishlist(
  { store, vitrine, session, api, navigate, loginPath }: WishlistChangeContext,
  productId: string,
  added: boolean,
): Promise<boolean> {
  const { client, events } = vitrine;
  const { salesChannelId } = vitrine.config;
  const { consentInUse } = session;
  const apply = added ? addToWishlistMap : removeFromWishlistMap;
  if (!session.loggedIn) {
    if (added && consentInUse && !hasConsent(WISHLIST_CONSENT_COOKIE)) {
      navigate(`${loginPath}?${REDIRECT_PARAMETER}=${encodeURIComponent(session.currentPath())}`);
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
  const setPending = (busy: boolean) =>
    store.set(wishlistPendingAtom, ({ [productId]: _, ...rest }) =>
      busy ? { ...rest, [productId]: true } : rest,
    );
  setPending(true);
  try {
    const calls = wishlistApi(api);
    const answer = await (added ? calls.add : calls.remove)(client, productId);
    if ((added ? isAddConfirmed : isRemoveConfirmed)(answer)) {
      // A removal answered with success false still counts (the product may be gone already), with the warning.
      if (!isAddConfirmed(answer)) console.warn(warning);
      store.set(wishlistAtom, (current) => apply(current ?? {}, productId));
      wishlistChannel(salesChannelId).post({ salesChannelId, productId, added });
      events.emit("wishlist:changed", { productId, added });
      return true;
    }
  } catch {
    // A failed request changes nothing: the warning below.
  } finally {
    setPending(false);
  }
  console.warn(warning);
  return false;
}
