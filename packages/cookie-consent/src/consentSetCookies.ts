import { serializeCookie } from "@vitrine/core";
import { headerCookieIsSet } from "./consent";
import {
  COOKIE_PREFERENCE_COOKIE,
  COOKIE_PREFERENCE_EXPIRATION_DAYS,
  COOKIE_PREFERENCE_VALUE,
} from "./constants";
import { planAcceptAll } from "./cookieConsent.plan";
import type { CookieGroup } from "./cookieConsent.state";

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
