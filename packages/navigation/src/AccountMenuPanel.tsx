import { useRoute, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { Offcanvas } from "@vitrine/core/ui";
import type { ReactNode, RefObject } from "react";
import type { AccountMenuProps } from "./AccountMenu";
import { navigationSnippets } from "./navigation.snippets";
import { useDismiss } from "./useDismiss";

/** Props of the account menu's panel: `<AccountMenu>` owns the button and the open state. */
export interface AccountMenuPanelProps
  extends Pick<AccountMenuProps, "customer" | "logoutAction" | "onLogout"> {
  asOffcanvas: boolean;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The dropdown's id (the button's `aria-controls`). */
  panelId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The account menu's links and logout, in a dropdown from MD up or a left off-canvas on XS and SM: a chunk of its
 * own, which `<AccountMenu>` loads when the pointer or the focus comes to its button (at the latest at the first
 * opening).
 */
export default function AccountMenuPanel({
  customer,
  logoutAction,
  onLogout,
  asOffcanvas,
  isOpen,
  setOpen,
  panelId,
  rootRef,
  buttonRef,
}: AccountMenuPanelProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  const route = useRoute();

  // The dropdown closes on a click or the focus outside it, and on Escape (focus goes back to the button).
  const dismiss = useDismiss(rootRef, buttonRef, isOpen && !asOffcanvas, setOpen);

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
        {customer && (
          // A POST form to `logoutAction` works without JavaScript; with `onLogout` the shop takes the submit over.
          <form
            method="post"
            action={logoutAction}
            onSubmit={(event) => {
              if (!onLogout && logoutAction !== undefined) return;
              event.preventDefault();
              closePanel();
              onLogout?.(logoutAction === undefined ? undefined : event.currentTarget);
            }}
          >
            <button type="submit" className="vitrine-account-menu__logout">
              {t("navigation.account.logout")}
            </button>
          </form>
        )}
      </div>
    );
  };

  if (asOffcanvas) {
    return (
      <Offcanvas
        side="left"
        title={t("navigation.account")}
        open={isOpen}
        onOpenChange={setOpen}
        returnFocusTo={buttonRef}
      >
        {(dialog) => content(dialog.close)}
      </Offcanvas>
    );
  }
  return isOpen ? (
    <div id={panelId} className="vitrine-account-menu__dropdown" {...dismiss}>
      {content(close)}
    </div>
  ) : null;
}
