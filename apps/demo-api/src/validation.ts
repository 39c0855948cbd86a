import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import * as v from "valibot";
import { fail } from "./errors.js";

/** A Shopware id: 32 lowercase hex characters. The one id check of the catalogue and commerce routes. */
export const ID_PATTERN = /^[0-9a-f]{32}$/;

/** Is the value a Shopware-style id? */
export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** A path id must be a Shopware id (any letter case); anything else is a 400 `FRAMEWORK__INVALID_UUID`. */
export function requireId(value: string | undefined, name: string): string {
  const id = (value ?? "").toLowerCase();
  if (!ID_PATTERN.test(id))
    fail(
      400,
      "FRAMEWORK__INVALID_UUID",
      `The ${name} "${(value ?? "").slice(0, 64)}" is not a valid id.`,
      `/${name}`,
    );
  return id;
}

/** A new Shopware-style id. */
export function newId(): string {
  return randomUUID().replaceAll("-", "");
}

/** Limits shared by the request schemas. */
export const MAX_STRING = 255;
export const MAX_TEXT = 5000;
export const MAX_ITEMS = 100;
/** The highest page a list route answers (as the Criteria parser's `page`); `1e308` is a 400, not an empty page. */
export const MAX_PAGE = 100_000;

/** The `page` of a list body: an integer from 1 to MAX_PAGE, 1 when left out. */
export const pageSchema = v.optional(
  v.pipe(
    v.number("must be a number"),
    v.integer("must be an integer"),
    v.minValue(1, "This value should be 1 or more."),
    v.maxValue(MAX_PAGE, `This value should be ${MAX_PAGE} or less.`),
  ),
  1,
);

/** A Shopware id in a request body (32 lowercase hex characters). */
export const idSchema = v.pipe(v.string("must be a string"), v.regex(ID_PATTERN, "This is not a valid id."));

/**
 * An optional id in a request body: absent, null, or an id. An empty string is no id (null), as Shopware maps
 * `countryStateId: ""` and an empty `salutationId` (the forms of its frontends send "" for an unselected choice).
 */
export const optionalIdSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.literal(""), idSchema], "This is not a valid id.")),
    v.transform((value) => (value === "" ? null : value)),
  ),
);

/** A Shopware id in a request body that may also come as a dashed UUID in any letter case (normalised to the id). */
export const uuidLikeIdSchema = v.pipe(
  v.string("must be a string"),
  v.transform((value) => value.replaceAll("-", "").toLowerCase()),
  v.regex(ID_PATTERN, "This is not a valid id."),
);

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

/**
 * The idempotency key of a request (`sw-idempotency-key` or `Idempotency-Key`): 1–255 printable ASCII characters;
 * anything else is a 400 `FRAMEWORK__INVALID_IDEMPOTENCY_KEY`. Undefined when the header is absent.
 */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header("sw-idempotency-key") ?? c.req.header("idempotency-key");
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    fail(
      400,
      "FRAMEWORK__INVALID_IDEMPOTENCY_KEY",
      "The idempotency key must have 1 to 255 printable ASCII characters.",
      "/headers/sw-idempotency-key",
    );
  }
  return key;
}
