import type { ReactNode } from "react";
import { type NavigationLevelState, type UseNavigationOptions, useNavigation } from "./useNavigation";

/**
 * `<FlyoutNavigation>` without the loader's categories: the tree loaded once and cached (`useNavigation`), drawn
 * by `render`. A chunk of its own: a shop that passes `initialCategories` never loads it.
 */
export default function FlyoutTree({
  options,
  render,
}: {
  options: UseNavigationOptions;
  render: (navigation: NavigationLevelState) => ReactNode;
}): ReactNode {
  return render(useNavigation(options));
}
