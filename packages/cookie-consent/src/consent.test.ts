import { createEventBus, hasConsent, readCookie, writeCookie } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  hasCookieConsent,
  hasCookiePreference,
  installCookieConsent,
  isCookieConsented,
  rememberCookieGroups,
} from "./consent";
import { applyConsentPlan } from "./consent.apply";
import { getConsentModeState, onConsentModeChange } from "./consentMode";
import { consentSetCookies } from "./consentSetCookies";
import { configuredCookieGroups } from "./cookieConsent.fixtures";
import { normalizeCookieGroups, planAcceptAll } from "./cookieConsent.plan";

/** Every string assigned to document.cookie, to check names, values and lifetimes. */
let written: string[] = [];

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function findCookieDescriptor(): PropertyDescriptor {
  let proto: object | null = Object.getPrototypeOf(document);
  while (proto) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, "cookie");
    if (descriptor) return descriptor;
    proto = Object.getPrototypeOf(proto);
  }
  throw new Error("no document.cookie");
}

beforeEach(() => {
  clearCookies();
  written = [];
  const native = findCookieDescriptor();
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => native.get?.call(document),
    set: (value: string) => {
      written.push(value);
      native.set?.call(document, value);
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, "cookie");
  rememberCookieGroups([]);
  clearCookies();
});

const line = (name: string) => written.find((cookie) => cookie.startsWith(`${name}=`));

describe("cookie writes and deletes", () => {
  it("saving writes each active cookie with its value and expiration, deletes the inactive ones, and sets the preference cookie (cookie-preference, 30 days, value 1)", () => {
    applyConsentPlan({
      write: [
        { name: "wishlist-enabled", value: "1", days: 30 },
        { name: "google-ads-enabled", value: "yes", days: 90 },
      ],
      remove: ["google-analytics-enabled"],
      changes: {},
    });
    expect(line("wishlist-enabled")).toMatch(/^wishlist-enabled=1; Path=\/; Max-Age=2592000; Expires=/);
    expect(line("google-ads-enabled")).toMatch(/^google-ads-enabled=yes; Path=\/; Max-Age=7776000;/);
    expect(line("google-analytics-enabled")).toMatch(/^google-analytics-enabled=; Path=\/; Max-Age=0;/);
    expect(line("cookie-preference")).toMatch(/^cookie-preference=1; Path=\/; Max-Age=2592000; Expires=/);
    expect(readCookie("wishlist-enabled")).toBe("1");
    expect(readCookie("cookie-preference")).toBe("1");
  });

  it("deletes a cookie the shopper had allowed before", () => {
    writeCookie("google-analytics-enabled", "1", { days: 30 });
    expect(readCookie("google-analytics-enabled")).toBe("1");
    applyConsentPlan({ write: [], remove: ["google-analytics-enabled"], changes: {} });
    expect(readCookie("google-analytics-enabled")).toBeNull();
  });

  it("notifies listeners of changed cookies through the consent:changed event", () => {
    const events = createEventBus();
    const listener = vi.fn();
    events.on("consent:changed", listener);
    applyConsentPlan({ write: [], remove: [], changes: { "wishlist-enabled": true, _ga: false } }, events);
    expect(listener).toHaveBeenCalledWith({ changes: { "wishlist-enabled": true, _ga: false } });
  });
});

describe("the cookie bar's choices without JavaScript (Set-Cookie headers of the shop's route)", () => {
  // Expires is a moment in time: the two are written a few milliseconds apart.
  const withoutExpires = (cookies: string[]) =>
    cookies.map((cookie) => cookie.replace(/; Expires=[^;]*/, ""));

  it("Accept all sets exactly the cookies the bar writes in the browser, the preference cookie last", () => {
    const groups = normalizeCookieGroups(configuredCookieGroups);
    applyConsentPlan(planAcceptAll(groups, () => false));
    const headers = consentSetCookies("all", groups, "");
    expect(withoutExpires(headers)).toEqual(withoutExpires(written));
    expect(headers.at(-1)).toMatch(/^cookie-preference=1; Path=\/; Max-Age=2592000; Expires=/);
    expect(headers.length).toBeGreaterThan(1);
  });

  it("Only necessary sets the preference cookie alone (30 days, value 1)", () => {
    expect(
      withoutExpires(consentSetCookies("necessary", normalizeCookieGroups(configuredCookieGroups))),
    ).toEqual(["cookie-preference=1; Path=/; Max-Age=2592000; SameSite=Lax"]);
  });
});

describe("consent wired into core's storage", () => {
  it("optional cookies and storage are written only with consent", () => {
    installCookieConsent();
    expect(hasConsent("wishlist-enabled")).toBe(false);
    expect(writeCookie("guest-wishlist", "[]", { consent: "wishlist-enabled" })).toBe(false);
    applyConsentPlan({
      write: [{ name: "wishlist-enabled", value: "1", days: 30 }],
      remove: [],
      changes: {},
    });
    expect(hasConsent("wishlist-enabled")).toBe(true);
    expect(writeCookie("guest-wishlist", "[]", { consent: "wishlist-enabled" })).toBe(true);
  });

  it("a cookie without a value counts as consented when its group was accepted", () => {
    rememberCookieGroups(normalizeCookieGroups(configuredCookieGroups));
    expect(isCookieConsented("_ga")).toBe(false);
    writeCookie("google-analytics-enabled", "1", { days: 30 });
    expect(isCookieConsented("_ga")).toBe(true);
    expect(hasConsent("_ga")).toBe(true);
  });
});

describe("Google Consent Mode v2 signals", () => {
  it("are denied by default and granted by the matching group; listeners hear each change", () => {
    installCookieConsent();
    const listener = vi.fn();
    const stop = onConsentModeChange(listener);
    expect(getConsentModeState().analytics_storage).toBe("denied");
    applyConsentPlan({ write: [{ name: "google-analytics-enabled", value: "1" }], remove: [], changes: {} });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith({
      ad_storage: "denied",
      analytics_storage: "granted",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    // The same state again is no change.
    installCookieConsent();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("server helpers read the request's Cookie header", () => {
  it("hasCookiePreference tells a shopper who has chosen (the server renders no bar for them)", () => {
    expect(hasCookiePreference("foo=bar; cookie-preference=1")).toBe(true);
    expect(hasCookiePreference("foo=bar")).toBe(false);
    expect(hasCookiePreference(null)).toBe(false);
  });

  it("hasCookieConsent and getConsentModeState read one consent cookie from the header", () => {
    expect(hasCookieConsent("youtube-video", "youtube-video=1")).toBe(true);
    expect(hasCookieConsent("youtube-video", "")).toBe(false);
    expect(getConsentModeState("google-ads-enabled=1").ad_storage).toBe("granted");
    expect(getConsentModeState(null).ad_storage).toBe("denied");
  });
});
