// The wishlist's place in the shell: core's provider with the wishlist's provider inside it, configured from the
// root loader (the feature switch, whether a customer is logged in, the customer's product ids).
import { VitrineProvider, type VitrineProviderProps } from "@vitrine/core";
import { WishlistButton, WishlistProvider } from "@vitrine/wishlist";
import { useCallback } from "react";
import { useNavigate } from "react-router";

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
 * `<VitrineProvider>` with `features.wishlist` from the shop's switch and a `<WishlistProvider>` inside: the
 * customer's list is known on the server (count and buttons complete in the HTML); a guest who adds without the
 * wishlist cookie is sent to login through React Router's navigation.
 */
export function VitrineShopProvider({
  wishlist,
  loggedIn,
  config,
  children,
  ...core
}: VitrineShopProviderProps) {
  const navigate = useNavigate();
  const go = useCallback((url: string) => void navigate(url), [navigate]);
  return (
    <VitrineProvider
      {...core}
      config={{ ...config, features: { ...config.features, wishlist: wishlist?.enabled ?? true } }}
    >
      <WishlistProvider
        loggedIn={loggedIn}
        initialProductIds={loggedIn ? wishlist?.productIds : undefined}
        consentInUse
        navigate={go}
      >
        {children}
      </WishlistProvider>
    </VitrineProvider>
  );
}

/** The wishlist slot of the listing package's product cards: the heart only (its name is the button's label). */
export function listingWishlistSlot(product: { id: string }) {
  return <WishlistButton productId={product.id} showLabel={false} className="wishlist-toggle" />;
}
