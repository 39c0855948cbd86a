import type { FocusEvent, KeyboardEvent, PointerEvent } from "react";
import type { FlyoutBehaviour, FlyoutState } from "./flyout";

/**
 * The hover and keyboard behaviour of a flyout menu (APG disclosure navigation with top-level links): hovering an
 * item opens its flyout after the open delay and leaving closes it after the close delay (mouse only), ArrowDown
 * on a disclosure button opens its flyout, Escape in a panel closes it and gives focus back to its button, and
 * focus leaving the navigation closes it. A chunk of its own for `<FlyoutNavigation>`, which loads it when the
 * pointer or the focus first comes to the menu.
 */
export function flyoutBehaviour({
  idOf,
  openKey,
  openDelay,
  closeDelay,
  show,
  schedule,
}: FlyoutState): FlyoutBehaviour {
  const hover = (key: string | null, delay: number) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") schedule(key, delay);
  };
  return {
    navigation: {
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) show(null);
      },
    },
    item: (key) => ({ onPointerEnter: hover(key, openDelay), onPointerLeave: hover(null, closeDelay) }),
    trigger: (key) => ({
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "ArrowDown" && openKey !== key) {
          event.preventDefault();
          show(key);
        }
      },
    }),
    panel: (key) => ({
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        show(null);
        document.getElementById(idOf("trigger", key))?.focus();
      },
    }),
  };
}
