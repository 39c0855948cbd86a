// The Store API client's transport, loaded with the client's first call (not for a server-rendered first paint):
// the ky instance with the shop's headers and token rotation, and the mapping of what a call throws.
import ky, { HTTPError, type KyInstance, TimeoutError } from "ky";
import * as v from "valibot";
import type {
  StoreApiClientOptions,
  StoreApiClientState,
  StoreApiMethod,
  StoreApiRequestOptions,
  StoreApiResult,
} from "./client";
import { StoreApiError, type StoreApiErrorEntry, type StoreApiErrorKind } from "./client.error";
import { buildPath, buildQuery } from "./client.query";
import {
  ACCESS_KEY_HEADER,
  CONTEXT_TOKEN_HEADER,
  DEFAULT_READ_RETRIES,
  DEFAULT_TIMEOUT_MS,
  INCLUDE_SEO_URLS_HEADER,
} from "./constants";

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

/**
 * The headers every call of a client sends: access key, JSON, the XMLHttpRequest marker, the context token and,
 * when asked for, `sw-include-seo-urls`.
 */
export function shopHeaders(
  options: StoreApiClientOptions,
  contextToken: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    [ACCESS_KEY_HEADER]: options.accessKey,
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
  };
  if (contextToken) headers[CONTEXT_TOKEN_HEADER] = contextToken;
  if (options.includeSeoUrls) headers[INCLUDE_SEO_URLS_HEADER] = "1";
  return headers;
}

/** Takes the context token the server rotated to (login, logout, first visit) from an answer. */
function adoptContextToken(state: StoreApiClientState, response: Response): void {
  const token = response.headers.get(CONTEXT_TOKEN_HEADER);
  const cacheControl = response.headers.get("cache-control") ?? "";
  // A publicly cached answer may carry someone else's token: never adopt it.
  if (!token || /\bpublic\b/i.test(cacheControl) || token === state.token) return;
  state.token = token;
  state.options.onContextTokenChange?.(token);
}

/** The ky instance of one client: access key, JSON, the current context token, rotation read from each answer. */
function createHttp(state: StoreApiClientState): KyInstance {
  const { options } = state;
  return ky.create({
    ...(options.headers ? { headers: options.headers } : {}),
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: { limit: 0 },
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(shopHeaders(options, state.token))) {
            request.headers.set(name, value);
          }
        },
      ],
      afterResponse: [(_request, _options, response) => adoptContextToken(state, response)],
    },
  });
}

/** Turns anything a call can throw into a {@link StoreApiError}. */
export async function toStoreApiError(error: unknown, call: string): Promise<StoreApiError> {
  if (error instanceof StoreApiError) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    // The Store API's error entries, when the answer carries them.
    const body = await error.response.json().catch(() => 0);
    const errors: StoreApiErrorEntry[] = Array.isArray(body?.errors) ? body.errors : [];
    const first = errors[0];
    return new StoreApiError({
      kind: "http",
      status,
      code: first?.code ?? `HTTP_${status}`,
      detail: first?.detail ?? first?.title ?? `${call} answered ${status}`,
      pointer: first?.source?.pointer,
      errors,
      cause: error,
    });
  }
  const [kind, code, reason]: [StoreApiErrorKind, string, string] =
    error instanceof TimeoutError
      ? ["timeout", "TIMEOUT", "timed out"]
      : (error as Error)?.name === "AbortError"
        ? ["abort", "ABORTED", "was aborted"]
        : ["network", "NETWORK", "could not reach the shop"];
  return new StoreApiError({ kind, code, detail: `${call} ${reason}`, cause: error });
}

/** Checks an answer against the call's schema: its output, or a {@link StoreApiError} of kind `schema`. */
export function validate(schema: v.GenericSchema, data: unknown, call: string, status: number): unknown {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const pointer = issue?.path?.map((item) => item.key).join("/");
  throw new StoreApiError({
    kind: "schema",
    status,
    code: "SCHEMA_MISMATCH",
    detail: `${call} answered an unexpected shape: ${issue?.message}`,
    pointer: pointer ? `/${pointer}` : undefined,
  });
}

/** Sends one call of a client (its transport and the call's schema loaded): the answer, or a `StoreApiError`. */
export async function send<TSchema extends v.GenericSchema | undefined = undefined>(
  state: StoreApiClientState,
  method: StoreApiMethod,
  path: string,
  requestOptions: StoreApiRequestOptions<TSchema>,
  schema: TSchema | undefined,
): Promise<StoreApiResult<TSchema>> {
  const { options } = state;
  const url = `${state.baseUrl}${buildPath(path, requestOptions.params)}${buildQuery(requestOptions.query)}`;
  const call = `${method} ${path}`;
  const idempotencyKey = requestOptions.idempotencyKey;
  const retryable = method === "GET" || requestOptions.idempotent || idempotencyKey;
  const body = requestOptions.body;
  let response: Response;
  try {
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
      response = await sendWithProgress(options, state.token, {
        url,
        method,
        headers,
        body,
        signal: requestOptions.signal,
        onUploadProgress,
      });
      adoptContextToken(state, response);
    } else {
      state.http ??= createHttp(state);
      response = await state.http(url, {
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
    throw await toStoreApiError(error, call);
  }

  let data: unknown = null;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw await toStoreApiError(error, call);
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
  return validate(schema, data, call, status) as StoreApiResult<TSchema>;
}
