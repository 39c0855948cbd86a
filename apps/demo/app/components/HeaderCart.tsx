import { CartWidget, OffcanvasCart, offcanvasCartOpenAtom } from "@vitrine/cart";
import { useEvents } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { useStore } from "jotai";
import { type MouseEvent, useEffect } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";

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
  const store = useStore();
  const events = useEvents();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  // The off-canvas cart changed it (Store API from the browser): the checkout pages read their data again.
  const onCheckout = location.pathname.startsWith("/checkout/");
  useEffect(() => {
    if (!onCheckout) return;
    return events.on("cart:changed", () => void revalidator.revalidate());
  }, [events, onCheckout, revalidator]);
  // The panel's links ("Go to checkout", "Display shopping cart") close it and become client-side navigations.
  const followPanelLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Core keeps the panel's history step back from undoing the navigation (the new page takes its entry).
    store.set(offcanvasCartOpenAtom, false);
    void navigate(`${link.pathname}${link.search}`);
  };
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
          // A form on the cart or confirm page changed the cart (route action): the root loader's new cart wins.
          initialCart={initialCart}
          load={load}
          className="header-action"
        />
      </form>
      <div className="header-cart-panel" onClickCapture={followPanelLink}>
        <OffcanvasCart />
      </div>
    </>
  );
}
