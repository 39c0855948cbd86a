import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { __Name__Response } from "./__camel__.schema";

/** Two entries, as the shop might answer. */
export const fixture__Name__Response: __Name__Response = {
  elements: [
    { id: "e1", name: "First entry" },
    { id: "e2", name: "Second entry" },
  ],
};

/** A client whose fake shop answers every call with `response`, or with a 503 when `fail` is set (tests, stories). */
export function fixture__Name__Client({
  response = fixture__Name__Response,
  fail = false,
}: {
  response?: __Name__Response;
  fail?: boolean;
} = {}): StoreApiClient {
  const headers = { "content-type": "application/json" };
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: async () =>
      fail
        ? new Response(JSON.stringify({ errors: [{ status: "503", title: "Service Unavailable" }] }), {
            status: 503,
            headers,
          })
        : new Response(JSON.stringify(response), { headers }),
  });
}
