import { useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { Offcanvas } from "@vitrine/core/ui";
import type { ReactNode, RefObject } from "react";
import { navigationSnippets } from "./navigation.snippets";
import { categoryName, hasSubcategories } from "./navigation.state";
import { type UseCategoryMenuOptions, useCategoryMenu } from "./useCategoryMenu";

/** Props of the category menu's panel: the menu's options, controlled by `<CategoryOffcanvas>`. */
export interface CategoryMenuPanelProps extends UseCategoryMenuOptions {
  /** Whether it is open (controlled). */
  open: boolean;
  /** Called with the wanted open state (close button, Esc, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  /** The "Menu" button: focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The off-canvas `dialog` "Menu" with its sliding levels: a chunk of its own, which `<CategoryOffcanvas>` loads when
 * the pointer or the focus comes to "Menu" (at the latest at the first opening), so no first paint carries it.
 */
export default function CategoryMenuPanel({
  className,
  returnFocusTo,
  ...options
}: CategoryMenuPanelProps): ReactNode {
  const menu = useCategoryMenu(options);
  const t = useSnippet(navigationSnippets);
  const { level, current, path } = menu;
  return (
    <Offcanvas
      side="left"
      title={t("navigation.menu")}
      closeLabel={t("vitrine.close")}
      open={menu.isOpen}
      onOpenChange={menu.setOpen}
      className={className}
      returnFocusTo={returnFocusTo}
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
    </Offcanvas>
  );
}
