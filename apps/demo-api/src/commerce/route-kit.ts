import type { Context, Hono } from "hono";
import * as v from "valibot";
import { errorResponse } from "./http.js";

/** Any Hono app the commerce routes can be mounted on (part A's app carries its own Env type). */
// biome-ignore lint/suspicious/noExplicitAny: the routes only use the request and response helpers of Context.
export type AnyHono = Hono<any, any, any>;

/** Wraps a handler so every thrown StoreApiHttpError (or unexpected error) becomes a Store API error body. */
export function handle(handler: (c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    try {
      return await handler(c);
    } catch (error) {
      return errorResponse(c, error);
    }
  };
}

/** Limits shared by the request schemas. */
export const MAX_STRING = 255;
export const MAX_TEXT = 5000;
export const MAX_ITEMS = 100;

/** A required trimmed string of 1…max characters. */
export function requiredString(max = MAX_STRING) {
  return v.pipe(
    v.string("must be a string"),
    v.trim(),
    v.minLength(1, "This value should not be blank."),
    v.maxLength(max, `This value is too long. It should have ${max} characters or less.`),
  );
}

/** An optional string of at most max characters (null allowed). */
export function optionalString(max = MAX_STRING) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string("must be a string"),
        v.trim(),
        v.maxLength(max, `This value is too long. It should have ${max} characters or less.`),
      ),
    ),
  );
}

/** A Shopware id (32 hex characters). */
export const idSchema = v.pipe(
  v.string("must be a string"),
  v.regex(/^[0-9a-f]{32}$/, "This is not a valid id."),
);

/** A positive integer quantity. */
export const quantitySchema = v.pipe(
  v.number("must be a number"),
  v.integer("The quantity must be a whole number."),
  v.minValue(1, "The quantity must be at least 1."),
);

/** An e-mail address (at most 254 characters). */
export const emailSchema = v.pipe(
  v.string("must be a string"),
  v.trim(),
  v.minLength(1, "This value should not be blank."),
  v.maxLength(254, "This value is too long."),
  v.email("This value is not a valid email address."),
);
