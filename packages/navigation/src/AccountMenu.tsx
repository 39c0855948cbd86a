import { useSnippet } from "@vitrine/core";
import { lazyWithPreload, OpenedOnce, useViewport, type ViewportSize } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useId, useRef, useState } from "react";
import { navigationSnippets } from "./navigation.snippets";

/** The logged-in customer the account menu greets (null or undefined for a guest). */
export interface AccountMenuCustomer {
  firstName?: string | null;
  lastName?: string | null;
}

/** Props of `<AccountMenu>`. */
export interface AccountMenuProps {
  /** The logged-in customer; leave it out for a guest. */
  customer?: AccountMenuCustomer | null;
  /**
   * Where logout is posted: with it, logout is a `POST` form to this URL, which works without JavaScript and
   * can be checked for its Origin (e.g. `/account/logout`).
   */
  logoutAction?: string;
  /**
   * Logs the customer out; the menu closes first. With `logoutAction` it takes the form's submit over and gets
   * the form (e.g. to submit it through the router); without `onLogout` the form posts itself.
   */
  onLogout?: (form?: HTMLFormElement) => void;
  /** The viewport to lay out for; defaults to core's `useViewport()`. */
  viewport?: ViewportSize;
  /** The button's icon (decorative: the button is named by its text); the stylesheet's glyph by default. */
  icon?: ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The viewports where the account menu is an off-canvas. */
export const ACCOUNT_MENU_OFFCANVAS_VIEWPORTS: readonly ViewportSize[] = ["XS", "SM"];

// The menu's content, its dropdown and its off-canvas are a chunk of their own: first paint needs only the button.
const { Component: AccountMenuPanel, preload: preloadPanel } = lazyWithPreload(
  () => import("./AccountMenuPanel"),
);

/**
 * The header's account menu: a `button` "Your account" that opens a left off-canvas on XS and SM and a dropdown
 * from MD up; login and register for guests, overview, addresses, orders and logout for customers. The menu's code
 * loads when the pointer or the focus comes to the button, or at the first opening.
 */
export function AccountMenu({
  customer,
  logoutAction,
  onLogout,
  viewport,
  icon,
  className,
}: AccountMenuProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  const current = useViewport();
  const size = viewport ?? current;
  const asOffcanvas = size !== undefined && ACCOUNT_MENU_OFFCANVAS_VIEWPORTS.includes(size);
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <div
      ref={rootRef}
      className={cx("vitrine-account-menu", className)}
      data-state={isOpen ? "open" : "closed"}
      data-variant={asOffcanvas ? "offcanvas" : "dropdown"}
      data-customer={customer ? "" : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        className="vitrine-account-menu__button"
        aria-expanded={isOpen}
        aria-haspopup={asOffcanvas ? "dialog" : undefined}
        aria-controls={isOpen && !asOffcanvas ? panelId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && isOpen) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        {icon ?? <span className="vitrine-account-menu__icon" aria-hidden="true" />}
        <span className="vitrine-visually-hidden">{t("navigation.account")}</span>
      </button>
      <OpenedOnce open={isOpen}>
        <AccountMenuPanel
          customer={customer}
          logoutAction={logoutAction}
          onLogout={onLogout}
          asOffcanvas={asOffcanvas}
          isOpen={isOpen}
          setOpen={setOpen}
          panelId={panelId}
          rootRef={rootRef}
          buttonRef={buttonRef}
        />
      </OpenedOnce>
    </div>
  );
}
