// @vitrine/cookie-consent/server: helpers for a shop's server (its loaders and the route that answers the bar's
// forms without JavaScript); no browser loads them.

export { hasCookieConsent, hasCookiePreference } from "./consent";
export { type CookieBarChoice, consentSetCookies, isCookieBarChoice } from "./consentSetCookies";
export { readTimezone } from "./timezone";
