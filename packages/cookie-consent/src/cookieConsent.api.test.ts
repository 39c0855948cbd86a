import { createStoreApiClient, isStoreApiError } from "@vitrine/core";
import { describe, expect, it } from "vitest";
import { loadCookieGroups } from "./cookieConsent.api";
import { configuredCookieGroups, cookieGroupsResponse } from "./cookieConsent.fixtures";

// The demo backend does not serve /cookie-groups yet: these answer as the Store API schema says it does.
function clientAnswering(status: number, body: unknown, seen: Request[] = []) {
  return createStoreApiClient({
    baseUrl: "http://demo/store-api",
    accessKey: "SWSCVITRINEDEMOACCESSKEY01",
    retry: 0,
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    },
  });
}

describe("groups from GET /store-api/cookie-groups", () => {
  it("reads the groups from readCookieGroups", async () => {
    const seen: Request[] = [];
    const groups = await loadCookieGroups(clientAnswering(200, cookieGroupsResponse, seen));
    expect(seen[0]?.method).toBe("GET");
    expect(seen[0]?.url).toBe("http://demo/store-api/cookie-groups");
    expect(seen[0]?.headers.get("sw-access-key")).toBe("SWSCVITRINEDEMOACCESSKEY01");
    expect(groups.map((group) => group.name)).toEqual([
      "Technically required",
      "Statistics",
      "Marketing",
      "Comfort features",
    ]);
    expect(groups[3]?.entries[0]).toMatchObject({ cookie: "youtube-video", value: "1", expiration: 30 });
  });

  it("falls back to the groups given in configuration for a shop without that route", async () => {
    const error = { errors: [{ status: "404", code: "FRAMEWORK__ROUTE_NOT_FOUND", detail: "No route" }] };
    const groups = await loadCookieGroups(clientAnswering(404, error), {
      fallbackGroups: configuredCookieGroups,
    });
    expect(groups.map((group) => group.name)).toEqual([
      "Technically required",
      "Comfort features",
      "Statistics",
      "Marketing",
    ]);
  });

  it("without a fallback, a failure reaches the caller as a StoreApiError with a clear message", async () => {
    const failure = loadCookieGroups(clientAnswering(200, { elements: "nope" }));
    await expect(failure).rejects.toSatisfy(isStoreApiError);
    await expect(failure).rejects.toMatchObject({ kind: "schema" });
  });

  it("a shop can replace the call without forking the hooks", async () => {
    const groups = await loadCookieGroups(clientAnswering(500, {}), {
      api: { readCookieGroups: async () => [{ isRequired: false, name: "Own", cookie: "own", value: "1" }] },
    });
    expect(groups).toEqual([
      {
        name: "Own",
        description: undefined,
        required: false,
        single: true,
        entries: [
          {
            cookie: "own",
            name: "Own",
            value: "1",
            expiration: undefined,
            required: false,
            hidden: false,
            description: undefined,
          },
        ],
      },
    ]);
  });
});
