import { readCookie, writeCookie } from "@vitrine/core";
import { TIMEZONE_COOKIE, TIMEZONE_COOKIE_EXPIRATION_DAYS } from "./constants";

/** Whether a name is an IANA time zone this runtime knows (`Europe/Berlin`; not `Mars/Olympus`). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/**
 * Writes the spec's `timezone` cookie in the browser: its IANA time zone, kept 30 days (technically required, so
 * no consent needed); rewritten when the zone changed. Returns the zone, or null on the server.
 */
export function writeTimezoneCookie(): string | null {
  if (typeof document === "undefined") return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || !isTimeZone(zone)) return null;
  if (readCookie(TIMEZONE_COOKIE) !== zone)
    writeCookie(TIMEZONE_COOKIE, zone, { days: TIMEZONE_COOKIE_EXPIRATION_DAYS });
  return zone;
}

/** Server helper for loaders: the shopper's time zone from the request's `Cookie` header (for dates it renders), else `fallback`. */
export function readTimezone(cookieHeader: string | null | undefined, fallback = "UTC"): string {
  const zone = readCookie(TIMEZONE_COOKIE, cookieHeader ?? "");
  return zone && isTimeZone(zone) ? zone : fallback;
}
