// @vitrine/cookie-consent public API: explicit named exports only.
// The settings panel loads lazily through <CookieSettings> (its code, and its headless hook for your own
// markup, are in `@vitrine/cookie-consent/settings`); the video gate is in `@vitrine/cookie-consent/video`.

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
export {
  applyConsentPlan,
  type CookieBarChoice,
  consentSetCookies,
  getConsentModeState,
  hasCookieConsent,
  hasCookiePreference,
  installCookieConsent,
  isCookieBarChoice,
  isCookieConsented,
  onConsentModeChange,
  writeCookiePreference,
} from "./consent";
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
  type CookieConsentApi,
  cookieConsentApi,
  type LoadCookieGroupsOptions,
  loadCookieGroups,
} from "./cookieConsent.api";
// The schema is at @vitrine/cookie-consent/schemas: the main entry loads no valibot (the call loads it lazily).
export {
  CONSENT_MODE_COOKIES,
  CONSENT_MODE_SIGNALS,
  type ConsentModeCategory,
  type ConsentModeSignal,
  type ConsentModeState,
  type ConsentPlan,
  type CookieEntry,
  type CookieGroup,
  type CookieGroupConfig,
  type CookieSelection,
  type CookieWrite,
  consentModeState,
  cookieGroupsAtom,
  cookiePreferenceAtom,
  cookieSettingsOpenAtom,
  type GroupCheckState,
  normalizeCookieGroups,
  planAcceptAll,
  planConsentSave,
} from "./cookieConsent.state";
export { cookieBarSnippets } from "./snippets";
export type { CookieConsentSnippetKey } from "./snippets/en";
export { readTimezone, scheduleTimezoneCookie, writeTimezoneCookie } from "./timezone";
export { useConsent } from "./useConsent";
export { type CookieBarControls, type CookieBarOptions, useCookieBar } from "./useCookieBar";
export { useCookieBarPadding } from "./useCookieBarPadding";
export { type CookieGroupsOptions, type CookieGroupsState, useCookieGroups } from "./useCookieGroups";
