import { useEvents } from "@vitrine/core";
import { useStore } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useWishlistSync } from "./useWishlistSync";
import { type WishlistSession, WishlistSessionContext } from "./wishlist.context";
import { showCustomerList, wishlistAtom, wishlistFromProductIds, wishlistOwnerAtom } from "./wishlist.state";

/** Props of {@link WishlistProvider}. */
export interface WishlistProviderProps {
  /** Whether a customer is logged in (from the server loader); the `login` / `logout` events switch it too. */
  loggedIn?: boolean;
  /** The customer's wishlist product ids from a server loader, newest first (guests: leave out). */
  initialProductIds?: readonly string[];
  /** Whether cookie consent is in use (the cookie-consent package is active); default true. */
  consentInUse?: boolean;
  /** The current path to return to after login; default `location.pathname + location.search`. */
  currentPath?: () => string;
  /** Called when the guest list cannot be merged on login (the local list is kept); default `console.error`. */
  onMergeError?: (error: Error) => void;
  /** The content shown inside. */
  children: ReactNode;
}

const defaultCurrentPath = () => location.pathname + location.search;

/** Holds the shopper's wishlist for every wishlist hook below it: loads, syncs tabs and merges on login. */
export function WishlistProvider({
  loggedIn = false,
  initialProductIds,
  consentInUse = true,
  currentPath = defaultCurrentPath,
  onMergeError,
  children,
}: WishlistProviderProps) {
  useCustomerList(loggedIn ? initialProductIds : undefined);
  const loggedInNow = useLoggedIn(loggedIn);
  useWishlistSync({ loggedIn: loggedInNow, onMergeError });
  const session = useMemo<WishlistSession>(
    () => ({ loggedIn: loggedInNow, consentInUse, currentPath }),
    [loggedInNow, consentInUse, currentPath],
  );
  return <WishlistSessionContext.Provider value={session}>{children}</WishlistSessionContext.Provider>;
}

/**
 * Puts the customer's list from the loader into the store, once per login. At the first render (the server HTML,
 * hydration) it is there before anything renders; a list that comes later (the loader's answer after a login or a
 * registration on the client) is put in from an effect: setting it while rendering would render the components
 * that show it in the middle of this render (React warns about that). With the loader's list the customer's list is
 * known: it is not read again (a read that a quick logout could overtake, refused then).
 */
function useCustomerList(productIds: readonly string[] | undefined): void {
  const store = useStore();
  const [atFirstRender] = useState(() => (productIds ? wishlistFromProductIds(productIds) : undefined));
  useHydrateAtoms(new Map(atFirstRender ? [[wishlistAtom, atFirstRender]] : []));
  useHydrateAtoms(new Map(atFirstRender ? [[wishlistOwnerAtom, "customer" as const]] : []));
  useEffect(() => {
    // Once per login: it takes the place of a guest's list (after a logout the guest's list is shown again).
    if (productIds && store.get(wishlistOwnerAtom) !== "customer") showCustomerList(store, productIds);
  }, [productIds, store]);
}

/** Whether a customer is logged in: the loader's answer, switched by core's `login` and `logout` events. */
function useLoggedIn(loggedIn: boolean): boolean {
  const events = useEvents();
  const [state, setState] = useState(loggedIn);
  useEffect(() => setState(loggedIn), [loggedIn]);
  useEffect(() => {
    const offLogin = events.on("login", () => setState(true));
    const offLogout = events.on("logout", () => setState(false));
    return () => {
      offLogin();
      offLogout();
    };
  }, [events]);
  return state;
}
