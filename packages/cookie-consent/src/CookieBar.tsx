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
}

/**
 * The cookie bar: a region named "Cookie consent" with "Only necessary", "Configure" and "Accept all", shown
 * while the shopper has not chosen (hidden while the settings panel is open); renders nothing otherwise, also on
 * the server (with `initialVisible`).
 */
export function CookieBar({ className, children, ...options }: CookieBarProps): ReactNode {
  const bar = useCookieBar(options);
  const t = useSnippet(cookieBarSnippets);
  if (!bar.rendered) return null;
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
      <div className="vitrine-cookie-bar__actions">
        <button
          type="button"
          className="vitrine-button vitrine-button--secondary"
          onClick={bar.onlyNecessary}
        >
          {t("cookieConsent.bar.onlyNecessary")}
        </button>
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
        <button
          type="button"
          className="vitrine-button"
          aria-busy={bar.busy || undefined}
          disabled={bar.busy}
          onClick={() => void bar.acceptAll()}
        >
          {t("cookieConsent.bar.acceptAll")}
        </button>
      </div>
    </section>
  );
}
