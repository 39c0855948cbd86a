import { onConsentCheckerChange } from "@vitrine/core";
import { useClientValue } from "@vitrine/core/react";
import { useCallback, useEffect } from "react";
import { installCookieConsent, isCookieConsented } from "./consent";

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
