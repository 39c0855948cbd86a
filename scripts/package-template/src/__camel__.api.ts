import type { StoreApiClient } from "@vitrine/core";
import { type __Name__Response, __Name__ResponseSchema } from "./__camel__.schema";

/** The Store API calls of @vitrine/__name__; pass your own to `use__Name__` to replace one. */
export interface __Name__Api {
  /** Loads the entries; `signal` aborts the call. */
  load(client: StoreApiClient, signal: AbortSignal): Promise<__Name__Response>;
}

/** The calls as the Store API defines them (replace the example route with the feature's own). */
export const default__Name__Api: __Name__Api = {
  load: (client, signal) =>
    client.post("/__name__", { body: {}, schema: __Name__ResponseSchema, signal, idempotent: true }),
};
