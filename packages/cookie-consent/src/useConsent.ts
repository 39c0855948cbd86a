import { onConsentCheckerChange, whenIdle } from "@vitrine/core";
import { useAtom, useClientValue } from "@vitrine/core/react";
import { startTransition, useCallback, useEffect } from "react";
import { hasCookiePreference, installCookieConsent, isCookieConsented } from "./consent";
import { cookiePreferenceAtom } from "./cookieConsent.state";

let installed = false;

/** Installs cookie consent as core's consent checker once, from an effect (never at import or on the server). */
export function useInstallCookieConsent(): void {
  useEffect(() => {
    if (installed) return;
    installed = true;
    installCookieConsent();
  }, []);
}

/**
 * Whether the shopper consented to the cookie `cookieName` (reactive). `initial` is the server's answer
 * (from `hasCookieConsent(name, cookieHeader)` in a loader); the browser's cookies decide after hydration.
 */
export function useConsent(cookieName: string, initial = false): boolean {
  useInstallCookieConsent();
  const consented = useCallback(() => isCookieConsented(cookieName), [cookieName]);
  return useClientValue(onConsentCheckerChange, consented, initial);
}

/**
 * Whether the cookie bar is rendered: while the shopper has not chosen. Until the browser's cookie is read (once the
 * browser is idle, shown in the background) it follows the server (`initialVisible`): no bar when it rendered none,
 * no flash; a cached page may have rendered the bar for a shopper who has chosen since, and the cookie decides.
 * Installs the consent checker too.
 */
export function useCookieBarRendered(initialVisible?: boolean): boolean {
  const [preference, setPreference] = useAtom(cookiePreferenceAtom);
  useInstallCookieConsent();
  useEffect(
    () => whenIdle(() => startTransition(() => setPreference(hasCookiePreference(document.cookie)))),
    [setPreference],
  );
  return !(preference ?? !initialVisible);
}
