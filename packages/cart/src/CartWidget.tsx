import type { Cart } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { useCartWidget } from "./useCartWidget";

/** Props of {@link CartWidget}. */
export interface CartWidgetProps {
  /** The cart from a server loader, rendered at once. */
  initialCart?: Cart | null;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  /** Replaces the default icon. */
  icon?: ReactNode;
  /**
   * `submit` inside a form that leads to the cart page (`<form action="/checkout/cart">`): without JavaScript the
   * button still takes the shopper there; with it the click opens the off-canvas cart (the form prevents its submit).
   */
  type?: "button" | "submit";
  /** Read the cart on mount when no `initialCart` is given (default: yes; off when the shop is known to be down). */
  load?: boolean;
}

/**
 * The header cart button: item count and total, named "Shopping cart, 2 items, €40.00"; opens the off-canvas cart.
 * State in `data-state` (`loading`, `empty`, `filled`).
 */
export function CartWidget({ initialCart, className, icon, type, load }: CartWidgetProps): ReactNode {
  const widget = useCartWidget({ initialCart, load });
  return (
    <button
      {...widget.getButtonProps({
        className: cx("vitrine-cart-widget", className),
        type: type ?? "button",
        // The name is the hidden text below: a label differing from the visible count would fail WCAG 2.5.3.
        "aria-label": undefined,
      })}
    >
      <span className="vitrine-visually-hidden">{widget.label}</span>
      <span className="vitrine-cart-widget__icon" aria-hidden="true">
        {icon ?? (
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
            <circle cx="9" cy="19" r="1.5" />
            <circle cx="17" cy="19" r="1.5" />
          </svg>
        )}
      </span>
      {widget.state === "filled" && (
        <>
          <span className="vitrine-cart-widget__count" aria-hidden="true">
            {widget.itemCount}
          </span>
          <span className="vitrine-cart-widget__total" aria-hidden="true">
            {widget.formattedTotal}
          </span>
        </>
      )}
    </button>
  );
}
