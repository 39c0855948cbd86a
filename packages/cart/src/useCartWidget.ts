import { useMoney, useSnippet } from "@vitrine/core";
import { useAtom, useAtomValue } from "@vitrine/core/react";
import type { Cart } from "@vitrine/core/schemas";
import type { ButtonHTMLAttributes } from "react";
import { offcanvasCartOpenAtom, storedCartWidgetAtom, summarizeCart } from "./cart.state";
import { cartWidgetSnippets } from "./cartWidget.snippets";
import { useCart } from "./useCart";

/** What the header cart widget shows: not known yet, an empty cart, or a cart with items. */
export type CartWidgetState = "loading" | "empty" | "filled";

/** What {@link useCartWidget} returns. */
export interface CartWidget {
  state: CartWidgetState;
  itemCount: number;
  totalPrice: number;
  /** The total in the shop's currency. */
  formattedTotal: string;
  /** The accessible name: "Shopping cart, 2 items, €40.00". */
  label: string;
  /** Whether the off-canvas cart is open. */
  isOpen: boolean;
  /** Opens the off-canvas cart. */
  openCart: () => void;
  /** Props for the widget's button: its name as `aria-label` (unless overridden), state, opens the off-canvas cart. */
  getButtonProps: (
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement> & {
    "data-state": CartWidgetState;
  };
}

/**
 * The header cart widget: item count and total. A reload shows the last known state from browser storage at once,
 * then the cart is read again; an empty cart shows the empty state; a failed read changes nothing.
 */
export function useCartWidget(options: { initialCart?: Cart | null; load?: boolean } = {}): CartWidget {
  const { cart, isLoading } = useCart(options);
  const stored = useAtomValue(storedCartWidgetAtom);
  const [isOpen, setOpen] = useAtom(offcanvasCartOpenAtom);
  const t = useSnippet(cartWidgetSnippets);
  const money = useMoney();
  const summary = cart ? summarizeCart(cart) : stored;
  const itemCount = summary?.itemCount ?? 0;
  const totalPrice = summary?.totalPrice ?? 0;
  const state: CartWidgetState = !summary ? "loading" : itemCount === 0 ? "empty" : "filled";
  const formattedTotal = money(totalPrice);
  const label = t(`cart.widget.${state === "filled" ? (itemCount === 1 ? "one" : "many") : state}`, {
    count: itemCount,
    total: formattedTotal,
  });
  const openCart = () => setOpen(true);
  return {
    state,
    itemCount,
    totalPrice,
    formattedTotal,
    label,
    isOpen,
    openCart,
    getButtonProps: (props = {}) => ({
      type: "button",
      // Markup that shows the name as (visually hidden) text passes `"aria-label": undefined`.
      "aria-label": label,
      ...props,
      "aria-haspopup": "dialog",
      "aria-expanded": isOpen,
      // Busy only while a read runs: after a failed first read nothing is known, but nothing is coming either.
      "aria-busy": (state === "loading" && isLoading) || undefined,
      "data-state": state,
      onClick: (event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) openCart();
      },
    }),
  };
}
