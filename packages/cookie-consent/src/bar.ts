// @vitrine/cookie-consent/bar: the cookie bar's own code and its headless hooks. <CookieBar> loads this entry when
// the shopper comes to the bar; import it yourself to build your own bar markup (with `useCookieBar`).

export type { CookieBarTakeover } from "./CookieBarMarkup";
export { CookieBarView } from "./CookieBarView";
export {
  type CookieConsentApi,
  cookieConsentApi,
  type LoadCookieGroupsOptions,
  loadCookieGroups,
} from "./cookieConsent.api";
export { type CookieBarControls, type CookieBarOptions, useCookieBar } from "./useCookieBar";
export { useCookieBarPadding } from "./useCookieBarPadding";
export { type CookieGroupsOptions, type CookieGroupsState, useCookieGroups } from "./useCookieGroups";
