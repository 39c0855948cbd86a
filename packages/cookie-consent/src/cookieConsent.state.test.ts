import { describe, expect, it } from "vitest";
import { consentModeState } from "./consentMode";
import { configuredCookieGroups, cookieGroupsResponse } from "./cookieConsent.fixtures";
import { normalizeCookieGroups, planAcceptAll, planConsentSave } from "./cookieConsent.plan";
import { type CookieGroup, isCookieNameConsented } from "./cookieConsent.state";
import { groupCheckState, initialSelection, selectCookie, selectGroup } from "./cookieSettings.state";

const groups = normalizeCookieGroups(configuredCookieGroups);
const group = (name: string) => groups.find((candidate) => candidate.name === name) as CookieGroup;
const comfort = group("Comfort features");
const entry = (g: CookieGroup, cookie: string) =>
  g.entries.find((e) => e.cookie === cookie) as NonNullable<CookieGroup["entries"][number]>;
const cookies = (...names: string[]) => {
  const set = new Set(names);
  return (name: string) => set.has(name);
};

describe("cookie entries (SPEC 3: cookie name, value, expiration in days, required flag)", () => {
  it("reads each entry's cookie, value, expiration and required flag; required follows the group", () => {
    expect(entry(comfort, "wishlist-enabled")).toMatchObject({
      cookie: "wishlist-enabled",
      name: "Wishlist",
      value: "1",
      expiration: 30,
      required: false,
    });
    expect(entry(group("Technically required"), "session-")).toMatchObject({
      required: true,
      value: undefined,
    });
  });

  it("turns a group that is a single cookie into one entry and marks it single", () => {
    expect(group("Marketing")).toMatchObject({
      single: true,
      entries: [{ cookie: "google-ads-enabled", value: "1", expiration: 90, name: "Marketing" }],
    });
  });

  it("reads the Store API's answer (readCookieGroups) with its hidden entries", () => {
    const api = normalizeCookieGroups(cookieGroupsResponse.elements);
    expect(api.map((g) => g.name)).toEqual([
      "Technically required",
      "Statistics",
      "Marketing",
      "Comfort features",
    ]);
    expect(api[0]?.entries.find((e) => e.cookie === "cookie-preference")?.hidden).toBe(true);
  });
});

describe("groups with parent and child checkboxes", () => {
  it("the parent checkbox toggles its whole group", () => {
    const on = selectGroup(new Set(), comfort, true);
    expect([...on].sort()).toEqual(["wishlist-enabled", "youtube-video"]);
    expect(groupCheckState(comfort, on)).toBe("checked");
    const off = selectGroup(on, comfort, false);
    expect(off.size).toBe(0);
    expect(groupCheckState(comfort, off)).toBe("unchecked");
  });

  it("the children drive the parent as checked or indeterminate", () => {
    const one = selectCookie(new Set(), entry(comfort, "youtube-video"), true);
    expect(groupCheckState(comfort, one)).toBe("indeterminate");
    const both = selectCookie(one, entry(comfort, "wishlist-enabled"), true);
    expect(groupCheckState(comfort, both)).toBe("checked");
    expect(groupCheckState(comfort, selectCookie(both, entry(comfort, "youtube-video"), false))).toBe(
      "indeterminate",
    );
  });

  it("required cookies are locked on: neither the parent nor the child can switch them off", () => {
    const required = group("Technically required");
    const start = initialSelection(groups, cookies());
    expect(groupCheckState(required, start)).toBe("checked");
    expect(groupCheckState(required, selectGroup(start, required, false))).toBe("checked");
    expect(selectCookie(start, entry(required, "session-"), false).has("session-")).toBe(true);
  });

  it("opens with the cookies the browser has: a cookie without a value is on when its group was accepted", () => {
    const selection = initialSelection(groups, cookies("google-analytics-enabled", "youtube-video"));
    expect([...selection].sort()).toEqual([
      "_ga",
      "cookie-preference",
      "google-analytics-enabled",
      "session-",
      "youtube-video",
    ]);
  });
});

describe("saving stores the active cookies, deletes the inactive ones, and reports the changed cookies", () => {
  it("stores the active cookies with their values and expirations and deletes the inactive ones", () => {
    const selection = selectGroup(initialSelection(groups, cookies()), comfort, true);
    const plan = planConsentSave(groups, selection, cookies());
    expect(plan.write).toEqual([
      { name: "wishlist-enabled", value: "1", days: 30 },
      { name: "youtube-video", value: "1", days: 30 },
    ]);
    expect(plan.remove).toEqual(["google-analytics-enabled", "_ga", "google-ads-enabled"]);
  });

  it("notifies listeners of changed cookies: newly enabled = true, newly disabled = false, unchanged left out", () => {
    const before = cookies("google-analytics-enabled", "youtube-video");
    let selection = initialSelection(groups, before);
    selection = selectGroup(selection, group("Statistics"), false);
    selection = selectCookie(selection, entry(comfort, "wishlist-enabled"), true);
    const plan = planConsentSave(groups, selection, before);
    expect(plan.changes).toEqual({ "google-analytics-enabled": false, _ga: false, "wishlist-enabled": true });
  });

  it("accept all stores every cookie that has a value (and reports each newly enabled one)", () => {
    const plan = planAcceptAll(groups, cookies("youtube-video"));
    expect(plan.write).toEqual([
      { name: "wishlist-enabled", value: "1", days: 30 },
      { name: "youtube-video", value: "1", days: 30 },
      { name: "google-analytics-enabled", value: "1", days: 30 },
      { name: "google-ads-enabled", value: "1", days: 90 },
    ]);
    expect(plan.remove).toEqual([]);
    expect(plan.changes).toEqual({
      "wishlist-enabled": true,
      "google-analytics-enabled": true,
      _ga: true,
      "google-ads-enabled": true,
    });
  });
});

describe("consent for other packages", () => {
  it("a cookie name counts as consented when its cookie is set, or its group was accepted", () => {
    expect(isCookieNameConsented("wishlist-enabled", groups, cookies("wishlist-enabled"))).toBe(true);
    expect(isCookieNameConsented("wishlist-enabled", groups, cookies("youtube-video"))).toBe(false);
    expect(isCookieNameConsented("_ga", groups, cookies("google-analytics-enabled"))).toBe(true);
    expect(isCookieNameConsented("_ga", groups, cookies())).toBe(false);
    expect(isCookieNameConsented("session-", groups, cookies())).toBe(true);
    expect(isCookieNameConsented("_ga", null, cookies("google-analytics-enabled"))).toBe(false);
  });

  it("Google Consent Mode v2: every signal denied by default", () => {
    expect(consentModeState(groups, cookies())).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("statistics grants analytics_storage; marketing grants ad_storage, ad_user_data and ad_personalization", () => {
    expect(consentModeState(groups, cookies("google-analytics-enabled"))).toEqual({
      ad_storage: "denied",
      analytics_storage: "granted",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentModeState(groups, cookies("google-ads-enabled"))).toEqual({
      ad_storage: "granted",
      analytics_storage: "denied",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });

  it("finds the statistics and marketing groups by name when their cookies are the shop's own", () => {
    const custom = normalizeCookieGroups([
      { isRequired: false, name: "Statistics", entries: [{ cookie: "matomo-enabled", value: "1" }] },
      { isRequired: false, name: "Marketing", entries: [{ cookie: "meta-pixel", value: "1" }] },
    ]);
    expect(consentModeState(custom, cookies("matomo-enabled")).analytics_storage).toBe("granted");
    expect(consentModeState(custom, cookies("matomo-enabled")).ad_storage).toBe("denied");
    expect(consentModeState(custom, cookies("meta-pixel")).ad_personalization).toBe("granted");
    // Without the groups, only Shopware's own cookie names are known.
    expect(consentModeState(null, cookies("matomo-enabled")).analytics_storage).toBe("denied");
  });
});
