// The shop's providers in the shell: core's provider with React Router plugged in once (navigate, Link, the page's
// identity from the route's `handle`), and the wishlist's provider inside it, configured from the root loader
// (the feature switch, whether a customer is logged in, the customer's product ids).
import {
  type Navigate,
  type PageIdentity,
  type RouterLinkProps,
  VitrineProvider,
  type VitrineProviderProps,
} from "@vitrine/core";
import { WishlistButton, WishlistProvider } from "@vitrine/wishlist/widget";
import { useCallback, useState } from "react";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import { createShopEvents, ShopAnalytics } from "./shop-analytics";

/** A route's `handle`: the page's identity as Shopware's storefront names it (analytics reads it). */
export interface PageHandle {
  page?: PageIdentity;
}

/** React Router's Link as Vitrine's router link (Vitrine passes `href`; React Router wants `to`). */
function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}

/** The page identity of the deepest route that names one. */
function usePageIdentity(): (PageIdentity & { url: string }) | undefined {
  const matches = useMatches();
  const location = useLocation();
  // A route's handle, or (the SEO route, whose page depends on the address) the handle its loader answered.
  const page = matches
    .map(
      (match) =>
        (match.handle as PageHandle | undefined)?.page ??
        (match.data as { handle?: PageHandle } | undefined)?.handle?.page,
    )
    .filter((identity) => identity !== undefined)
    .at(-1);
  return page && { ...page, url: location.pathname + location.search };
}

/** What the root loader tells about the wishlist (see lib/wishlist.server.ts). */
export interface ShopWishlist {
  enabled: boolean;
  /** The customer's product ids, newest first (guests: empty; their list lives in local storage). */
  productIds: string[];
}

/** Props of {@link VitrineShopProvider}: core's, plus the root loader's wishlist answer. */
export interface VitrineShopProviderProps extends VitrineProviderProps {
  wishlist: ShopWishlist | undefined;
  loggedIn: boolean;
}

/**
 * `<VitrineProvider>` with React Router's navigation and Link (every package navigates through them), the page's
 * identity and login state (for `page:view`, `login`, `logout`), `features.wishlist` from the shop's switch, and a
 * `<WishlistProvider>` inside: the customer's list is known on the server (count and buttons complete in the HTML).
 */
export function VitrineShopProvider({
  wishlist,
  loggedIn,
  config,
  children,
  ...core
}: VitrineShopProviderProps) {
  const routerNavigate = useNavigate();
  // A change within the page (listing controls, variant switch) keeps the scroll position.
  const navigate = useCallback<Navigate>(
    (url, { replace, keepScroll }) => void routerNavigate(url, { replace, preventScrollReset: keepScroll }),
    [routerNavigate],
  );
  const page = usePageIdentity();
  // The bus records the analytics events of the first render: analytics loads after the first paint.
  const [{ events, recorder }] = useState(createShopEvents);
  return (
    <VitrineProvider
      events={events}
      {...core}
      navigate={navigate}
      Link={RouterLink}
      page={page}
      loggedIn={loggedIn}
      config={{ ...config, features: { ...config.features, wishlist: wishlist?.enabled ?? true } }}
    >
      <WishlistProvider
        loggedIn={loggedIn}
        initialProductIds={loggedIn ? wishlist?.productIds : undefined}
        consentInUse
      >
        {children}
      </WishlistProvider>
      <ShopAnalytics recorder={recorder} />
    </VitrineProvider>
  );
}

/** The wishlist slot of the listing package's product cards: the heart only (its name is the button's label). */
export function listingWishlistSlot(product: { id: string }) {
  return <WishlistButton productId={product.id} showLabel={false} className="wishlist-toggle" />;
}
