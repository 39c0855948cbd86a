// Google Consent Mode v2 from the shopper's cookie choices (@vitrine/cookie-consent/consent-mode): what analytics
// and tag managers ask, loaded with them rather than with the page.
import { onConsentCheckerChange } from "@vitrine/core";
import { cookieIsSetInBrowser, headerCookieIsSet, knownCookieGroups } from "./consent";
import { type CookieGroup, type CookieIsSet, isEntryActive } from "./cookieConsent.state";

/** The signals of Google Consent Mode v2. */
export type ConsentModeSignal = "ad_storage" | "analytics_storage" | "ad_user_data" | "ad_personalization";

/** Google Consent Mode v2 state: each signal granted or denied. */
export type ConsentModeState = Record<ConsentModeSignal, "granted" | "denied">;

/** The consent categories Consent Mode knows. */
export type ConsentModeCategory = "statistics" | "marketing";

/**
 * Consent Mode's categories: statistics grants analytics; marketing grants ads, user data and personalisation.
 * Each with Shopware's cookie of its group (which grants it while the groups are not loaded, and names a group
 * as the category's), and the words that name such a group otherwise.
 */
const CATEGORIES: readonly [signals: ConsentModeSignal[], cookie: string, name: RegExp][] = [
  [["analytics_storage"], "google-analytics-enabled", /statisti|analytic/i],
  [["ad_storage", "ad_user_data", "ad_personalization"], "google-ads-enabled", /marketing|advertis/i],
];

/** The index of a group's category in {@link CATEGORIES}: by its cookies, else by its name (-1: none). */
function categoryOf(group: CookieGroup): number {
  const byCookie = CATEGORIES.findIndex(([, cookie]) =>
    group.entries.some((entry) => entry.cookie === cookie),
  );
  return byCookie < 0 ? CATEGORIES.findIndex(([, , name]) => name.test(group.name)) : byCookie;
}

/** Consent Mode v2 signals: denied by default, granted when a cookie of the matching group is consented. */
export function consentModeState(
  groups: readonly CookieGroup[] | null,
  isSet: CookieIsSet,
): ConsentModeState {
  const state = {} as ConsentModeState;
  CATEGORIES.forEach(([signals, cookie], index) => {
    const granted =
      isSet(cookie) ||
      (groups ?? []).some(
        (group) =>
          !group.required &&
          categoryOf(group) === index &&
          group.entries.some((entry) => isEntryActive(entry, group, isSet)),
      );
    for (const signal of signals) state[signal] = granted ? "granted" : "denied";
  });
  return state;
}

/**
 * Google Consent Mode v2 signals (`ad_storage`, `analytics_storage`, `ad_user_data`, `ad_personalization`):
 * denied by default, granted by the matching group. Pass the request's `Cookie` header on the server.
 */
export function getConsentModeState(cookieHeader?: string | null): ConsentModeState {
  return cookieHeader === undefined
    ? consentModeState(knownCookieGroups(), cookieIsSetInBrowser)
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
