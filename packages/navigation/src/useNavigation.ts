import { buildPath, type StoreApiClient, useStoreApi } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import { atom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { MAIN_NAVIGATION } from "./constants";
import type { NavigationCategory } from "./navigation.schema";

/** What a navigation request asks for. */
export interface NavigationRequest {
  /** The active category (or `main-navigation`, `footer-navigation`, `service-navigation`). */
  activeId: string;
  /** The root of the tree to load. */
  rootId: string;
  /** How many levels below the root. */
  depth: number;
}

/** A function that loads navigation; replace it to change the call. */
export type FetchNavigation = (
  client: StoreApiClient,
  request: NavigationRequest,
  signal?: AbortSignal,
) => Promise<NavigationCategory[]>;

/** The Store API route of a navigation tree. */
const NAVIGATION_ROUTE = "/navigation/{activeId}/{rootId}";

/** `POST /navigation/{activeId}/{rootId} {depth, buildTree}`: the categories below `rootId`, as a tree. */
export const fetchNavigation: FetchNavigation = async (client, { activeId, rootId, depth }, signal) =>
  client.post(NAVIGATION_ROUTE, {
    params: { activeId, rootId },
    // Shopware reads `buildTree` as a boolean (the schema's array type is an error of the published spec).
    body: { depth, buildTree: true },
    // The schema (and valibot) loads with the call, not for a server-rendered page's first paint.
    schema: import("./navigation.schema").then((m) => m.NavigationSchema),
    signal,
    idempotent: true,
  });

/** A cache of navigation answers by request URL: each is loaded once; a failed load is forgotten (retry works). */
export interface NavigationCache {
  /** The loaded categories of a key, if any. */
  peek(key: string): NavigationCategory[] | undefined;
  /** Loads a key once (concurrent callers share the request) and remembers the answer. */
  load(key: string, loader: () => Promise<NavigationCategory[]>): Promise<NavigationCategory[]>;
  /** Stores an answer (e.g. from a server loader). */
  seed(key: string, categories: NavigationCategory[]): void;
  /** Forgets everything (after a login or a language change). */
  clear(): void;
}

/** Creates an empty navigation cache. */
export function createNavigationCache(): NavigationCache {
  const loaded = new Map<string, NavigationCategory[]>();
  const loading = new Map<string, Promise<NavigationCategory[]>>();
  return {
    peek: (key) => loaded.get(key),
    load(key, loader) {
      const done = loaded.get(key);
      if (done) return Promise.resolve(done);
      let request = loading.get(key);
      if (!request) {
        request = loader().then(
          (categories) => {
            loaded.set(key, categories);
            loading.delete(key);
            return categories;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, request);
      }
      return request;
    },
    seed: (key, categories) => {
      loaded.set(key, categories);
    },
    clear: () => {
      loaded.clear();
      loading.clear();
    },
  };
}

/** The navigation cache of a jotai store (one per provider, so one per request on the server). */
export const navigationCacheAtom = /* @__PURE__ */ atom(() => createNavigationCache());

/** The cache key of a navigation request: its URL and depth (one per category id). */
export function navigationCacheKey({ activeId, rootId, depth }: NavigationRequest): string {
  return buildPath(`${NAVIGATION_ROUTE}?depth={depth}`, { activeId, rootId, depth });
}

/** Where a navigation level is: loading, loaded or failed. */
export type NavigationStatus = "loading" | "success" | "error";

/** A loaded (or loading) navigation level. */
export interface NavigationLevelState {
  status: NavigationStatus;
  categories: NavigationCategory[];
  error: unknown;
}

/** Options of {@link useNavigation}. */
export interface UseNavigationOptions {
  /** Root of the tree (default `main-navigation`). */
  rootId?: string;
  /** Active category (default: the root). */
  activeId?: string;
  /** Levels below the root (default 2, for flyouts). */
  depth?: number;
  /** Categories from a server loader: rendered at once and cached. */
  initialCategories?: NavigationCategory[];
  /** Load only when true (e.g. once a menu opens). */
  enabled?: boolean;
  /** Replaces the navigation call. */
  fetchNavigation?: FetchNavigation;
}

/**
 * Navigation levels through the store's cache: each category id is fetched once per store (so once per page).
 */
export function useNavigationLoader(
  fetcher: FetchNavigation = fetchNavigation,
  depth = 1,
): {
  peek: (id: string, activeId?: string) => NavigationCategory[] | undefined;
  load: (id: string, activeId?: string) => Promise<NavigationCategory[]>;
  seed: (id: string, categories: NavigationCategory[], activeId?: string) => void;
} {
  const client = useStoreApi();
  const cache = useAtomValue(navigationCacheAtom);
  const key = (rootId: string, activeId = rootId) => navigationCacheKey({ activeId, rootId, depth });
  return {
    peek: (id, activeId = id) => cache.peek(key(id, activeId)),
    load: (id, activeId = id) =>
      cache.load(key(id, activeId), () => fetcher(client, { activeId, rootId: id, depth })),
    seed: (id, categories, activeId = id) => cache.seed(key(id, activeId), categories),
  };
}

/**
 * The categories of a navigation tree (main navigation two levels deep by default), loaded once per store and
 * cached: what the cache holds shows at once (the loader's `initialCategories` too), without a request.
 */
export function useNavigation(
  options: UseNavigationOptions = {},
): NavigationLevelState & { reload: () => void } {
  const { rootId = MAIN_NAVIGATION, depth = 2, initialCategories, enabled = true } = options;
  const activeId = options.activeId ?? rootId;
  const loader = useNavigationLoader(options.fetchNavigation, depth);
  const key = `${activeId}/${rootId}`;
  useState(() => initialCategories && loader.seed(rootId, initialCategories, activeId));
  // The loaded tree is read from the cache; the state holds the last failure (by key) and re-renders on a load.
  const [failed, setFailed] = useState<{ key: string; error: unknown } | number>(0);
  const [attempt, setAttempt] = useState(0);
  const categories = loader.peek(rootId, activeId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is rebuilt each render but reads the same cache; attempt forces a retry.
  useEffect(() => {
    if (!enabled || loader.peek(rootId, activeId)) return;
    let current = true;
    setFailed(0);
    loader.load(rootId, activeId).then(
      () => current && setFailed(1),
      (error: unknown) => current && setFailed({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, depth, enabled, attempt]);

  const error = typeof failed === "object" && failed.key === key && !categories ? failed : undefined;
  return {
    status: categories ? "success" : error ? "error" : "loading",
    categories: categories ?? [],
    error: error ? error.error : null,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
