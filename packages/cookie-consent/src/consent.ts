import { readCookie, setConsentChecker } from "@vitrine/core";
import { COOKIE_PREFERENCE_COOKIE } from "./constants";
import { type CookieGroup, type CookieIsSet, isCookieNameConsented } from "./cookieConsent.state";

// The groups this page has loaded (browser only: set from effects, never on the server).
let knownGroups: CookieGroup[] | null = null;

/** The groups this page has loaded, or null. */
export const knownCookieGroups = (): CookieGroup[] | null => knownGroups;

/**
 * The current cookies of this browser, as a `CookieIsSet` for the pure planning functions. An empty value counts as
 * absent: that is what a deleted cookie leaves behind in some engines until it expires.
 */
export const cookieIsSetInBrowser: CookieIsSet = (name) => !!readCookie(name);

/** The cookies of a request's `Cookie` header, as a `CookieIsSet`. */
export const headerCookieIsSet =
  (cookieHeader: string | null | undefined): CookieIsSet =>
  (name) =>
    !!readCookie(name, cookieHeader ?? "");

/** Whether the shopper consented to a cookie in this browser: its cookie is set, or its group was accepted. */
export function isCookieConsented(cookieName: string): boolean {
  return isCookieNameConsented(cookieName, knownGroups, cookieIsSetInBrowser);
}

/** Installs cookie consent as core's consent checker, so optional cookies and storage need consent. */
export function installCookieConsent(): void {
  // Setting it again also tells core's listeners (useConsent, onConsentModeChange) that consent changed.
  setConsentChecker(isCookieConsented);
}

/** Tells the consent checker which groups the shop has (so cookies of an accepted group count as consented). */
export function rememberCookieGroups(groups: CookieGroup[]): void {
  knownGroups = groups;
  installCookieConsent();
}

/** Server helper for loaders: whether the request's `Cookie` header shows that the shopper has chosen. */
export function hasCookiePreference(cookieHeader: string | null | undefined): boolean {
  return headerCookieIsSet(cookieHeader)(COOKIE_PREFERENCE_COOKIE);
}

/** Server helper for loaders: whether the request's `Cookie` header holds the consent cookie `cookieName`. */
export function hasCookieConsent(cookieName: string, cookieHeader: string | null | undefined): boolean {
  return headerCookieIsSet(cookieHeader)(cookieName);
}
