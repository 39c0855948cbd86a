import { useSnippet } from "@vitrine/core";
import { LazyOffcanvas, Link, useHydrated } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useRef } from "react";
import { navigationSnippets } from "./navigation.snippets";
import { categoryName, hasSubcategories } from "./navigation.state";
import { type UseCategoryMenuOptions, useCategoryMenu } from "./useCategoryMenu";

/** Props of `<CategoryOffcanvas>`. */
export interface CategoryOffcanvasProps extends UseCategoryMenuOptions {
  /** Class name of the "Menu" button. */
  className?: string;
  /** Class name of the off-canvas panel. */
  panelClassName?: string;
  /** Hide the "Menu" button from LG up, where the flyout menu takes over (default: yes). */
  responsive?: boolean;
  /**
   * Where "Menu" leads before JavaScript has loaded: the server HTML renders it as a link to this URL (a page or
   * an anchor such as `#main-navigation`, the id of a `FlyoutNavigation`), and hydration turns it into the
   * button that opens the off-canvas. Without it, the server HTML has the button, which needs the script.
   */
  fallbackHref?: string;
}

/**
 * The category menu for XS–MD: a `button` "Menu" opening a left off-canvas `dialog` "Menu" whose levels slide
 * forward and back, with home and back buttons; each level is loaded once and cached.
 */
export function CategoryOffcanvas({
  className,
  panelClassName,
  responsive = true,
  fallbackHref,
  ...options
}: CategoryOffcanvasProps): ReactNode {
  const menu = useCategoryMenu(options);
  const t = useSnippet(navigationSnippets);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { level, current, path } = menu;
  if (fallbackHref !== undefined && !hydrated) {
    return (
      <a
        href={fallbackHref}
        className={cx("vitrine-menu-button", className)}
        data-responsive={responsive || undefined}
      >
        <span className="vitrine-menu-button__icon" aria-hidden="true" />
        {t("navigation.menu")}
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx("vitrine-menu-button", className)}
        data-responsive={responsive || undefined}
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
        onClick={() => menu.setOpen(!menu.isOpen)}
      >
        <span className="vitrine-menu-button__icon" aria-hidden="true" />
        {t("navigation.menu")}
      </button>
      {/* The panel's code loads at the first opening. */}
      <LazyOffcanvas
        side="left"
        title={t("navigation.menu")}
        closeLabel={t("vitrine.close")}
        open={menu.isOpen}
        onOpenChange={menu.setOpen}
        className={panelClassName}
        returnFocusTo={buttonRef}
      >
        {({ close }) => (
          <div
            key={level.id}
            className="vitrine-category-menu"
            data-direction={menu.direction}
            data-level={path.length - 1}
            data-state={current.status}
          >
            {path.length > 1 && (
              <div className="vitrine-category-menu__actions">
                <button type="button" className="vitrine-category-menu__back" onClick={menu.back}>
                  {t("navigation.back")}
                </button>
                {path.length > 2 && (
                  <button type="button" className="vitrine-category-menu__home" onClick={menu.home}>
                    {t("navigation.home")}
                  </button>
                )}
              </div>
            )}
            <h3 ref={menu.headingRef} tabIndex={-1} className="vitrine-category-menu__title">
              {level.name || t("navigation.categories")}
            </h3>
            {level.href && (
              <Link className="vitrine-category-menu__all" href={level.href} before={close}>
                {t("navigation.showAll", { name: level.name })}
              </Link>
            )}
            {current.status === "loading" && <p role="status">{t("vitrine.loading")}</p>}
            {current.status === "error" && (
              <div role="alert" className="vitrine-category-menu__error">
                <p>{t("navigation.loadError")}</p>
                <button type="button" onClick={menu.retry}>
                  {t("vitrine.retry")}
                </button>
              </div>
            )}
            <ul className="vitrine-category-menu__list">
              {current.categories.map((category) => (
                <li key={category.id} className="vitrine-category-menu__item">
                  {hasSubcategories(category) ? (
                    <button
                      type="button"
                      className="vitrine-category-menu__forward"
                      onClick={() => menu.showSubcategories(category)}
                    >
                      {categoryName(category)}
                      <span aria-hidden="true">›</span>
                    </button>
                  ) : (
                    <Link className="vitrine-category-menu__link" href={menu.hrefOf(category)} before={close}>
                      {categoryName(category)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </LazyOffcanvas>
    </>
  );
}
