import { CartWidget, cartAtom, OffcanvasCart } from "@vitrine/cart";
import { useEvents } from "@vitrine/core";
import type { Cart as StoreCart } from "@vitrine/core/schemas";
import { useStore } from "jotai";
import { useEffect, useRef } from "react";
import { useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import type { RootData } from "../root";

/**
 * The header's cart: `@vitrine/cart`'s widget (count and total from the root loader's cart, so the server HTML
 * shows them) and the off-canvas cart, rendered once per page. Without JavaScript the widget is the submit button
 * of a GET form to the cart page; with it, the click opens the off-canvas cart instead.
 */
export function HeaderCart() {
  const root = useRouteLoaderData<RootData>("root");
  const store = useStore();
  const events = useEvents();
  const location = useLocation();
  const revalidator = useRevalidator();
  const initialCart: StoreCart | null = root?.widgetCart ?? null;
  // A form on the cart or confirm page changed the cart (route action): the root loader's new cart is the truth.
  const seen = useRef(initialCart);
  useEffect(() => {
    if (!initialCart || seen.current === initialCart) return;
    seen.current = initialCart;
    store.set(cartAtom, initialCart);
  }, [initialCart, store]);
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
        action="/checkout/cart"
        className="header-cart"
        onSubmit={(event) => event.preventDefault()}
      >
        <CartWidget
          type="submit"
          initialCart={initialCart}
          // A shop that is down: no read from the browser (the page says so already).
          load={root?.backendAvailable !== false}
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
