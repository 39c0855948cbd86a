import { useRoute, useSnippet } from "@vitrine/core";
import { LazyOffcanvas, Link, useViewport, type ViewportSize } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
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
  className?: string;
}

/** The viewports where the account menu is an off-canvas (SPEC section 6: XS and SM only). */
export const ACCOUNT_MENU_OFFCANVAS_VIEWPORTS: readonly ViewportSize[] = ["XS", "SM"];

/**
 * The header's account menu: a `button` "Your account" that opens a left off-canvas on XS and SM and a dropdown
 * from MD up; login and register for guests, overview, addresses, orders and logout for customers.
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
  const route = useRoute();
  const current = useViewport();
  const size = viewport ?? current;
  const asOffcanvas = size !== undefined && ACCOUNT_MENU_OFFCANVAS_VIEWPORTS.includes(size);
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The dropdown closes on a click outside it.
  useEffect(() => {
    if (!isOpen || asOffcanvas) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, asOffcanvas]);

  const close = () => setOpen(false);
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(" ");
  // In the off-canvas, `closePanel` is the dialog's close: its promise lets a full page load wait for the history.
  const content = (closePanel: () => unknown) => {
    const link = (href: string, key: string) => (
      <li>
        <Link className="vitrine-account-menu__link" href={href} before={closePanel}>
          {t(key)}
        </Link>
      </li>
    );
    return (
      <div className="vitrine-account-menu__content">
        <p className="vitrine-account-menu__greeting">
          {customer ? t("navigation.account.greeting", { name }) : t("navigation.account.guestHint")}
        </p>
        <ul className="vitrine-account-menu__links">
          {customer ? (
            <>
              {link(route("account"), "navigation.account.overview")}
              {link(`${route("account")}/address`, "navigation.account.addresses")}
              {link(`${route("account")}/order`, "navigation.account.orders")}
            </>
          ) : (
            <>
              {link(route("login"), "navigation.account.login")}
              {link(route("register"), "navigation.account.register")}
            </>
          )}
        </ul>
        {customer && logoutAction !== undefined && (
          <form
            method="post"
            action={logoutAction}
            onSubmit={(event) => {
              if (!onLogout) return;
              event.preventDefault();
              const form = event.currentTarget;
              closePanel();
              onLogout(form);
            }}
          >
            <button type="submit" className="vitrine-account-menu__logout">
              {t("navigation.account.logout")}
            </button>
          </form>
        )}
        {customer && logoutAction === undefined && (
          <button
            type="button"
            className="vitrine-account-menu__logout"
            onClick={() => {
              closePanel();
              onLogout?.();
            }}
          >
            {t("navigation.account.logout")}
          </button>
        )}
      </div>
    );
  };

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
        onClick={() => setOpen(!isOpen)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && isOpen) {
            event.preventDefault();
            close();
          }
        }}
      >
        {icon ?? <span className="vitrine-account-menu__icon" aria-hidden="true" />}
        <span className="vitrine-visually-hidden">{t("navigation.account")}</span>
      </button>
      {asOffcanvas ? (
        <LazyOffcanvas
          side="left"
          title={t("navigation.account")}
          open={isOpen}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
        >
          {(dialog) => content(dialog.close)}
        </LazyOffcanvas>
      ) : (
        isOpen && (
          // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the dropdown closes it, as a disclosure does.
          <div
            id={panelId}
            className="vitrine-account-menu__dropdown"
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.preventDefault();
              close();
              buttonRef.current?.focus();
            }}
            onBlur={(event) => {
              if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
            }}
          >
            {content(close)}
          </div>
        )
      )}
    </div>
  );
}
