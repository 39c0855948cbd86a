import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { preloadCookieSettings } from "./CookieSettings";
import { cookieBarSnippets } from "./snippets";
import { type CookieBarOptions, useCookieBar } from "./useCookieBar";

/** Props of `<CookieBar>`. */
export interface CookieBarProps extends CookieBarOptions {
  /** Class name of the bar, added to `vitrine-cookie-bar`. */
  className?: string;
  /** Extra content after the text, e.g. a link to the privacy page. */
  children?: ReactNode;
  /**
   * The shop's route that carries out "Only necessary" and "Accept all" without JavaScript: the buttons are then
   * forms posting `choice` (`necessary` or `all`) and `redirectTo` there (answer them with `consentSetCookies`).
   * With JavaScript the bar handles them itself, as without this prop.
   */
  action?: string;
  /** Where the route sends the shopper back to after the choice (the current page's path). */
  redirectTo?: string;
}

/**
 * The cookie bar: a region named "Cookie consent" with "Only necessary", "Configure" and "Accept all", shown
 * while the shopper has not chosen (hidden while the settings panel is open); renders nothing otherwise, also on
 * the server (with `initialVisible`).
 */
export function CookieBar({
  className,
  children,
  action,
  redirectTo,
  ...options
}: CookieBarProps): ReactNode {
  const bar = useCookieBar(options);
  const t = useSnippet(cookieBarSnippets);
  if (!bar.rendered) return null;
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
    <section {...bar.getBarProps()} hidden={!bar.visible} className={cx("vitrine-cookie-bar", className)}>
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
