import type { KyInstance } from "ky";
import type * as v from "valibot";
import { StoreApiError } from "./client.error";
import { INCLUDE_SEO_URLS_HEADER } from "./constants";

export { buildPath, buildQuery } from "./client.query";

let transportModule: typeof import("./client.transport") | undefined;

/**
 * Loads the Store API client's transport (ky and error mapping) ahead of the first call, for example when the
 * browser is idle after hydration; without it, the first call loads it. Answers the loaded module.
 */
export async function preloadStoreApiTransport(): Promise<typeof import("./client.transport")> {
  transportModule ??= await import("./client.transport");
  return transportModule;
}

/** HTTP methods the Store API uses. */
export type StoreApiMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Query values; arrays are joined with `|` as the Store API's listing parameters expect. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Options of one Store API call. */
export interface StoreApiRequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  /** Values for `{name}` placeholders in the path; they are URL-encoded. */
  params?: Record<string, string | number>;
  /** Query string; `undefined`, `null` and `""` are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body (or `FormData` for uploads). */
  body?: unknown;
  /**
   * valibot schema the response must match; without one the JSON is returned unchecked. A promise of one (a schema
   * module loaded with the call: `import("./cart.schema").then((m) => m.CartSchema)`) loads alongside the transport.
   */
  schema?: TSchema | Promise<TSchema>;
  /** Cancels the call; the promise rejects with a `StoreApiError` of kind `abort`. */
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Treat this call as a safe read and retry it (POST reads such as product listings). GET is always retried. */
  idempotent?: boolean;
  /**
   * Idempotency key of a write (e.g. `crypto.randomUUID()`, one per user action): sent as `Idempotency-Key`, the
   * same on every retry, so the write is retried like a read and applied once.
   */
  idempotencyKey?: string | undefined;
  /**
   * Reports the upload's progress of a `FormData` body (bytes sent, total; 0 when unknown). In a browser the call is
   * then sent with XMLHttpRequest (fetch reports no upload progress over HTTP/1.1); elsewhere it is not reported.
   */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** The output type of a call: the schema's output, or `unknown` without a schema. */
export type StoreApiResult<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

/** Options of {@link createStoreApiClient}. */
export interface StoreApiClientOptions {
  /** Base URL of the Store API, e.g. `https://shop.example/store-api` or `/store-api`. */
  baseUrl: string;
  /** Sales channel access key (`sw-access-key`). */
  accessKey: string;
  /** The shopper's context token, when one is known. */
  contextToken?: string | undefined;
  /** Called when the server rotates the context token (login, logout, first visit). */
  onContextTokenChange?: (token: string) => void;
  /** Timeout per attempt in milliseconds (default 10 000). */
  timeout?: number;
  /** How often idempotent reads are retried (default 2). */
  retry?: number;
  /** Custom fetch (tests, server-side in-process calls). */
  fetch?: typeof fetch;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /**
   * Ask for SEO URLs (`sw-include-seo-urls: 1`) on every call, so products, categories and landing pages carry
   * their `seoUrls` and every link the packages draw leads to the canonical SEO URL instead of the technical route.
   */
  includeSeoUrls?: boolean;
}

/** A Store API client: typed, validated calls with one error type. */
export interface StoreApiClient {
  /** Sends one call. */
  request<TSchema extends v.GenericSchema | undefined = undefined>(
    method: StoreApiMethod,
    path: string,
    options?: StoreApiRequestOptions<TSchema>,
  ): Promise<StoreApiResult<TSchema>>;
  /** GET shortcut. */
  get<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: StoreApiRequestOptions<TSchema>,
  ): Promise<StoreApiResult<TSchema>>;
  /** POST shortcut. */
  post<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: StoreApiRequestOptions<TSchema>,
  ): Promise<StoreApiResult<TSchema>>;
  /** PATCH shortcut. */
  patch<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: StoreApiRequestOptions<TSchema>,
  ): Promise<StoreApiResult<TSchema>>;
  /** DELETE shortcut. */
  delete<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: StoreApiRequestOptions<TSchema>,
  ): Promise<StoreApiResult<TSchema>>;
  /** The context token in use. */
  readonly contextToken: string | undefined;
  /** Replaces the context token (e.g. after reading it from a cookie). */
  setContextToken(token: string | undefined): void;
  /**
   * Whether every call asks for SEO URLs (`includeSeoUrls`, or `sw-include-seo-urls: 1` in the client's `headers`):
   * a package reads an entity's SEO URLs with an extra call only for a shop that links by them.
   */
  readonly includeSeoUrls?: boolean;
}

/**
 * What the transport needs of one client: its options, base URL and context token, and its ky instance once the
 * transport has made it.
 */
export interface StoreApiClientState {
  options: StoreApiClientOptions;
  baseUrl: string;
  token: string | undefined;
  http?: KyInstance;
}

/**
 * Creates a Store API client on ky: headers, context-token rotation, validation and one error type. The calls'
 * code (ky, retries, errors, validation) is the transport's, loaded with the first call: a server-rendered page's
 * first paint needs none of it. Once one client (or `preloadStoreApiTransport`) has loaded it, every client has it.
 */
export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  const state: StoreApiClientState = {
    options,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    token: options.contextToken,
  };
  const request: StoreApiClient["request"] = async (method, path, requestOptions = {}) => {
    // The transport and a schema loaded with the call arrive together; neither loaded, nothing is sent.
    const [transport, schema] = await Promise.all([
      transportModule ?? preloadStoreApiTransport(),
      requestOptions.schema,
    ]).catch((cause) => {
      // The transport itself did not load (offline): a network error, and the next call tries again.
      throw new StoreApiError({
        kind: "network",
        code: "NETWORK",
        detail: `${method} ${path} could not reach the shop`,
        cause,
      });
    });
    return transport.send(state, method, path, requestOptions, schema);
  };
  return {
    request,
    get: (path, requestOptions) => request("GET", path, requestOptions),
    post: (path, requestOptions) => request("POST", path, requestOptions),
    patch: (path, requestOptions) => request("PATCH", path, requestOptions),
    delete: (path, requestOptions) => request("DELETE", path, requestOptions),
    get contextToken() {
      return state.token;
    },
    setContextToken(token) {
      state.token = token;
    },
    includeSeoUrls:
      !!options.includeSeoUrls || /^(1|true)$/i.test(options.headers?.[INCLUDE_SEO_URLS_HEADER] ?? ""),
  };
}
