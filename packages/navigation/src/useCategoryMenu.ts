import { useEntityLink } from "@vitrine/core";
import { useControllableState } from "@vitrine/core/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { MAIN_NAVIGATION } from "./constants";
import type { NavigationCategory } from "./navigation.schema";
import { categoryName } from "./navigation.state";
import { type FetchNavigation, type NavigationLevelState, useNavigation } from "./useNavigation";

/** One level of the category off-canvas. */
export interface MenuLevel {
  id: string;
  name: string;
  href?: string;
}

/** The menu path after opening a subcategory. */
export const menuForward = (path: readonly MenuLevel[], level: MenuLevel): MenuLevel[] => [...path, level];
/** The menu path after going back one level (the root stays). */
export const menuBack = (path: readonly MenuLevel[]): MenuLevel[] =>
  path.length > 1 ? path.slice(0, -1) : [...path];
/** The menu path after going home (the root only). */
export const menuHome = (path: readonly MenuLevel[]): MenuLevel[] => path.slice(0, 1);

/** Options of {@link useCategoryMenu}. */
export interface UseCategoryMenuOptions {
  /** Root of the menu (default `main-navigation`). */
  rootId?: string;
  /** The root level's categories from a server loader (cached; no request for them). */
  initialCategories?: NavigationCategory[];
  /** Controlled open state. */
  open?: boolean;
  /** Called when the menu wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Replaces the navigation call. */
  fetchNavigation?: FetchNavigation;
}

/** What {@link useCategoryMenu} returns. */
export interface CategoryMenuControls {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The levels from the root to the shown one. */
  path: MenuLevel[];
  /** The shown level. */
  level: MenuLevel;
  /** Its categories and loading state. */
  current: NavigationLevelState;
  /** The way the last change went, for the slide animation (none before the first one). */
  direction: "forward" | "backward" | undefined;
  /** Slides forward to a category's subcategories. */
  showSubcategories: (category: NavigationCategory) => void;
  /** Slides back one level. */
  back: () => void;
  /** Slides back to the root level. */
  home: () => void;
  /** Loads the shown level again after a failure. */
  retry: () => void;
  /** Put on the level's heading: it gets focus after each slide. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The page a category leads to. */
  hrefOf: (category: NavigationCategory) => string;
}

/**
 * Headless category off-canvas menu: levels slide forward and back (with home and back), each level is fetched
 * from `POST /navigation/{id}/{id}` once and cached per category id, and focus moves to the new level's heading.
 */
export function useCategoryMenu(options: UseCategoryMenuOptions = {}): CategoryMenuControls {
  const { rootId = MAIN_NAVIGATION, initialCategories, fetchNavigation } = options;
  const link = useEntityLink();
  const [isOpen, setOpen] = useControllableState(options.open, false, options.onOpenChange);
  const [path, setPath] = useState<MenuLevel[]>([{ id: rootId, name: "" }]);
  const [direction, setDirection] = useState<"forward" | "backward">();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = path[path.length - 1] as MenuLevel;
  // Each level one level deep, loaded while the menu is open; the root's categories from the loader at once.
  const { reload, ...current } = useNavigation({
    rootId: level.id,
    depth: 1,
    initialCategories,
    enabled: isOpen,
    fetchNavigation,
  });

  // After a slide the shopper should hear where they are: focus the new level's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each slide, i.e. each new level.
  useEffect(() => {
    if (direction) headingRef.current?.focus();
  }, [direction, level.id]);

  // Each slide says which way it went (for the animation and the heading's focus) and where it leads.
  const slide = (direction: "forward" | "backward", next: (path: MenuLevel[]) => MenuLevel[]) => {
    setDirection(direction);
    setPath(next);
  };

  return {
    isOpen,
    setOpen,
    path,
    level,
    current,
    direction,
    showSubcategories: (category) =>
      slide("forward", (previous) =>
        menuForward(previous, {
          id: category.id,
          name: categoryName(category),
          href: link("category", category),
        }),
      ),
    back: () => slide("backward", menuBack),
    home: () => slide("backward", menuHome),
    retry: reload,
    headingRef,
    hrefOf: (category) => link("category", category),
  };
}
