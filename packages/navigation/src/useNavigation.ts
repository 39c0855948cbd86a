import { useStoreApi } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import { useCallback, useEffect, useState } from "react";
import { MAIN_NAVIGATION } from "./constants";
import { type FetchNavigation, fetchNavigation } from "./navigation.api";
import type { NavigationCategory } from "./navigation.schema";
import { navigationCacheAtom, navigationCacheKey } from "./navigation.state";

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

const LOADING: NavigationLevelState = { status: "loading", categories: [], error: null };

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

/** The categories of a navigation tree (main navigation two levels deep by default), loaded once and cached. */
export function useNavigation(
  options: UseNavigationOptions = {},
): NavigationLevelState & { reload: () => void } {
  const { rootId = MAIN_NAVIGATION, depth = 2, initialCategories, enabled = true } = options;
  const activeId = options.activeId ?? rootId;
  const loader = useNavigationLoader(options.fetchNavigation, depth);
  const [state, setState] = useState<NavigationLevelState>(() => {
    if (initialCategories) loader.seed(rootId, initialCategories, activeId);
    const cached = loader.peek(rootId, activeId);
    return cached ? { status: "success", categories: cached, error: null } : LOADING;
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is rebuilt each render but reads the same cache; attempt forces a retry.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const cached = loader.peek(rootId, activeId);
    if (cached) {
      // Usually what the first render showed already (the loader's categories): no second render of every link.
      setState((shown) =>
        shown.status === "success" && shown.categories === cached
          ? shown
          : { status: "success", categories: cached, error: null },
      );
      return;
    }
    setState(LOADING);
    loader.load(rootId, activeId).then(
      (categories) => current && setState({ status: "success", categories, error: null }),
      (error: unknown) => current && setState({ status: "error", categories: [], error }),
    );
    return () => {
      current = false;
    };
  }, [rootId, activeId, depth, enabled, attempt]);

  return { ...state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
