import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { HTMLAttributes, ReactNode } from "react";
import type { CookieBarProps } from "./CookieBar";
import { preloadCookieSettings } from "./CookieSettings";
import { cookieBarSnippets } from "./snippets";
import type { CookieBarControls } from "./useCookieBar";

/** The bar's three buttons in their order, by the action each carries out. */
export const COOKIE_BAR_ACTIONS = ["onlyNecessary", "configure", "acceptAll"] as const;

/** What the bar was given before its code came: the choice clicked, by action. */
export interface CookieBarTakeover {
  action?: (typeof COOKIE_BAR_ACTIONS)[number];
}

/** Props of {@link CookieBarMarkup}: the bar's props and its state and actions (`useCookieBar`'s, or stand-ins). */
export interface CookieBarMarkupProps
  extends Omit<CookieBarProps, keyof import("./useCookieBar").CookieBarOptions> {
  bar: Omit<CookieBarControls, "rendered" | "acceptAll"> & { acceptAll: () => unknown };
  /** More props of the bar's element (the handlers that load its code). */
  sectionProps?: HTMLAttributes<HTMLElement>;
}

/**
 * The cookie bar's markup, the same before and after its code has come: a region named "Cookie consent" with
 * "Only necessary", "Configure" and "Accept all" (forms posting `choice` to `action` without JavaScript).
 */
export function CookieBarMarkup({
  className,
  children,
  action,
  redirectTo,
  bar,
  sectionProps,
}: CookieBarMarkupProps): ReactNode {
  const t = useSnippet(cookieBarSnippets);
  // "Only necessary" and "Accept all": without JavaScript they post the form (`choice`) to `action`.
  const choice = (value: "necessary" | "all", label: string, onChoose: () => unknown, busy?: boolean) => (
    <button
      type={action ? "submit" : "button"}
      name="choice"
      value={value}
      className={busy === undefined ? "vitrine-button vitrine-button--secondary" : "vitrine-button"}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        void onChoose();
      }}
    >
      {t(label)}
    </button>
  );
  return (
    <section
      {...sectionProps}
      {...bar.getBarProps()}
      hidden={!bar.visible}
      className={cx("vitrine-cookie-bar", className)}
    >
      <div className="vitrine-cookie-bar__text">
        <p>{t("cookieConsent.bar.text")}</p>
        {children}
        {bar.failed && (
          <p role="alert" className="vitrine-cookie-bar__error">
            {t("cookieConsent.error")}
          </p>
        )}
      </div>
      <form className="vitrine-cookie-bar__actions" method="post" action={action}>
        {redirectTo !== undefined && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {choice("necessary", "cookieConsent.bar.onlyNecessary", bar.onlyNecessary)}
        <button
          type="button"
          className="vitrine-button vitrine-button--secondary"
          aria-haspopup="dialog"
          ref={bar.configureRef}
          onPointerEnter={preloadCookieSettings}
          onFocus={preloadCookieSettings}
          onClick={bar.configure}
        >
          {t("cookieConsent.bar.configure")}
        </button>
        {choice("all", "cookieConsent.bar.acceptAll", bar.acceptAll, bar.busy)}
      </form>
    </section>
  );
}
