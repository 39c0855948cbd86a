import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  onStoreApiError,
  readJsonObject,
  type StoreApiErrorEntry,
  StoreApiException,
  storeApiErrorEntry,
} from "../errors.js";

// One home for the Store API error shape: errors.ts. The commerce routes use it under the names below.
export {
  issuePointer,
  parseWith as validate,
  type StoreApiErrorEntry,
  StoreApiException as StoreApiHttpError,
} from "../errors.js";

/** Builds one error entry; `parameters` go to `meta.parameters` as Shopware puts them. */
export function errorEntry(
  status: number,
  code: string,
  detail: string,
  pointer?: string,
  parameters?: Record<string, unknown>,
): StoreApiErrorEntry {
  return storeApiErrorEntry(status, code, detail, pointer, parameters ? { parameters } : {});
}

/** Throws a single Store API error. */
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

/** A Shopware-style id: 32 lowercase hex characters. */
export function newId(): string {
  return randomUUID().replaceAll("-", "");
}

/** Is the value a Shopware-style id? */
export function isId(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{32}$/.test(value);
}

/**
 * Reads the JSON body: an empty body (or a GET) is {}, malformed JSON or anything but an object is a 400, a body over
 * 1 MB a 413. The same reader as the catalogue routes (part A's errors.ts).
 */
export const readJsonBody: (c: Context) => Promise<Record<string, unknown>> = readJsonObject;

/** Answers any error of a commerce route the way the whole app does (Store API body; a 500 without internals). */
export function errorResponse(c: Context, error: unknown): Response | Promise<Response> {
  return onStoreApiError(error as Error, c);
}
