import { readCookie, whenIdle, writeCookie } from "@vitrine/core";
import { TIMEZONE_COOKIE, TIMEZONE_COOKIE_EXPIRATION_DAYS } from "./constants";
import { detectTimeZone, isTimeZone } from "./timezone.zone";

/** Writes the `timezone` cookie when it does not name this zone already. */
function keepZone(zone: string | null): string | null {
  if (zone && readCookie(TIMEZONE_COOKIE) !== zone)
    writeCookie(TIMEZONE_COOKIE, zone, { days: TIMEZONE_COOKIE_EXPIRATION_DAYS });
  return zone;
}

/**
 * Writes the spec's `timezone` cookie in the browser: its IANA time zone, kept 30 days (technically required, so
 * no consent needed); rewritten when the zone changed. Returns the zone, or null on the server.
 */
export function writeTimezoneCookie(): string | null {
  if (typeof document === "undefined") return null;
  return keepZone(detectTimeZone());
}

/**
 * Writes the `timezone` cookie without holding up the page: once the browser is idle (a worker's start costs a
 * phone 10 ms and more of main thread, not for the task that runs the page's effects after hydration) the zone is
 * read in a worker (the first use of `Intl` costs a phone 30 to 60 ms of main thread); where no worker starts (none
 * in this runtime, a policy that forbids it) it is read on the page in the next idle time. Resolves with the zone;
 * `stop` ends the wait.
 */
export function scheduleTimezoneCookie(): { done: Promise<string | null>; stop: () => void } {
  let settle: (zone: string | null) => void = () => {};
  const done = new Promise<string | null>((resolve) => {
    settle = resolve;
  });
  let worker: Worker | undefined;
  let settled = false;
  // The one end of the wait: a zone read (and its cookie written), or a stop (the component unmounted: no cookie).
  const finish = (read: () => string | null) => {
    if (settled) return;
    settled = true;
    worker?.terminate();
    settle(read());
  };
  const onPage = () => {
    whenIdle(() => finish(writeTimezoneCookie));
  };
  const cancel = whenIdle(() => {
    try {
      // No `Worker` in this runtime, or a policy that forbids it: the constructor throws.
      worker = new Worker(new URL("./timezone.worker.js", import.meta.url), { type: "module" });
      worker.onmessage = ({ data }: MessageEvent<unknown>) =>
        finish(() => keepZone(typeof data === "string" && data ? data : null));
      worker.onerror = onPage;
    } catch {
      onPage();
    }
  });
  return {
    done,
    stop: () => {
      cancel();
      finish(() => null);
    },
  };
}

/** Server helper for loaders: the shopper's time zone from the request's `Cookie` header (for dates it renders), else `fallback`. */
export function readTimezone(cookieHeader: string | null | undefined, fallback = "UTC"): string {
  const zone = readCookie(TIMEZONE_COOKIE, cookieHeader ?? "");
  return zone && isTimeZone(zone) ? zone : fallback;
}
