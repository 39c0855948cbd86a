import { useSnippet } from "@vitrine/core";
import { lazyWithPreload, OpenedOnce, useControllableState, useHydrated } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useRef } from "react";
import { navigationSnippets } from "./navigation.snippets";
import type { UseCategoryMenuOptions } from "./useCategoryMenu";

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

// The menu (its levels, their loading and the dialog) is a chunk of its own: first paint needs only the button.
const { Component: CategoryMenuPanel, preload: preloadPanel } = lazyWithPreload(
  () => import("./CategoryMenuPanel"),
);

/**
 * The category menu for XS–MD: a `button` "Menu" opening a left off-canvas `dialog` "Menu" whose levels slide
 * forward and back, with home and back buttons; each level is loaded once and cached. The panel's code loads when
 * the pointer or the focus comes to the button, or at the first opening.
 */
export function CategoryOffcanvas({
  className,
  panelClassName,
  responsive = true,
  fallbackHref,
  open,
  onOpenChange,
  ...options
}: CategoryOffcanvasProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useControllableState(open, false, onOpenChange);
  const own = {
    className: cx("vitrine-menu-button", className),
    "data-responsive": responsive || undefined,
    children: [
      <span key="icon" className="vitrine-menu-button__icon" aria-hidden="true" />,
      t("navigation.menu"),
    ],
  };
  if (fallbackHref !== undefined && !hydrated) return <a href={fallbackHref} {...own} />;
  return (
    <>
      <button
        {...own}
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(!isOpen)}
      />
      <OpenedOnce open={isOpen}>
        <CategoryMenuPanel
          {...options}
          open={isOpen}
          onOpenChange={setOpen}
          className={panelClassName}
          returnFocusTo={buttonRef}
        />
      </OpenedOnce>
    </>
  );
}
