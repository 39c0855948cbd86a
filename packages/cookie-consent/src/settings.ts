// @vitrine/cookie-consent/settings: the cookie settings panel and its headless hook. <CookieSettings> loads this
// entry lazily; import it yourself only to build your own panel markup.

export { CookieSettingsPanel } from "./CookieSettingsPanel";
export { cookieSettingsSnippets } from "./cookieSettings.snippets";
export {
  type CookieCheckboxProps,
  type CookieSettingsControls,
  useCookieSettings,
} from "./useCookieSettings";
