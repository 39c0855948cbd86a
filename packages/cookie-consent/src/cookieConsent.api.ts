import type { StoreApiClient } from "@vitrine/core";
import { normalizeCookieGroups } from "./cookieConsent.plan";
import type { CookieGroup, CookieGroupConfig } from "./cookieConsent.state";

/** The Store API calls of cookie consent; pass your own to replace one without forking the hooks. */
export interface CookieConsentApi {
  /** `GET /store-api/cookie-groups` (readCookieGroups): the shop's cookie groups. */
  readCookieGroups(client: StoreApiClient, options?: { signal?: AbortSignal }): Promise<CookieGroupConfig[]>;
}

/** The default calls. */
export const cookieConsentApi: CookieConsentApi = {
  // The schema (and valibot) loads with the call: the cookie bar's first paint needs none of it.
  async readCookieGroups(client, options = {}) {
    const answer = await client.get("/cookie-groups", {
      schema: import("./cookieConsent.schema").then((m) => m.CookieRouteResponseSchema),
      signal: options.signal,
    });
    return answer.elements;
  },
};

/** Options of {@link loadCookieGroups}. */
export interface LoadCookieGroupsOptions {
  /** Replaces the Store API call. */
  api?: CookieConsentApi;
  /** Groups given in configuration: used when the shop has no cookie-groups route (or it fails). */
  fallbackGroups?: readonly CookieGroupConfig[];
  signal?: AbortSignal;
}

/** Loads the cookie groups from the Store API, falling back to the configured groups; throws without them. */
export async function loadCookieGroups(
  client: StoreApiClient,
  { api = cookieConsentApi, fallbackGroups, signal }: LoadCookieGroupsOptions = {},
): Promise<CookieGroup[]> {
  try {
    return normalizeCookieGroups(await api.readCookieGroups(client, { signal }));
  } catch (error) {
    if (fallbackGroups && !signal?.aborted) return normalizeCookieGroups(fallbackGroups);
    throw error;
  }
}
