// `@vitrine/cookie-consent` as analytics' consent source: loaded with analytics (after the shopper's choice), so it
// is a file of its own, apart from `whenConsentDecided`, which every page runs.
import { getConsentModeState } from "@vitrine/cookie-consent/consent-mode";
import { onConsentCheckerChange } from "@vitrine/core";
import type { AnalyticsConsent } from "./analytics";
import { decided } from "./consentDecided";

/**
 * `@vitrine/cookie-consent` as analytics' consent source: undecided until the shopper has chosen (the preference
 * cookie), then its Consent Mode state (statistics → `analytics_storage`, marketing → the ad signals).
 */
export const cookieConsentSource: AnalyticsConsent = {
  read: () => (decided() ? getConsentModeState() : undefined),
  subscribe: onConsentCheckerChange,
};
