// Waiting for the shopper's choice in `@vitrine/cookie-consent`'s bar: what every page runs before analytics loads
// (a file of its own, apart from the consent source that analytics loads with it).
import { COOKIE_PREFERENCE_COOKIE } from "@vitrine/cookie-consent";
import { onConsentCheckerChange, readCookie, whenIdle } from "@vitrine/core";

/** Whether the shopper has chosen in the cookie bar (the preference cookie is set). */
export const decided = (): boolean => Boolean(readCookie(COOKIE_PREFERENCE_COOKIE));

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
