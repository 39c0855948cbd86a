// The shopper's choices from @vitrine/cookie-consent: decided once the preference cookie is set.

import { COOKIE_PREFERENCE_COOKIE, getConsentModeState } from "@vitrine/cookie-consent";
import { onConsentCheckerChange, readCookie, whenIdle } from "@vitrine/core";
import type { AnalyticsConsent } from "./analytics";

const decided = () => Boolean(readCookie(COOKIE_PREFERENCE_COOKIE));

/**
 * `@vitrine/cookie-consent` as analytics' consent source: undecided until the shopper has chosen (the preference
 * cookie), then its Consent Mode state (statistics → `analytics_storage`, marketing → the ad signals).
 */
export const cookieConsentSource: AnalyticsConsent = {
  read: () => (decided() ? getConsentModeState() : undefined),
  subscribe: onConsentCheckerChange,
};

/**
 * Calls `start` once the shopper has chosen: when the preference cookie is set, once the browser is idle after the
 * call (the cookie is read in idle time, not in the task that runs the page's effects after hydration), otherwise
 * when the cookie bar's choice sets it. Until then analytics has nothing it may send, so a shop loads it here (its
 * events wait in `recordEvents`' recorder) and a first visit's page carries none of its code. Returns the function
 * that stops waiting.
 */
export function whenConsentDecided(start: () => void): () => void {
  let stop = () => {};
  const cancel = whenIdle(() => {
    if (decided()) return start();
    stop = onConsentCheckerChange(() => {
      if (!decided()) return;
      stop();
      start();
    });
  });
  return () => {
    cancel();
    stop();
  };
}
