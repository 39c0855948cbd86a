import type { Context } from "hono";
import type { AppEnv } from "../context.js";
import { fail } from "../errors.js";

/** Answers with a ready JSON string. */
export function jsonText(c: Context<AppEnv>, text: string): Response {
  return c.body(text, 200, { "content-type": "application/json" });
}

/** A Store API entity search result (`{ total, aggregations, elements, page, limit, entity, apiAlias }`). */
export function searchResult(entity: string, elements: unknown[], page = 1, limit: number | null = null) {
  return {
    entity,
    total: elements.length,
    aggregations: [],
    page,
    ...(limit !== null ? { limit } : {}),
    elements,
    apiAlias: "dal_entity_search_result",
  };
}

/** Reads Criteria paging (page/p, limit) from a body, with bounds. */
export function criteriaPaging(
  body: Record<string, unknown>,
  maxLimit = 100,
): { page: number; limit: number | null } {
  const read = (value: unknown, name: string, min: number, max: number) => {
    if (value === undefined || value === null) return undefined;
    const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
      fail(
        400,
        "FRAMEWORK__INVALID_CRITERIA_PARAMETER",
        `"${name}" must be an integer between ${min} and ${max}.`,
        `/${name}`,
      );
    }
    return number;
  };
  return {
    page: read(body.page ?? body.p, "page", 1, 100_000) ?? 1,
    limit: read(body.limit, "limit", 1, maxLimit) ?? null,
  };
}
