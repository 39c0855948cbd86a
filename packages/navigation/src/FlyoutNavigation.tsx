import { useEntityLink, useSnippet } from "@vitrine/core";
import { Link, useInteractionLoad } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { flyoutControls, type UseFlyoutMenuOptions, useFlyoutState } from "./flyout";
import type { NavigationCategory } from "./navigation.schema";
import { navigationSnippets } from "./navigation.snippets";
import { categoryName, hasSubcategories } from "./navigation.state";
import type { NavigationStatus, UseNavigationOptions } from "./useNavigation";

/** Props of `<FlyoutNavigation>`. */
export interface FlyoutNavigationProps extends UseFlyoutMenuOptions, Omit<UseNavigationOptions, "enabled"> {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  /**
   * The `nav` element's id. A "Menu" link to `#id` (see `CategoryOffcanvas`'s `fallbackHref`) shows the hidden
   * bar as a list below LG before JavaScript has loaded: the optional stylesheet shows a targeted bar.
   */
  id?: string;
  /** Hide below LG, where the category off-canvas takes over (default: yes). */
  responsive?: boolean;
}

/** What the bar renders: the flyout's own props and the categories. */
interface FlyoutBarProps
  extends UseFlyoutMenuOptions,
    Pick<FlyoutNavigationProps, "className" | "id" | "responsive"> {
  categories: NavigationCategory[];
  status: NavigationStatus;
}

// The hover and keyboard behaviour: a chunk of its own, loaded when the pointer or the focus first comes to the menu.
const loadBehaviour = () => import("./flyoutBehaviour").then((module) => module.flyoutBehaviour);
// Without the loader's categories, the tree is loaded in the browser (the navigation call and its cache).
const FlyoutTree = lazy(() => import("./FlyoutTree"));

/**
 * The main navigation for LG and up: top categories are links to their pages (they work without JavaScript); a
 * category with subcategories opens a flyout panel of links on hover after 125 ms or on touch, and keyboard users
 * get a disclosure button next to the link (APG "disclosure navigation with top-level links"). One flyout at a
 * time; Escape closes and returns focus. The page's first paint carries the bar and its clicks; the hover and
 * keyboard behaviour loads when the pointer or the focus first comes to it (a hover begun meanwhile opens its
 * flyout once it has). Without `initialCategories` the tree is loaded once and cached.
 */
export function FlyoutNavigation({
  initialCategories,
  rootId,
  activeId,
  depth,
  fetchNavigation,
  ...bar
}: FlyoutNavigationProps): ReactNode {
  return initialCategories ? (
    <FlyoutBar {...bar} categories={initialCategories} status="success" />
  ) : (
    <Suspense>
      <FlyoutTree
        options={{ rootId, activeId, depth, fetchNavigation }}
        render={({ categories, status }) => <FlyoutBar {...bar} categories={categories} status={status} />}
      />
    </Suspense>
  );
}

/** The bar of `<FlyoutNavigation>` with its categories. */
function FlyoutBar({ categories, status, className, id, responsive = true, ...options }: FlyoutBarProps) {
  const state = useFlyoutState(options);
  const { loaded: behaviour, interactionProps } = useInteractionLoad(loadBehaviour);
  const flyout = flyoutControls(state, behaviour?.(state));
  const entityLink = useEntityLink();
  const t = useSnippet(navigationSnippets);
  // A hover that began before the behaviour's code arrived opens its flyout once it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the behaviour arrives.
  useEffect(() => {
    if (behaviour && state.memo.hovered) state.schedule(state.memo.hovered, state.openDelay);
  }, [behaviour]);
  // Links go through the shop's router (VitrineProvider's navigate), closing the flyout first.
  const link = (category: NavigationCategory) => ({
    href: entityLink("category", category),
    before: flyout.close,
  });
  return (
    <nav
      {...flyout.getNavigationProps({ className: cx("vitrine-flyout", className), ...interactionProps })}
      id={id}
      aria-label={t("navigation.mainNavigation")}
      data-responsive={responsive || undefined}
      data-state={status}
    >
      <ul className="vitrine-flyout__bar">
        {categories.map((category) => (
          <li key={category.id} {...flyout.getItemProps(category.id, { className: "vitrine-flyout__item" })}>
            {hasSubcategories(category) && category.children?.length ? (
              <>
                <Link
                  className="vitrine-flyout__trigger"
                  {...flyout.getLinkProps(category.id)}
                  {...link(category)}
                >
                  {categoryName(category)}
                </Link>
                <button
                  {...flyout.getTriggerProps(category.id, {
                    className: "vitrine-flyout__toggle",
                    "aria-label": t("navigation.flyoutToggle", { name: categoryName(category) }),
                  })}
                >
                  <span aria-hidden="true" className="vitrine-flyout__chevron" />
                </button>
                <div {...flyout.getPanelProps(category.id, { className: "vitrine-flyout__panel" })}>
                  <Link className="vitrine-flyout__all" {...link(category)}>
                    {t("navigation.showAll", { name: categoryName(category) })}
                  </Link>
                  <ul className="vitrine-flyout__links">
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link className="vitrine-flyout__link" {...link(child)}>
                          {categoryName(child)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            ) : (
              <Link className="vitrine-flyout__trigger" {...link(category)}>
                {categoryName(category)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
