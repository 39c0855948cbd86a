// The Store API client's transport, loaded with the client's first call (not for a server-rendered first paint):
// the ky instance with the shop's headers and token rotation, and the mapping of what a call throws.
import ky, { HTTPError, type KyInstance, TimeoutError } from "ky";
import * as v from "valibot";
import type { StoreApiClientOptions } from "./client";
import { StoreApiError, type StoreApiErrorEntry, type StoreApiErrorKind } from "./client.error";
import {
  ACCESS_KEY_HEADER,
  CONTEXT_TOKEN_HEADER,
  DEFAULT_TIMEOUT_MS,
  INCLUDE_SEO_URLS_HEADER,
} from "./constants";

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

/** The ky instance of one client: access key, JSON, the current context token, rotation read from each answer. */
export function createHttp(
  options: StoreApiClientOptions,
  contextToken: () => string | undefined,
  adoptContextToken: (response: Response) => void,
): KyInstance {
  return ky.create({
    ...(options.headers ? { headers: options.headers } : {}),
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: { limit: 0 },
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(shopHeaders(options, contextToken()))) {
            request.headers.set(name, value);
          }
        },
      ],
      afterResponse: [(_request, _options, response) => adoptContextToken(response)],
    },
  });
}

async function readErrorBody(response: Response): Promise<StoreApiErrorEntry[]> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    return Array.isArray(body?.errors) ? (body.errors as StoreApiErrorEntry[]) : [];
  } catch {
    return [];
  }
}

/** Turns anything a call can throw into a {@link StoreApiError}. */
export async function toStoreApiError(error: unknown, call: string): Promise<StoreApiError> {
  if (error instanceof StoreApiError) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const errors = await readErrorBody(error.response);
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
