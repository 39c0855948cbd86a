// @vitrine/navigation/flyout-menu: the headless flyout menu with its hover and keyboard behaviour, an entry of its
// own (the built-in `<FlyoutNavigation>` loads that behaviour when the pointer or the focus first comes to the menu,
// so no page's first paint carries it).

import { type FlyoutMenuControls, flyoutControls, type UseFlyoutMenuOptions, useFlyoutState } from "./flyout";
import { flyoutBehaviour } from "./flyoutBehaviour";

/**
 * Headless flyout menus (APG disclosure navigation with top-level links): each top-level category is a link and
 * its flyout has its own disclosure button. Hovering the item opens after 125 ms and leaving closes after a delay,
 * touch opens (first tap on the link, or the button), only one is open at a time, Escape closes it wherever focus
 * is (from its panel, focus goes back to its button), focus leaving the navigation closes it.
 */
export function useFlyoutMenu(options: UseFlyoutMenuOptions = {}): FlyoutMenuControls {
  const state = useFlyoutState(options);
  return flyoutControls(state, flyoutBehaviour(state));
}

export type { FlyoutMenuControls, UseFlyoutMenuOptions };
