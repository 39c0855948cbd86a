/** Test helpers for part A's routes: an in-memory demo API (from the seeded snapshot) and a request helper. */
import { createDemoApi, DEFAULT_ACCESS_KEY, type DemoApi } from "../src/index.js";

/** A response as the tests look at it. */
export interface TestResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read into the JSON freely and assert on the values.
  body: any;
  text: string;
  headers: Headers;
}

/** The demo API plus a request helper. */
export interface CatalogTestApi extends DemoApi {
  request(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ): Promise<TestResponse>;
}

/** Starts an in-memory demo API for a test file. */
export async function startApi(): Promise<CatalogTestApi> {
  const api = await createDemoApi({ inMemory: true, faults: null });
  return {
    ...api,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = {
        "sw-access-key": DEFAULT_ACCESS_KEY,
        accept: "application/json",
        ...(options.token ? { "sw-context-token": options.token } : {}),
        ...(options.body !== undefined || options.raw !== undefined
          ? { "content-type": "application/json" }
          : {}),
        ...options.headers,
      };
      const response = await api.app.request(`/store-api${path}`, {
        method,
        headers,
        body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (e.g. an SVG): the test reads `text`
      }
      return { status: response.status, body, text, headers: response.headers };
    },
  };
}

/** Asserts the Store API error shape and returns the first error. */
export function firstError(response: TestResponse): {
  status: string;
  code: string;
  detail: string;
  source?: { pointer: string };
} {
  const errors = response.body?.errors;
  if (!Array.isArray(errors) || errors.length === 0)
    throw new Error(`no Store API errors in ${response.text.slice(0, 300)}`);
  return errors[0];
}
