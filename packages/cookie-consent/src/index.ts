// @vitrine/cookie-consent public API: explicit named exports only. What a page needs at its first paint: the bar's
// host (its own code loads when the shopper comes to it: `@vitrine/cookie-consent/bar`), the footer's link and the
// settings panel's host (the panel's code: `@vitrine/cookie-consent/settings`), and the stored consent for the
// other packages. Google Consent Mode is in `/consent-mode`, the server's helpers in `/server`, the video gate in
// `/video`.

export { CookieBar, type CookieBarProps } from "./CookieBar";
export { CookieConsent, type CookieConsentProps } from "./CookieConsent";
export {
  CookieSettings,
  CookieSettingsLink,
  type CookieSettingsLinkProps,
  type CookieSettingsProps,
  preloadCookieSettings,
  useOpenCookieSettings,
} from "./CookieSettings";
export { installCookieConsent, isCookieConsented } from "./consent";
export {
  COOKIE_BAR_RESIZE_DEBOUNCE_MS,
  COOKIE_PREFERENCE_COOKIE,
  COOKIE_PREFERENCE_EXPIRATION_DAYS,
  COOKIE_PREFERENCE_VALUE,
  TIMEZONE_COOKIE,
  TIMEZONE_COOKIE_EXPIRATION_DAYS,
  VIDEO_CONSENT_COOKIE,
  VIDEO_CONSENT_EXPIRATION_DAYS,
  VIDEO_CONSENT_VALUE,
} from "./constants";
export {
  type ConsentPlan,
  type CookieEntry,
  type CookieGroup,
  type CookieGroupConfig,
  type CookieSelection,
  type CookieWrite,
  cookieGroupsAtom,
  cookiePreferenceAtom,
  cookieSettingsOpenAtom,
  type GroupCheckState,
} from "./cookieConsent.state";
export { cookieBarSnippets } from "./snippets";
export type { CookieConsentSnippetKey } from "./snippets/en";
export { scheduleTimezoneCookie, writeTimezoneCookie } from "./timezone";
export { useConsent } from "./useConsent";
