import { useRoute, useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { navigationLinkProps } from "./navigation.link";
import type { NavigationCategory } from "./navigation.schema";
import { navigationSnippets } from "./navigation.snippets";
import { categoryHref, categoryName, hasSubcategories, type RouteBuilder } from "./navigation.state";
import { type UseFlyoutMenuOptions, useFlyoutMenu } from "./useFlyoutMenu";
import { type UseNavigationOptions, useNavigation } from "./useNavigation";

/** Props of `<FlyoutNavigation>`. */
export interface FlyoutNavigationProps extends UseFlyoutMenuOptions, Omit<UseNavigationOptions, "enabled"> {
  /** Goes to a URL through the shop's router (plain clicks); links load the page otherwise. */
  onNavigate?: (url: string) => void;
  className?: string;
  /** Hide below LG, where the category off-canvas takes over (default: yes). */
  responsive?: boolean;
}

/**
 * The main navigation for LG and up: top categories as buttons that open flyout panels of links (hover after
 * 125 ms, touch, click or keyboard; one at a time; Escape closes). The tree is loaded once and cached.
 */
export function FlyoutNavigation({
  onNavigate,
  className,
  responsive = true,
  openDelay,
  closeDelay,
  ...options
}: FlyoutNavigationProps): ReactNode {
  const flyout = useFlyoutMenu({ openDelay, closeDelay });
  const navigation = useNavigation(options);
  const route = useRoute() as RouteBuilder;
  const t = useSnippet(navigationSnippets);
  const link = (category: NavigationCategory) =>
    navigationLinkProps(categoryHref(category, route), onNavigate, flyout.close);
  return (
    <nav
      {...flyout.getNavigationProps({ className: ["vitrine-flyout", className].filter(Boolean).join(" ") })}
      aria-label={t("navigation.mainNavigation")}
      data-responsive={responsive || undefined}
      data-state={navigation.status}
    >
      <ul className="vitrine-flyout__bar">
        {navigation.categories.map((category) => (
          <li key={category.id} className="vitrine-flyout__item">
            {hasSubcategories(category) && category.children?.length ? (
              <>
                <button {...flyout.getTriggerProps(category.id, { className: "vitrine-flyout__trigger" })}>
                  {categoryName(category)}
                </button>
                <div {...flyout.getPanelProps(category.id, { className: "vitrine-flyout__panel" })}>
                  <a className="vitrine-flyout__all" {...link(category)}>
                    {t("navigation.showAll", { name: categoryName(category) })}
                  </a>
                  <ul className="vitrine-flyout__links">
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <a className="vitrine-flyout__link" {...link(child)}>
                          {categoryName(child)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            ) : (
              <a className="vitrine-flyout__trigger" {...link(category)}>
                {categoryName(category)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
