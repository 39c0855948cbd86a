import { useStoreApi } from "@vitrine/core";
import { useAtom } from "@vitrine/core/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { rememberCookieGroups } from "./consent";
import { type CookieConsentApi, loadCookieGroups } from "./cookieConsent.api";
import { normalizeCookieGroups } from "./cookieConsent.plan";
import { type CookieGroup, type CookieGroupConfig, cookieGroupsAtom } from "./cookieConsent.state";

/** Where the cookie groups come from. */
export interface CookieGroupsOptions {
  /** Groups a server loader already fetched (so the panel renders without a request). */
  initialGroups?: readonly CookieGroupConfig[];
  /** Groups given in configuration, for a shop without the cookie-groups route. */
  fallbackGroups?: readonly CookieGroupConfig[];
  /** Replaces the Store API call. */
  api?: CookieConsentApi;
}

/** What {@link useCookieGroups} returns. */
export interface CookieGroupsState {
  /** The groups, or null until loaded. */
  groups: CookieGroup[] | null;
  /** `loading` while the request runs, `error` when it failed without a fallback. */
  status: "idle" | "loading" | "error";
  /** Loads the groups once (later calls reuse them). */
  load: () => Promise<CookieGroup[]>;
}

/** The shop's cookie groups: from the loader, else `GET /store-api/cookie-groups`, else the configured ones. */
export function useCookieGroups(options: CookieGroupsOptions = {}): CookieGroupsState {
  const client = useStoreApi();
  const [stored, setStored] = useAtom(cookieGroupsAtom);
  const [status, setStatus] = useState<CookieGroupsState["status"]>("idle");
  const { initialGroups } = options;
  const initial = useMemo(
    () => (initialGroups ? normalizeCookieGroups(initialGroups) : null),
    [initialGroups],
  );
  const groups = stored ?? initial;
  // Read the latest options through a ref: shops often pass inline arrays.
  const latest = useRef({ options, groups });
  latest.current = { options, groups };

  useEffect(() => {
    if (groups) rememberCookieGroups(groups);
  }, [groups]);

  const load = useCallback(async () => {
    const known = latest.current.groups;
    if (known) return known;
    setStatus("loading");
    try {
      const { api, fallbackGroups } = latest.current.options;
      const loaded = await loadCookieGroups(client, { api, fallbackGroups });
      setStored(loaded);
      setStatus("idle");
      return loaded;
    } catch (error) {
      setStatus("error");
      throw error;
    }
  }, [client, setStored]);

  return { groups, status, load };
}
