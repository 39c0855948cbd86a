// @vitest-environment node
import { createStoreApiClient } from "@vitrine/core";
import { createDemoApi } from "demo-api";
import { describe, expect, it } from "vitest";
import { DEMO_STORE_API, demoApiForTests } from "../../../config/demo-api.testing";
import { loadCookieGroups } from "./cookieConsent.api";
import { planAcceptAll, planConsentSave } from "./cookieConsent.plan";
import { initialSelection, selectGroup } from "./cookieSettings.state";

const demo = demoApiForTests(() => createDemoApi({ inMemory: true, faults: null }));
const client = createStoreApiClient({ ...DEMO_STORE_API, fetch: demo.fetch() });

const none = () => false;

describe("groups from the demo shop's GET /store-api/cookie-groups", () => {
  it("reads the demo's groups: required, comfort features (wishlist, video), statistics, marketing", async () => {
    const groups = await loadCookieGroups(client);
    expect(
      groups.map((group) => [group.name, group.required, group.entries.map((entry) => entry.cookie)]),
    ).toEqual([
      ["Technically required", true, ["session-", "timezone", "cookie-preference"]],
      ["Comfort features", false, ["wishlist-enabled", "youtube-video"]],
      ["Statistics", false, ["google-analytics-enabled"]],
      ["Marketing", false, ["google-ads-enabled"]],
    ]);
  });

  it("accept all stores every cookie of the demo that has a value, each for its expiration", async () => {
    const plan = planAcceptAll(await loadCookieGroups(client), none);
    expect(plan.write).toEqual([
      { name: "wishlist-enabled", value: "1", days: 30 },
      { name: "youtube-video", value: "1", days: 30 },
      { name: "google-analytics-enabled", value: "1", days: 30 },
      { name: "google-ads-enabled", value: "1", days: 30 },
    ]);
  });

  it("configure, toggle the comfort group and save: writes wishlist and video, deletes statistics and marketing", async () => {
    const groups = await loadCookieGroups(client);
    const comfort = groups.find((group) => group.name === "Comfort features");
    if (!comfort) throw new Error("the demo has no comfort group");
    const plan = planConsentSave(groups, selectGroup(initialSelection(groups, none), comfort, true), none);
    expect(plan.write.map((cookie) => cookie.name)).toEqual(["wishlist-enabled", "youtube-video"]);
    expect(plan.remove).toEqual(["google-analytics-enabled", "google-ads-enabled"]);
    expect(plan.changes).toEqual({ "wishlist-enabled": true, "youtube-video": true });
  });
});
