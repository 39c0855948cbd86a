import type { KyInstance } from "ky";
import type * as v from "valibot";
import { StoreApiError } from "./client.error";
import { CONTEXT_TOKEN_HEADER, DEFAULT_READ_RETRIES, INCLUDE_SEO_URLS_HEADER } from "./constants";
import { fillPlaceholders } from "./routes";

/** The transport module and its ky instance for one client. */
type Transport = typeof import("./client.transport") & { http: KyInstance };

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

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

/** Fills `{name}` placeholders with URL-encoded values; a missing value is a developer error. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(path, params, true, (_, name) => {
    throw new TypeError(`Missing path parameter "${name}" for ${path}`);
  });
}

/** Builds a query string the way the Store API reads it: arrays joined with `|`, empty values left out. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A boolean as 1 or 0, a list joined with `|`; an empty list, null and "" are left out.
    const text = `${Array.isArray(value) ? value.join("|") : typeof value === "boolean" ? +value : (value ?? "")}`;
    if (text) search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Creates a Store API client on ky: headers, context-token rotation, validation and one error type. */
export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  let contextToken = options.contextToken;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  const adoptContextToken = (response: Response) => {
    const token = response.headers.get(CONTEXT_TOKEN_HEADER);
    const cacheControl = response.headers.get("cache-control") ?? "";
    // A publicly cached answer may carry someone else's token: never adopt it.
    if (!token || /\bpublic\b/i.test(cacheControl) || token === contextToken) return;
    contextToken = token;
    options.onContextTokenChange?.(token);
  };

  // The transport (ky) loads with the first call: a server-rendered page's first paint needs none of it. Once one
  // client (or `preloadStoreApiTransport`) has loaded it, every client gets it without waiting.
  let ready: Transport | undefined;
  const load = async (): Promise<Transport> => {
    if (ready) return ready;
    const module = transportModule ?? (await preloadStoreApiTransport());
    ready ??= { ...module, http: module.createHttp(options, () => contextToken, adoptContextToken) };
    return ready;
  };

  async function request<TSchema extends v.GenericSchema | undefined = undefined>(
    method: StoreApiMethod,
    path: string,
    requestOptions: StoreApiRequestOptions<TSchema> = {},
  ): Promise<StoreApiResult<TSchema>> {
    const url = `${baseUrl}${buildPath(path, requestOptions.params)}${buildQuery(requestOptions.query)}`;
    const call = `${method} ${path}`;
    const idempotencyKey = requestOptions.idempotencyKey;
    const retryable = method === "GET" || requestOptions.idempotent || idempotencyKey;
    const body = requestOptions.body;
    let response: Response;
    let transport: Transport | undefined;
    let schema: TSchema | undefined;
    try {
      // The transport and a schema loaded with the call arrive together; neither loaded, nothing is sent.
      [transport, schema] = await Promise.all([load(), requestOptions.schema]);
      const headers = idempotencyKey
        ? { ...requestOptions.headers, "Idempotency-Key": idempotencyKey }
        : requestOptions.headers;
      const onUploadProgress = requestOptions.onUploadProgress;
      if (
        onUploadProgress &&
        body instanceof FormData &&
        typeof XMLHttpRequest === "function" &&
        !options.fetch
      ) {
        const { sendWithProgress } = await import("./client.progress");
        response = await sendWithProgress(options, contextToken, {
          url,
          method,
          headers,
          body,
          signal: requestOptions.signal,
          onUploadProgress,
        });
        adoptContextToken(response);
      } else {
        response = await transport.http(url, {
          method,
          signal: requestOptions.signal,
          // Left out when empty: an undefined `headers` would drop the client's own.
          ...(headers ? { headers } : {}),
          ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
          retry: retryable
            ? {
                limit: options.retry ?? DEFAULT_READ_RETRIES,
                methods: [method.toLowerCase()],
                statusCodes: RETRY_STATUSES,
                backoffLimit: 2_000,
              }
            : { limit: 0 },
        });
      }
    } catch (error) {
      if (transport) throw await transport.toStoreApiError(error, call);
      // The transport itself did not load (offline): a network error, and the next call tries again.
      throw new StoreApiError({
        kind: "network",
        code: "NETWORK",
        detail: `${call} could not reach the shop`,
        cause: error,
      });
    }

    let data: unknown = null;
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw await transport.toStoreApiError(error, call);
    }
    const { status } = response;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw Object.assign(
          new StoreApiError({
            kind: "parse",
            status,
            code: "INVALID_JSON",
            detail: `${call} answered no JSON`,
            cause,
          }),
          // The server ran the handler: a write may have been applied (re-read, or retry with the same key).
          { mayBeApplied: method !== "GET" },
        );
      }
    }
    if (!schema) return data as StoreApiResult<TSchema>;
    // Validation (valibot) lives in the transport too, so a page's first paint carries none of it.
    return transport.validate(schema, data, call, status) as StoreApiResult<TSchema>;
  }

  return {
    request,
    get: (path, requestOptions) => request("GET", path, requestOptions),
    post: (path, requestOptions) => request("POST", path, requestOptions),
    patch: (path, requestOptions) => request("PATCH", path, requestOptions),
    delete: (path, requestOptions) => request("DELETE", path, requestOptions),
    get contextToken() {
      return contextToken;
    },
    setContextToken(token) {
      contextToken = token;
    },
    includeSeoUrls:
      !!options.includeSeoUrls || /^(1|true)$/i.test(options.headers?.[INCLUDE_SEO_URLS_HEADER] ?? ""),
  };
}
