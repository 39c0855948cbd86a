import { createContext } from "react";

/** The shopper's session as the wishlist sees it (given to `WishlistProvider`). */
export interface WishlistSession {
  /** Whether a customer is logged in: their wishlist lives on the server, a guest's in local storage. */
  loggedIn: boolean;
  /** Whether cookie consent is in use (the cookie-consent package is active): guests then need `wishlist-enabled`. */
  consentInUse: boolean;
  /** The current page's path, to come back to after login. */
  currentPath: () => string;
}

/** The session of the nearest `WishlistProvider`. */
export const WishlistSessionContext = createContext<WishlistSession | null>(null);
