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

/** Which signals each category grants: statistics → analytics; marketing → ads, user data, personalisation. */
export const CONSENT_MODE_SIGNALS: Record<ConsentModeCategory, ConsentModeSignal[]> = {
  statistics: ["analytics_storage"],
  marketing: ["ad_storage", "ad_user_data", "ad_personalization"],
};

/** Shopware's cookies of the statistics and marketing groups, used while the groups are not loaded. */
export const CONSENT_MODE_COOKIES: Record<ConsentModeCategory, string[]> = {
  statistics: ["google-analytics-enabled"],
  marketing: ["google-ads-enabled"],
};

/** The Consent Mode category of a group, by its cookies, else its name (statistics, marketing). */
export function consentModeCategory(group: CookieGroup): ConsentModeCategory | undefined {
  for (const category of ["statistics", "marketing"] as const) {
    if (group.entries.some((entry) => CONSENT_MODE_COOKIES[category].includes(entry.cookie))) return category;
  }
  if (/statisti|analytic/i.test(group.name)) return "statistics";
  if (/marketing|advertis/i.test(group.name)) return "marketing";
  return undefined;
}

/** Consent Mode v2 signals: denied by default, granted when a cookie of the matching group is consented. */
export function consentModeState(
  groups: readonly CookieGroup[] | null,
  isSet: CookieIsSet,
): ConsentModeState {
  const state: ConsentModeState = {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };
  const grant = (category: ConsentModeCategory) => {
    for (const signal of CONSENT_MODE_SIGNALS[category]) state[signal] = "granted";
  };
  for (const category of ["statistics", "marketing"] as const) {
    if (CONSENT_MODE_COOKIES[category].some(isSet)) grant(category);
  }
  for (const group of groups ?? []) {
    const category = consentModeCategory(group);
    if (!category || group.required) continue;
    if (group.entries.some((entry) => isEntryActive(entry, group, isSet))) grant(category);
  }
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
