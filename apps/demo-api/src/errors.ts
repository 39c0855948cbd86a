import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";

/** One entry of the Store API error body (`{ errors: [...] }`). */
export interface StoreApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
  meta: Record<string, unknown>;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  412: "Precondition Failed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** Builds one error entry in the Store API shape. */
export function storeApiErrorEntry(
  status: number,
  code: string,
  detail: string,
  pointer?: string,
  meta: Record<string, unknown> = {},
): StoreApiErrorEntry {
  const entry: StoreApiErrorEntry = {
    status: String(status),
    code,
    title: TITLES[status] ?? "Error",
    detail,
    meta,
  };
  if (pointer !== undefined) entry.source = { pointer };
  return entry;
}

/** Answers with a single Store API error: `{ errors: [{ status, code, title, detail, source: { pointer }, meta }] }`. */
export function storeApiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  detail: string,
  pointer?: string,
): Response {
  return c.json({ errors: [storeApiErrorEntry(status, code, detail, pointer)] }, status);
}

/** Thrown anywhere in a handler to answer with a Store API error body; app.onError turns it into the response. */
export class StoreApiException extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: StoreApiErrorEntry[],
  ) {
    super(errors.map((error) => `${error.code}: ${error.detail}`).join("; "));
    this.name = "StoreApiException";
  }

  /** A single-entry exception. */
  static of(status: ContentfulStatusCode, code: string, detail: string, pointer?: string): StoreApiException {
    return new StoreApiException(status, [storeApiErrorEntry(status, code, detail, pointer)]);
  }
}

/** One error entry; `parameters` go to `meta.parameters` as Shopware puts them. */
export function errorEntry(
  status: number,
  code: string,
  detail: string,
  pointer?: string,
  parameters?: Record<string, unknown>,
): StoreApiErrorEntry {
  return storeApiErrorEntry(status, code, detail, pointer, parameters ? { parameters } : {});
}

/** Throws a single Store API error (for use inside handlers, services and helpers). */
export function fail(
  status: ContentfulStatusCode,
  code: string,
  detail: string,
  pointer?: string,
  parameters?: Record<string, unknown>,
): never {
  throw new StoreApiException(status, [errorEntry(status, code, detail, pointer, parameters)]);
}

/** Shopware's answer to account routes without a logged-in customer. */
export function notLoggedIn(): never {
  return fail(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
}

/** Duck type of error classes from other modules that carry a ready Store API error list. */
function carriesStoreApiErrors(error: unknown): error is { status: ContentfulStatusCode; errors: unknown[] } {
  if (!error || typeof error !== "object") return false;
  const candidate = error as { status?: unknown; errors?: unknown };
  return (
    typeof candidate.status === "number" &&
    candidate.status >= 400 &&
    candidate.status < 600 &&
    Array.isArray(candidate.errors)
  );
}

/** app.onError: known errors answer in the Store API shape; anything else is a generic 500 without internals. */
export const onStoreApiError: ErrorHandler = (error, c) => {
  if (error instanceof StoreApiException || carriesStoreApiErrors(error)) {
    // An error may carry response headers (Retry-After of a throttled login).
    const headers = (error as { headers?: Record<string, string> }).headers;
    return c.json({ errors: error.errors }, error.status, headers);
  }
  // Hono's own HTTPException (e.g. from a body limit) keeps its status but gets our body.
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return storeApiError(
      c,
      status as ContentfulStatusCode,
      "FRAMEWORK__BAD_REQUEST",
      "The request was rejected.",
    );
  }
  console.error("demo-api: unhandled error on", c.req.method, c.req.path, error);
  return storeApiError(
    c,
    500,
    "FRAMEWORK__INTERNAL_ERROR",
    "The demo backend could not answer this request.",
  );
};

/** app.notFound: unknown routes get the Store API 404 body. */
export const onStoreApiNotFound: NotFoundHandler = (c) =>
  storeApiError(
    c,
    404,
    "FRAMEWORK__ROUTE_NOT_FOUND",
    `No route found for "${c.req.method} ${c.req.path.slice(0, 200)}".`,
  );

/** JSON Pointer of a valibot issue, e.g. `/items/0/quantity`. */
export function issuePointer(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => String(item.key)) ?? [];
  return `/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

function violationCode(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case "email":
      return "VIOLATION::INVALID_EMAIL";
    case "max_length":
      return "VIOLATION::TOO_LONG_ERROR";
    case "min_length":
      return issue.requirement === 1 ? "VIOLATION::IS_BLANK_ERROR" : "VIOLATION::TOO_SHORT_ERROR";
    case "min_value":
    case "max_value":
      return "VIOLATION::NOT_IN_RANGE";
    case "integer":
      return "VIOLATION::INVALID_TYPE";
    default:
      return issue.input === undefined ? "VIOLATION::IS_BLANK_ERROR" : "VIOLATION::INVALID_TYPE";
  }
}

/** Validates a value with a valibot schema; on failure throws a 400 with one error per issue and its pointer. */
export function parseWith<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  pointerPrefix = "",
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new StoreApiException(
    400,
    result.issues.map((issue) =>
      storeApiErrorEntry(400, violationCode(issue), issue.message, `${pointerPrefix}${issuePointer(issue)}`, {
        parameters: { value: summarizeInput(issue.input) },
      }),
    ),
  );
}

/** What an error may echo of the rejected value: short strings as they are, long ones cut, objects named. */
function summarizeInput(value: unknown): unknown {
  if (typeof value === "string" && value.length > 80) return `${value.slice(0, 77)}...`;
  if (value !== null && typeof value === "object") return Array.isArray(value) ? "[array]" : "[object]";
  return value;
}

/** Largest JSON body a Store API route accepts (uploads use multipart and their own limit). */
export const MAX_JSON_BODY_BYTES = 1_000_000;

/** NUL, or a UTF-16 surrogate without its partner: text no database column or JSON consumer can keep. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point of this pattern.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Does a string hold a NUL byte or a lone surrogate? */
export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** JSON pointers of every string (key or value) in a parsed JSON value that holds unsafe text. */
export function unsafeTextPointers(value: unknown, pointer = ""): string[] {
  if (typeof value === "string") return isUnsafeText(value) ? [pointer || "/"] : [];
  if (value === null || typeof value !== "object") return [];
  const out: string[] = [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const child = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    if (isUnsafeText(key)) out.push(child);
    else out.push(...unsafeTextPointers(item, child));
  }
  return out;
}

/** Throws a 400 with one error per field that holds a NUL byte or a lone surrogate. */
export function rejectUnsafeText(value: unknown, pointerPrefix = ""): void {
  const pointers = unsafeTextPointers(value);
  if (pointers.length === 0) return;
  throw new StoreApiException(
    400,
    pointers.map((pointer) =>
      storeApiErrorEntry(
        400,
        "VIOLATION::INVALID_CHARACTERS",
        "This value contains a NUL byte or an unpaired surrogate.",
        `${pointerPrefix}${pointer}`,
      ),
    ),
  );
}

/**
 * Reads a request body as bytes, counting what is actually read (a chunked body has no Content-Length): more than
 * `limit` bytes stop the reading and answer 413 `FRAMEWORK__REQUEST_TOO_LARGE`. The rest is never read.
 */
export async function readBodyBytes(
  c: Context,
  limit: number,
  code = "FRAMEWORK__REQUEST_TOO_LARGE",
): Promise<Uint8Array<ArrayBuffer>> {
  const length = c.req.header("content-length");
  const declared = Number(length ?? 0);
  if (declared > limit) fail(413, code, "The request body is too large.");
  // A declared length bounds the body (HTTP framing): read it at once. On Node this reads the socket directly;
  // `body` would first build a fetch Request and a web stream for it (an eighth of the load bench's server time).
  if (length !== undefined && Number.isSafeInteger(declared))
    return new Uint8Array(await c.req.raw.arrayBuffer());
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      fail(413, code, "The request body is too large.");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads the request's JSON body. Empty body → `{}`; malformed JSON or a non-object → 400
 * `FRAMEWORK__INVALID_REQUEST_BODY`; more than 1 MB (counted while reading) → 413; a NUL byte or a lone surrogate
 * in any string → 400 with the field's pointer. GET requests have no body and give `{}`.
 */
export function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  // The body can be read once: a second reader of the same request gets the same answer.
  let read = jsonBodies.get(c.req.raw);
  if (!read) {
    read = readJsonObjectOnce(c);
    jsonBodies.set(c.req.raw, read);
  }
  return read;
}

const jsonBodies = new WeakMap<Request, Promise<Record<string, unknown>>>();

async function readJsonObjectOnce(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return {};
  const text = utf8.decode(await readBodyBytes(c, MAX_JSON_BODY_BYTES));
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(400, "FRAMEWORK__INVALID_REQUEST_BODY", "The request body is not valid JSON.", "/");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    fail(400, "FRAMEWORK__INVALID_REQUEST_BODY", "The request body must be a JSON object.", "/");
  }
  // Only a \u escape can put unsafe text in parsed JSON (JSON allows no raw control characters in strings, and the
  // decoder turns invalid UTF-8 into U+FFFD), so a body without one needs no walk through its strings.
  if (UNSAFE_ESCAPE.test(text)) rejectUnsafeText(parsed);
  return parsed as Record<string, unknown>;
}

const utf8 = new TextDecoder();
/** `\u0000` or a surrogate escape (`\uD800` to `\uDFFF`) in JSON text. */
const UNSAFE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * Middleware: a NUL byte or a lone surrogate in the path or a query parameter answers 400 (pointer `/path` or
 * `/<parameter>`), before any handler or database sees it.
 */
export const rejectUnsafeRequestText: MiddlewareHandler = async (c, next) => {
  // A request line carries neither a NUL byte nor a lone surrogate raw (the HTTP parser refuses control bytes and
  // reads others as Latin-1): only percent-encoding can bring them, so a URL without "%" needs no decoding.
  if (!c.req.url.includes("%")) return next();
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      "The path is not valid percent-encoded UTF-8.",
      "/path",
    );
  }
  rejectUnsafeText({ path, ...Object.fromEntries(url.searchParams) });
  await next();
};

/** Reads the JSON body and validates it with a valibot schema (issues → 400 with JSON pointers). */
export async function parseBody<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return parseWith(schema, await readJsonObject(c));
}
