// Test helper (not shipped): a route's load context whose Store API is the given fetch.
import type { AppLoadContext } from "react-router";

/** A request context for a loader or action under test: its Store API calls go to `fetch`. */
export function storeApiContext(fetch: (request: Request) => Promise<Response>): AppLoadContext {
  return {
    storeApi: {
      baseUrl: "http://shop.test/store-api",
      accessKey: "KEY",
      contextToken: undefined,
      setContextToken: () => {},
      fetch: (input: string | URL | Request, init?: RequestInit) =>
        fetch(input instanceof Request ? input : new Request(input, init)),
    },
  } as unknown as AppLoadContext;
}
