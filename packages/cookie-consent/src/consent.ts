import {
  deleteCookie,
  type EventBus,
  onConsentCheckerChange,
  readCookie,
  serializeCookie,
  setConsentChecker,
  writeCookie,
} from "@vitrine/core";
import {
  COOKIE_PREFERENCE_COOKIE,
  COOKIE_PREFERENCE_EXPIRATION_DAYS,
  COOKIE_PREFERENCE_VALUE,
} from "./constants";
import {
  type ConsentModeState,
  type ConsentPlan,
  type CookieGroup,
  type CookieIsSet,
  consentModeState,
  isCookieNameConsented,
  planAcceptAll,
} from "./cookieConsent.state";

// The groups this page has loaded (browser only: set from effects, never on the server).
let knownGroups: CookieGroup[] | null = null;

/**
 * The current cookies of this browser, as a `CookieIsSet` for the pure planning functions. An empty value counts as
 * absent: that is what a deleted cookie leaves behind in some engines until it expires.
 */
export const cookieIsSetInBrowser: CookieIsSet = (name) => !!readCookie(name);

const headerCookieIsSet =
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

/**
 * Google Consent Mode v2 signals (`ad_storage`, `analytics_storage`, `ad_user_data`, `ad_personalization`):
 * denied by default, granted by the matching group. Pass the request's `Cookie` header on the server.
 */
export function getConsentModeState(cookieHeader?: string | null): ConsentModeState {
  return cookieHeader === undefined
    ? consentModeState(knownGroups, cookieIsSetInBrowser)
    : consentModeState(null, headerCookieIsSet(cookieHeader));
}

/** Calls `listener` with the new Consent Mode state whenever it changes; returns the unsubscribe function. */
export function onConsentModeChange(listener: (state: ConsentModeState) => void): () => void {
  let last = JSON.stringify(getConsentModeState());
  return onConsentCheckerChange(() => {
    const state = getConsentModeState();
    const next = JSON.stringify(state);
    if (next === last) return;
    last = next;
    listener(state);
  });
}

/** Writes the preference cookie (cookie-preference=1 for 30 days). */
export function writeCookiePreference(): void {
  writeCookie(COOKIE_PREFERENCE_COOKIE, COOKIE_PREFERENCE_VALUE, { days: COOKIE_PREFERENCE_EXPIRATION_DAYS });
}

/** The cookie bar's one-click choices: "Only necessary" and "Accept all" (the field `choice` of its forms). */
export type CookieBarChoice = "necessary" | "all";

/** Whether a posted value is one of the cookie bar's choices. */
export const isCookieBarChoice = (value: unknown): value is CookieBarChoice =>
  value === "necessary" || value === "all";

/**
 * Server helper for the cookie bar's forms, posted without JavaScript: the `Set-Cookie` headers that carry out the
 * choice exactly as the bar does in the browser. "Only necessary" sets the preference cookie; "Accept all" writes
 * every cookie of `groups` that has a value (with its lifetime), deletes none it keeps, then the preference cookie.
 * Pass the request's `Cookie` header so cookies already set count as they do in the browser.
 */
export function consentSetCookies(
  choice: CookieBarChoice,
  groups: readonly CookieGroup[],
  cookieHeader?: string | null,
): string[] {
  const plan = choice === "all" ? planAcceptAll(groups, headerCookieIsSet(cookieHeader)) : undefined;
  return [
    ...(plan?.write ?? []).map((cookie) => serializeCookie(cookie.name, cookie.value, { days: cookie.days })),
    ...(plan?.remove ?? []).map((name) => serializeCookie(name, "", { days: 0 })),
    serializeCookie(COOKIE_PREFERENCE_COOKIE, COOKIE_PREFERENCE_VALUE, {
      days: COOKIE_PREFERENCE_EXPIRATION_DAYS,
    }),
  ];
}

/**
 * Carries out a choice: writes and deletes the planned cookies, sets the preference cookie, then tells core's
 * consent listeners and emits `consent:changed` with the changed cookies.
 */
export function applyConsentPlan(plan: ConsentPlan, events?: EventBus): void {
  for (const cookie of plan.write) writeCookie(cookie.name, cookie.value, { days: cookie.days });
  for (const name of plan.remove) deleteCookie(name);
  writeCookiePreference();
  installCookieConsent();
  events?.emit("consent:changed", { changes: plan.changes });
}
