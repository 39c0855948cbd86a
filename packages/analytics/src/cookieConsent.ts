// The shopper's choices from @vitrine/cookie-consent: decided once the preference cookie is set.

import { COOKIE_PREFERENCE_COOKIE, getConsentModeState } from "@vitrine/cookie-consent";
import { onConsentCheckerChange, readCookie } from "@vitrine/core";
import type { AnalyticsConsent } from "./analytics";

/**
 * `@vitrine/cookie-consent` as analytics' consent source: undecided until the shopper has chosen (the preference
 * cookie), then its Consent Mode state (statistics → `analytics_storage`, marketing → the ad signals).
 */
export const cookieConsentSource: AnalyticsConsent = {
  read: () => (readCookie(COOKIE_PREFERENCE_COOKIE) ? getConsentModeState() : undefined),
  subscribe: onConsentCheckerChange,
};
