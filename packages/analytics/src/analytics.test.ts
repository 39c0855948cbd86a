import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AnalyticsConsent, type ConsentState, createAnalytics } from "./analytics";
import { GCLID_COOKIE } from "./constants";
import { search } from "./ga4";
import { gtagTarget, tagManagerTarget } from "./targets";

const denied: ConsentState = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const statistics: ConsentState = { ...denied, analytics_storage: "granted" };
const everything: ConsentState = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

/** The shopper's cookie choices, changeable by the test (undefined: not decided yet). */
function choices(initial?: ConsentState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const source: AnalyticsConsent = {
    read: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const decide = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { source, decide };
}

const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;
/** The data layer as plain arrays (gtag commands are Arguments objects). */
const entries = () =>
  layer().map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? [...(entry as unknown[])] : entry,
  );
const events = () =>
  entries().flatMap((entry) =>
    (entry as { event?: string }).event ? [(entry as { event: string }).event] : [],
  );

beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  document.head.innerHTML = "";
});
afterEach(() => {
  for (const name of ["_ga", "_ga_ABC123", "_gid", "_gcl_au", GCLID_COOKIE, "session"]) {
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe("consent first", () => {
  it("Consent Mode v2 defaults are set before anything else, from the shopper's cookie choices", () => {
    createAnalytics({ target: tagManagerTarget(), consent: choices().source });
    expect(entries()).toEqual([["consent", "default", denied]]);
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
    createAnalytics({ target: tagManagerTarget(), consent: choices(statistics).source }).track(
      search("shirt"),
    );
    expect(entries()[0]).toEqual(["consent", "default", statistics]);
  });

  it("events before consent are queued and sent when the shopper decides for analytics", () => {
    const { source, decide } = choices();
    const analytics = createAnalytics({ target: tagManagerTarget(), consent: source });
    analytics.track(search("shirt"));
    analytics.track(search("cap"));
    expect(events()).toEqual([]);
    expect(analytics.records.map((record) => record.status)).toEqual(["queued", "queued"]);
    decide(statistics);
    expect(entries().slice(1)).toEqual([
      ["consent", "update", statistics],
      { ecommerce: null },
      { event: "search", search_term: "shirt" },
      { ecommerce: null },
      { event: "search", search_term: "cap" },
    ]);
    expect(analytics.records.map((record) => record.status)).toEqual(["sent", "sent"]);
  });

  it("events before consent are dropped when the shopper declines", () => {
    const { source, decide } = choices();
    const analytics = createAnalytics({ target: tagManagerTarget(), consent: source });
    analytics.track(search("shirt"));
    decide(denied);
    analytics.track(search("cap"));
    expect(events()).toEqual([]);
    expect(analytics.records.map((record) => record.status)).toEqual(["dropped", "dropped"]);
  });

  it("the script loads only after consent", () => {
    const { source, decide } = choices();
    createAnalytics({ target: tagManagerTarget({ containerId: "GTM-TEST" }), consent: source });
    expect(document.querySelector("script")).toBeNull();
    decide(statistics);
    expect(document.querySelector("script")?.getAttribute("src")).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST",
    );
    expect(events()).toEqual(["gtm.js"]);
  });

  it("revoking consent updates the consent state, stops sending and deletes the analytics cookies", () => {
    const { source, decide } = choices(statistics);
    const analytics = createAnalytics({ target: tagManagerTarget(), consent: source });
    analytics.track(search("shirt"));
    // biome-ignore lint/suspicious/noDocumentCookie: the cookies Google's tag would have set
    document.cookie = "_ga=GA1.1.1; Path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = "_ga_ABC123=GS1; Path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie of the shop, kept
    document.cookie = "session=1; Path=/";
    decide(denied);
    analytics.track(search("cap"));
    expect(entries().at(-1)).toEqual(["consent", "update", denied]);
    expect(events()).toEqual(["search"]);
    expect(document.cookie).toBe("session=1");
  });

  it("gclid from the URL is kept with ad consent and applied to later pages", () => {
    createAnalytics({
      target: tagManagerTarget(),
      consent: choices(everything).source,
      url: "https://shop.test/product?gclid=ad-click-1",
    });
    expect(entries()).toContainEqual({ gclid: "ad-click-1" });
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
    createAnalytics({
      target: tagManagerTarget(),
      consent: choices(everything).source,
      url: "https://shop.test/cart",
    });
    expect(entries()).toContainEqual({ gclid: "ad-click-1" });
  });

  it("gclid is not kept without ad consent", () => {
    createAnalytics({
      target: tagManagerTarget(),
      consent: choices(statistics).source,
      url: "https://shop.test/product?gclid=ad-click-1",
    });
    expect(entries()).not.toContainEqual({ gclid: "ad-click-1" });
    expect(document.cookie).not.toContain(GCLID_COOKIE);
  });

  it("the gtag target sends consent and events as gtag commands and configures GA4 after consent", () => {
    const { source, decide } = choices();
    const analytics = createAnalytics({ target: gtagTarget({ measurementId: "G-TEST" }), consent: source });
    analytics.track(search("shirt"));
    expect(entries()).toEqual([["consent", "default", denied]]);
    decide(statistics);
    expect(
      entries()
        .slice(1)
        .filter((entry) => Array.isArray(entry) && entry[0] !== "js"),
    ).toEqual([
      ["consent", "update", statistics],
      ["config", "G-TEST"],
      ["event", "search", { search_term: "shirt" }],
    ]);
  });
});
