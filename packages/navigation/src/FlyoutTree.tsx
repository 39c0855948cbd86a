import type { ReactNode } from "react";
import { FlyoutBar, type FlyoutBarProps } from "./FlyoutNavigation";
import { type UseNavigationOptions, useNavigation } from "./useNavigation";

/**
 * `<FlyoutNavigation>` without the loader's categories: the tree loaded once and cached (`useNavigation`). A chunk
 * of its own: a shop that passes `initialCategories` never loads it.
 */
export default function FlyoutTree({
  options,
  bar,
}: {
  options: UseNavigationOptions;
  bar: Omit<FlyoutBarProps, "categories" | "status">;
}): ReactNode {
  const navigation = useNavigation(options);
  return <FlyoutBar {...bar} categories={navigation.categories} status={navigation.status} />;
}
