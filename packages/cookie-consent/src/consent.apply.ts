// Carrying out a choice in the browser (the bar's buttons, the panel's Save and Accept all).
import { deleteCookie, type EventBus, writeCookie } from "@vitrine/core";
import { installCookieConsent } from "./consent";
import {
  COOKIE_PREFERENCE_COOKIE,
  COOKIE_PREFERENCE_EXPIRATION_DAYS,
  COOKIE_PREFERENCE_VALUE,
} from "./constants";
import type { ConsentPlan } from "./cookieConsent.state";

/** Writes the preference cookie (cookie-preference=1 for 30 days). */
export function writeCookiePreference(): void {
  writeCookie(COOKIE_PREFERENCE_COOKIE, COOKIE_PREFERENCE_VALUE, { days: COOKIE_PREFERENCE_EXPIRATION_DAYS });
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
