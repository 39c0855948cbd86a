import type { StoreApiClient } from "@vitrine/core";
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

/** `POST /navigation/{activeId}/{rootId} {depth, buildTree}`: the categories below `rootId`, as a tree. */
export const fetchNavigation: FetchNavigation = async (client, { activeId, rootId, depth }, signal) =>
  client.post("/navigation/{activeId}/{rootId}", {
    params: { activeId, rootId },
    // Shopware reads `buildTree` as a boolean (the schema's array type is an error of the published spec).
    body: { depth, buildTree: true },
    // The schema (and valibot) loads with the call, not for a server-rendered page's first paint.
    schema: import("./navigation.schema").then((m) => m.NavigationSchema),
    signal,
    idempotent: true,
  });
