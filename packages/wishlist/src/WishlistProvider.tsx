import { useEvents } from "@vitrine/core";
import { useHydrateAtoms } from "jotai/utils";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useWishlistSync } from "./useWishlistSync";
import { type WishlistSession, WishlistSessionContext } from "./wishlist.context";
import { wishlistAtom, wishlistFromProductIds } from "./wishlist.state";

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
  children: ReactNode;
}

const defaultCurrentPath = () => window.location.pathname + window.location.search;

/** Holds the shopper's wishlist for every wishlist hook below it: loads, syncs tabs and merges on login. */
export function WishlistProvider({
  loggedIn = false,
  initialProductIds,
  consentInUse = true,
  currentPath = defaultCurrentPath,
  onMergeError,
  children,
}: WishlistProviderProps) {
  useHydrateAtoms(
    new Map(loggedIn && initialProductIds ? [[wishlistAtom, wishlistFromProductIds(initialProductIds)]] : []),
  );
  const loggedInNow = useLoggedIn(loggedIn);
  useWishlistSync({ loggedIn: loggedInNow, onMergeError });
  const session = useMemo<WishlistSession>(
    () => ({ loggedIn: loggedInNow, consentInUse, currentPath }),
    [loggedInNow, consentInUse, currentPath],
  );
  return <WishlistSessionContext.Provider value={session}>{children}</WishlistSessionContext.Provider>;
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
