import type { StoreApiClient } from "@vitrine/core";
import type { AccessoriesResponse } from "./accessories.schema";

/** The Store API calls of @vitrine/accessories; pass your own to `useAccessories` to replace one. */
export interface AccessoriesApi {
  /** `POST /product/{productId}/cross-selling`; `signal` aborts the call. */
  load(client: StoreApiClient, productId: string, signal: AbortSignal): Promise<AccessoriesResponse>;
}

/** The calls as the Store API defines them. */
export const defaultAccessoriesApi: AccessoriesApi = {
  load: async (client, productId, signal) =>
    client.post("/product/{productId}/cross-selling", {
      params: { productId },
      body: {},
      // The schema (and valibot) loads with the call, not for a server-rendered page's first paint.
      schema: import("./accessories.schema").then((m) => m.AccessoriesResponseSchema),
      signal,
      idempotent: true,
    }),
};
