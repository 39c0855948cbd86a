import * as v from "valibot";

/** A cookie entry as `GET /store-api/cookie-groups` sends it (readCookieGroups). */
export const CookieEntrySchema = v.object({
  cookie: v.string(),
  value: v.optional(v.string()),
  expiration: v.optional(v.number()),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  hidden: v.optional(v.boolean()),
});

/** A cookie group: either a list of entries or a single cookie of its own. */
export const CookieGroupSchema = v.object({
  name: v.string(),
  isRequired: v.boolean(),
  description: v.optional(v.string()),
  cookie: v.optional(v.string()),
  value: v.optional(v.string()),
  expiration: v.optional(v.number()),
  entries: v.optional(v.nullable(v.array(CookieEntrySchema))),
});

/** The answer of `GET /store-api/cookie-groups` (CookieRouteResponse). */
export const CookieRouteResponseSchema = v.object({
  elements: v.array(CookieGroupSchema),
  hash: v.optional(v.string()),
  languageId: v.optional(v.string()),
});

/** A cookie group as the Store API sends it. */
export type StoreApiCookieGroup = v.InferOutput<typeof CookieGroupSchema>;
