import { useEntityLink, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { NavigationCategory } from "./navigation.schema";
import { navigationSnippets } from "./navigation.snippets";
import { categoryName, hasSubcategories } from "./navigation.state";
import { type UseFlyoutMenuOptions, useFlyoutMenu } from "./useFlyoutMenu";
import { type UseNavigationOptions, useNavigation } from "./useNavigation";

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

/**
 * The main navigation for LG and up: top categories are links to their pages (they work without JavaScript); a
 * category with subcategories opens a flyout panel of links on hover after 125 ms or on touch, and keyboard users
 * get a disclosure button next to the link (APG "disclosure navigation with top-level links"). One flyout at a
 * time; Escape closes and returns focus. The tree is loaded once and cached.
 */
export function FlyoutNavigation({
  className,
  id,
  responsive = true,
  openDelay,
  closeDelay,
  ...options
}: FlyoutNavigationProps): ReactNode {
  const flyout = useFlyoutMenu({ openDelay, closeDelay });
  const navigation = useNavigation(options);
  const entityLink = useEntityLink();
  const t = useSnippet(navigationSnippets);
  // Links go through the shop's router (VitrineProvider's navigate), closing the flyout first.
  const link = (category: NavigationCategory) => ({
    href: entityLink("category", category),
    before: flyout.close,
  });
  return (
    <nav
      {...flyout.getNavigationProps({ className: cx("vitrine-flyout", className) })}
      id={id}
      aria-label={t("navigation.mainNavigation")}
      data-responsive={responsive || undefined}
      data-state={navigation.status}
    >
      <ul className="vitrine-flyout__bar">
        {navigation.categories.map((category) => (
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
