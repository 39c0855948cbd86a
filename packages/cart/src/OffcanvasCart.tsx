import { OpenedOnce, useAtomValue } from "@vitrine/core/react";
import { lazy, type ReactNode } from "react";
import { offcanvasCartOpenAtom } from "./cart.state";

/** Props of {@link OffcanvasCart}. */
export interface OffcanvasCartProps {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

// The panel's markup is a chunk of its own: first paint needs only the widget and the buy button.
const OffcanvasCartPanel = lazy(() => import("./OffcanvasCartPanel"));

/**
 * The off-canvas cart on the right (a dialog named "Shopping cart"): messages, line items with quantity and remove,
 * promotion code, shipping method, totals and the way to checkout. It loads on first open (the widget or add to
 * cart opens it); Back, Esc and the close button close it and focus returns to the opener.
 */
export function OffcanvasCart(props: OffcanvasCartProps): ReactNode {
  return (
    <OpenedOnce open={useAtomValue(offcanvasCartOpenAtom)}>
      <OffcanvasCartPanel {...props} />
    </OpenedOnce>
  );
}
