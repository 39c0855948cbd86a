// Consent first: Consent Mode defaults before anything else, a queue until the shopper decides, then send or drop.
import { deleteCookie, readCookie, writeCookie } from "@vitrine/core";
import { ANALYTICS_COOKIES, ANALYTICS_QUEUE_LIMIT, GCLID_COOKIE, GCLID_EXPIRATION_DAYS } from "./constants";
import type { Ga4Event } from "./ga4";

/** Google Consent Mode v2 signals. */
export type ConsentSignal = "ad_storage" | "analytics_storage" | "ad_user_data" | "ad_personalization";
/** The Consent Mode state: each signal granted or denied. */
export type ConsentState = Record<ConsentSignal, "granted" | "denied">;

/** Where the shopper's cookie choices come from (`cookieConsentSource` for `@vitrine/cookie-consent`). */
export interface AnalyticsConsent {
  /** The shopper's choices as Consent Mode state; undefined while they have not decided. */
  read(): ConsentState | undefined;
  /** Calls `listener` when the choices may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Where events go: `gtag` or a Tag Manager `dataLayer` (see `gtagTarget`, `tagManagerTarget`). */
export interface AnalyticsTarget {
  /** Consent Mode: `default` once, before anything else; `update` on every later choice. */
  consent(mode: "default" | "update", state: ConsentState): void;
  /** Loads the tag script; called once, only after analytics consent. */
  load(): void;
  /** Sets parameters for the following events (the kept `gclid`). */
  set(params: Record<string, string>): void;
  /** Sends one event. */
  send(event: Ga4Event): void;
}

/** What happened to a tracked event: sent, waiting for the shopper's decision, or dropped without consent. */
export type AnalyticsStatus = "sent" | "queued" | "dropped";

/** One tracked event with what happened to it (the development panel lists these). */
export interface AnalyticsRecord {
  event: Ga4Event;
  status: AnalyticsStatus;
}

/** A running analytics instance. */
export interface Analytics {
  /** Sends `event` with consent, queues it before the decision, drops it without consent; `undefined` is ignored. */
  track(event: Ga4Event | undefined): void;
  /** Every tracked event of this page load, with its status. */
  readonly records: readonly AnalyticsRecord[];
  /** Calls `listener` after every change of `records`; returns the unsubscribe function. */
  onRecord(listener: () => void): () => void;
  /** Stops listening to consent changes. */
  stop(): void;
}

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  target: AnalyticsTarget;
  consent: AnalyticsConsent;
  /** The page URL (for the `gclid` of an ad click); the browser's by default. */
  url?: string;
}

const DENIED: ConsentState = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** Deletes the analytics cookies of this page (`_ga`, `_ga_<id>`, `_gid`, `_gcl_*`, the kept `gclid`). */
export function deleteAnalyticsCookies(): void {
  if (typeof document === "undefined") return;
  const host = location.hostname.split(".");
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim() ?? "";
    if (!ANALYTICS_COOKIES.test(name)) continue;
    deleteCookie(name);
    // Google's tags set their cookies on the registrable domain (`.shop.example`): delete them there too.
    for (let level = 0; level < host.length - 1; level++) {
      // biome-ignore lint/suspicious/noDocumentCookie: deleting a cookie of another domain needs the domain attribute
      document.cookie = `${name}=; Path=/; Domain=.${host.slice(level).join(".")}; Max-Age=0`;
    }
  }
}

/**
 * Starts analytics: sets the Consent Mode defaults from the shopper's choices first, keeps the `gclid` of an ad
 * click (with ad consent), loads the tag only after analytics consent, queues events until the shopper decides
 * and sends or drops them then; revoking consent updates the consent state, stops sending and deletes the cookies.
 */
export function createAnalytics({ target, consent, url }: AnalyticsOptions): Analytics {
  const records: AnalyticsRecord[] = [];
  const listeners = new Set<() => void>();
  let queue: AnalyticsRecord[] = [];
  let state = consent.read();
  let loaded = false;
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const granted = (signal: ConsentSignal) => state?.[signal] === "granted";
  const pageUrl = url ?? (typeof location === "undefined" ? "" : location.href);
  const fromUrl = new URL(pageUrl, "http://localhost").searchParams.get("gclid");

  const start = () => {
    if (!granted("analytics_storage") || loaded) return;
    loaded = true;
    target.load();
  };
  const keepGclid = () => {
    if (!granted("ad_storage")) return;
    if (fromUrl) writeCookie(GCLID_COOKIE, fromUrl, { days: GCLID_EXPIRATION_DAYS });
    const gclid = fromUrl ?? readCookie(GCLID_COOKIE);
    if (gclid) target.set({ gclid });
  };

  target.consent("default", state ?? DENIED);
  keepGclid();
  start();

  const unsubscribe = consent.subscribe(() => {
    const next = consent.read();
    if (!next || JSON.stringify(next) === JSON.stringify(state)) {
      // Still undecided, or decided without a change: a decision with analytics denied drops the queue.
      if (next && !granted("analytics_storage")) drop();
      return;
    }
    const revoked = granted("analytics_storage") && next.analytics_storage === "denied";
    state = next;
    target.consent("update", next);
    keepGclid();
    if (revoked) deleteAnalyticsCookies();
    else if (!granted("ad_storage")) deleteCookie(GCLID_COOKIE);
    if (granted("analytics_storage")) {
      start();
      for (const record of queue) {
        record.status = "sent";
        target.send(record.event);
      }
      queue = [];
      changed();
    } else drop();
  });

  function drop() {
    for (const record of queue) record.status = "dropped";
    queue = [];
    changed();
  }

  return {
    records,
    track(event) {
      if (!event) return;
      const status: AnalyticsStatus = !state ? "queued" : granted("analytics_storage") ? "sent" : "dropped";
      const record = { event, status };
      records.push(record);
      if (status === "sent") target.send(event);
      if (status === "queued" && queue.push(record) > ANALYTICS_QUEUE_LIMIT) {
        // Over the limit, so there is an oldest.
        (queue.shift() as AnalyticsRecord).status = "dropped";
      }
      changed();
    },
    onRecord(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: unsubscribe,
  };
}
