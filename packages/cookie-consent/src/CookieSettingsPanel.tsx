import { useSnippet } from "@vitrine/core";
import { useAtom } from "@vitrine/core/react";
import { Offcanvas } from "@vitrine/core/ui";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useId } from "react";
import type { CookieSettingsProps } from "./CookieSettings";
import { type CookieGroup, cookieSettingsReturnFocusAtom } from "./cookieConsent.state";
import { cookieSettingsSnippets } from "./cookieSettings.snippets";
import { type CookieSettingsControls, useCookieSettings } from "./useCookieSettings";

function CookieGroupFieldset({ group, settings }: { group: CookieGroup; settings: CookieSettingsControls }) {
  const t = useSnippet(cookieSettingsSnippets);
  const id = useId();
  const visible = group.entries.filter((entry) => !entry.hidden);
  return (
    <div
      className="vitrine-cookie-group"
      data-required={group.required || undefined}
      data-state={settings.groupState(group)}
    >
      <div className="vitrine-cookie-group__parent">
        <input
          id={`${id}-group`}
          {...settings.getGroupCheckboxProps(group)}
          aria-describedby={
            [group.required && `${id}-required`, group.description && `${id}-description`]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />
        <label htmlFor={`${id}-group`}>{group.name}</label>
        {group.required && (
          <span id={`${id}-required`} className="vitrine-cookie-group__required">
            ({t("cookieConsent.settings.required")})
          </span>
        )}
      </div>
      {group.description && (
        <p id={`${id}-description`} className="vitrine-cookie-group__description">
          {group.description}
        </p>
      )}
      {!group.single && visible.length > 0 && (
        <ul className="vitrine-cookie-group__entries" aria-label={group.name}>
          {visible.map((entry) => (
            <li key={entry.cookie} className="vitrine-cookie-entry">
              <input id={`${id}-${entry.cookie}`} {...settings.getCookieCheckboxProps(entry)} />
              <label htmlFor={`${id}-${entry.cookie}`}>{entry.name}</label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The cookie settings panel (its own chunk): a left off-canvas dialog with a checkbox per group and cookie. */
export function CookieSettingsPanel({ className, ...options }: CookieSettingsProps): ReactNode {
  const t = useSnippet(cookieSettingsSnippets);
  const settings = useCookieSettings(options);
  const [returnFocus, setReturnFocus] = useAtom(cookieSettingsReturnFocusAtom);
  return (
    <Offcanvas
      side="left"
      open={settings.isOpen}
      onOpenChange={settings.setOpen}
      returnFocusTo={() => returnFocus}
      onClosed={() => setReturnFocus(null)}
      title={t("cookieConsent.settings.title")}
      closeLabel={t("vitrine.close")}
      className={cx("vitrine-cookie-settings", className)}
    >
      <p className="vitrine-cookie-settings__intro">{t("cookieConsent.settings.intro")}</p>
      {settings.status === "error" && !settings.groups && (
        <div role="alert" className="vitrine-cookie-settings__error">
          <p>{t("cookieConsent.error")}</p>
          <button type="button" className="vitrine-button vitrine-button--secondary" onClick={settings.retry}>
            {t("vitrine.retry")}
          </button>
        </div>
      )}
      {!settings.groups && settings.status !== "error" && (
        <p role="status" className="vitrine-cookie-settings__loading">
          {t("cookieConsent.settings.loading")}
        </p>
      )}
      {settings.groups && (
        <>
          <div className="vitrine-cookie-settings__groups">
            {settings.groups.map((group) => (
              <CookieGroupFieldset key={group.name} group={group} settings={settings} />
            ))}
          </div>
          <div className="vitrine-cookie-settings__actions">
            <button
              type="button"
              className="vitrine-button vitrine-button--secondary"
              onClick={settings.save}
            >
              {t("cookieConsent.settings.save")}
            </button>
            <button type="button" className="vitrine-button" onClick={settings.acceptAll}>
              {t("cookieConsent.settings.acceptAll")}
            </button>
          </div>
        </>
      )}
    </Offcanvas>
  );
}
