import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { readJsonObject } from "../errors.js";

/** One entry of the Store API error body. */
export interface StoreApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
  meta?: { parameters: Record<string, unknown> };
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
};

/** Thrown by commerce code to answer with the Store API error body; caught by the route wrapper. */
export class StoreApiHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: StoreApiErrorEntry[],
  ) {
    super(errors.map((error) => `${error.code}: ${error.detail}`).join("; "));
  }
}

/** Builds one error entry. */
export function errorEntry(
  status: number,
  code: string,
  detail: string,
  pointer?: string,
  parameters?: Record<string, unknown>,
): StoreApiErrorEntry {
  const entry: StoreApiErrorEntry = {
    status: String(status),
    code,
    title: TITLES[status] ?? "Error",
    detail,
  };
  if (pointer !== undefined) entry.source = { pointer };
  if (parameters) entry.meta = { parameters };
  return entry;
}

/** Throws a single Store API error. */
export function fail(
  status: ContentfulStatusCode,
  code: string,
  detail: string,
  pointer?: string,
  parameters?: Record<string, unknown>,
): never {
  throw new StoreApiHttpError(status, [errorEntry(status, code, detail, pointer, parameters)]);
}

/** Shopware's answer to account routes without a logged-in customer. */
export function notLoggedIn(): never {
  return fail(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
}

/** A Shopware-style id: 32 lowercase hex characters. */
export function newId(): string {
  return randomUUID().replaceAll("-", "");
}

/** Is the value a Shopware-style id? */
export function isId(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{32}$/.test(value);
}

/** JSON Pointer of a valibot issue, e.g. /items/0/quantity. */
export function issuePointer(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => String(item.key)) ?? [];
  return `/${keys.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** Shopware's validation codes for the kinds of valibot checks. */
function codeOf(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case "email":
      return "VIOLATION::INVALID_EMAIL";
    case "max_length":
      return "VIOLATION::TOO_LONG_ERROR";
    case "min_length":
      return issue.requirement === 1 ? "VIOLATION::IS_BLANK_ERROR" : "VIOLATION::TOO_SHORT_ERROR";
    case "min_value":
    case "max_value":
    case "integer":
      return "VIOLATION::INVALID_QUANTITY";
    default:
      return issue.input === undefined ? "VIOLATION::IS_BLANK_ERROR" : "VIOLATION::INVALID_TYPE";
  }
}

/** Validates input with a valibot schema; on failure throws a 400 listing every issue with its pointer. */
export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new StoreApiHttpError(
    400,
    result.issues.map((issue) =>
      errorEntry(400, codeOf(issue), issue.message, issuePointer(issue), { value: summarize(issue.input) }),
    ),
  );
}

function summarize(value: unknown): unknown {
  if (typeof value === "string" && value.length > 80) return `${value.slice(0, 77)}...`;
  if (value !== null && typeof value === "object") return Array.isArray(value) ? "[array]" : "[object]";
  return value;
}

/**
 * Reads the JSON body: an empty body (or a GET) is {}, malformed JSON or anything but an object is a 400, a body over
 * 1 MB a 413. The same reader as the catalogue routes (part A's errors.ts).
 */
export const readJsonBody: (c: Context) => Promise<Record<string, unknown>> = readJsonObject;

/** Answers a StoreApiHttpError in the Store API error shape. Anything else is a 500 without internals. */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof StoreApiHttpError) return c.json({ errors: error.errors }, error.status);
  // Part A's StoreApiException (thrown by its body reader and helpers) carries the same status and errors.
  const candidate = error as { status?: unknown; errors?: unknown } | null;
  if (
    candidate &&
    typeof candidate.status === "number" &&
    candidate.status >= 400 &&
    candidate.status < 600 &&
    Array.isArray(candidate.errors)
  ) {
    return c.json({ errors: candidate.errors }, candidate.status as ContentfulStatusCode);
  }
  console.error("demo-api commerce route failed:", error);
  return c.json(
    {
      errors: [
        errorEntry(500, "FRAMEWORK__INTERNAL_ERROR", "The demo backend could not answer this request."),
      ],
    },
    500,
  );
}
