import { CartWidget, OffcanvasCart } from "@vitrine/cart/widget";
import { useEvents } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useShopPath } from "../lib/useShop";

/** Props of {@link HeaderCart}: the root loader's cart and whether the shop answered at all. */
export interface HeaderCartProps {
  /** The cart from the root loader; a revalidated loader's new cart replaces the widget's state (`useCart`). */
  initialCart: Cart | null;
  /** Read the cart from the browser (off when the shop is known to be down: the page says so already). */
  load: boolean;
}

/**
 * The header's cart: `@vitrine/cart`'s widget (count and total from the root loader's cart, so the server HTML
 * shows them) and the off-canvas cart, rendered once per page. Without JavaScript the widget is the submit button
 * of a GET form to the cart page; with it, the click opens the off-canvas cart instead.
 */
export function HeaderCart({ initialCart, load }: HeaderCartProps) {
  const path = useShopPath();
  const events = useEvents();
  const location = useLocation();
  const revalidator = useRevalidator();
  // The off-canvas cart changed it (Store API from the browser): the checkout pages read their data again.
  const onCheckout = location.pathname.startsWith("/checkout/");
  useEffect(() => {
    if (!onCheckout) return;
    return events.on("cart:changed", () => void revalidator.revalidate());
  }, [events, onCheckout, revalidator]);
  return (
    <>
      <form
        method="get"
        action={path("/checkout/cart")}
        className="header-cart"
        onSubmit={(event) => event.preventDefault()}
      >
        <CartWidget
          type="submit"
          // A form on the cart or confirm page changed the cart (route action): the root loader's new cart wins.
          initialCart={initialCart}
          load={load}
          className="header-action"
        />
      </form>
      {/* The panel's links are the package's router links (the provider's navigate): no interception here. */}
      <div className="header-cart-panel">
        <OffcanvasCart />
      </div>
    </>
  );
}
