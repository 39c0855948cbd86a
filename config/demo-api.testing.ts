// Shared by the packages' hook tests that talk to the real demo backend in this process. It imports nothing, so
// every package can type-check it with its own dependencies: the tests pass these to core's createStoreApiClient.

/** The demo backend as a test holds it: anything with Hono's in-process `app.fetch`. */
export interface InProcessStoreApi {
  app: { fetch(request: Request): Response | Promise<Response> };
}

/** Where the in-process demo backend answers, and the demo sales channel's access key. */
export const DEMO_STORE_API = {
  baseUrl: "http://demo/store-api",
  accessKey: "SWSCVITRINEDEMOACCESSKEY01",
} as const;

/**
 * A `fetch` that hands each request to the demo backend in this process (no socket): real routes, real database.
 * `onRequest` sees each request first (record calls, force a fault with the `x-vitrine-fault` header).
 */
export function demoApiFetch(api: InProcessStoreApi, onRequest?: (request: Request) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    onRequest?.(request);
    return api.app.fetch(request);
  };
}
