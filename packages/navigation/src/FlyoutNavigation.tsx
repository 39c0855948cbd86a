import { useRoute, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { NavigationCategory } from "./navigation.schema";
import { navigationSnippets } from "./navigation.snippets";
import { categoryHref, categoryName, hasSubcategories, type RouteBuilder } from "./navigation.state";
import { type UseFlyoutMenuOptions, useFlyoutMenu } from "./useFlyoutMenu";
import { type UseNavigationOptions, useNavigation } from "./useNavigation";

/** Props of `<FlyoutNavigation>`. */
export interface FlyoutNavigationProps extends UseFlyoutMenuOptions, Omit<UseNavigationOptions, "enabled"> {
  className?: string;
  /** Hide below LG, where the category off-canvas takes over (default: yes). */
  responsive?: boolean;
}

/**
 * The main navigation for LG and up: top categories as buttons that open flyout panels of links (hover after
 * 125 ms, touch, click or keyboard; one at a time; Escape closes). The tree is loaded once and cached.
 */
export function FlyoutNavigation({
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
  // Links go through the shop's router (VitrineProvider's navigate), closing the flyout first.
  const link = (category: NavigationCategory) => ({
    href: categoryHref(category, route),
    before: flyout.close,
  });
  return (
    <nav
      {...flyout.getNavigationProps({ className: cx("vitrine-flyout", className) })}
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
