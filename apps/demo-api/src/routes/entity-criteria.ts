import type { Context } from "hono";
import type { AppEnv } from "../context.js";
import { fail, readJsonObject } from "../errors.js";
import { criteriaPaging } from "./catalog-kit.js";

type Json = Record<string, unknown>;

/** The fields of an entity a criteria may filter and sort on: name → value of an element. */
export type CriteriaFields<T> = Record<string, (element: T) => unknown>;

/** A criteria applied to a list: the page of matching elements, their total, page and limit. */
export interface CriteriaPage<T> {
  elements: T[];
  total: number;
  page: number;
  limit: number;
}

const FILTER_TYPES = ["equals", "equalsAny", "contains", "prefix", "suffix", "range", "not", "multi"];

function invalid(detail: string, pointer: string): never {
  return fail(400, "FRAMEWORK__INVALID_FILTER_QUERY", detail, pointer);
}

function fieldOf<T>(fields: CriteriaFields<T>, entity: string, raw: unknown, pointer: string) {
  const name = typeof raw === "string" ? raw.replace(new RegExp(`^${entity}\\.`), "") : "";
  const read = fields[name];
  if (!read) {
    invalid(
      `The field "${String(raw).slice(0, 100)}" of ${entity} cannot be filtered or sorted (known: ${Object.keys(fields).join(", ")}).`,
      pointer,
    );
  }
  return read;
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** Builds the predicate of one Store API filter (equals, equalsAny, contains, prefix, suffix, range, not, multi). */
function predicate<T>(
  fields: CriteriaFields<T>,
  entity: string,
  filter: unknown,
  pointer: string,
): (element: T) => boolean {
  if (!filter || typeof filter !== "object" || Array.isArray(filter))
    invalid("A filter must be an object.", pointer);
  const { type, field, value, queries, operator, parameters } = filter as Json;
  if (typeof type !== "string" || !FILTER_TYPES.includes(type)) {
    invalid(
      `Unknown filter type "${text(type).slice(0, 50)}" (known: ${FILTER_TYPES.join(", ")}).`,
      `${pointer}/type`,
    );
  }
  if (type === "multi" || type === "not") {
    if (!Array.isArray(queries)) invalid(`A ${type} filter needs "queries".`, `${pointer}/queries`);
    const parts = queries.map((query, index) =>
      predicate(fields, entity, query, `${pointer}/queries/${index}`),
    );
    const or = String(operator ?? "and").toLowerCase() === "or";
    const match = (element: T) =>
      or ? parts.some((part) => part(element)) : parts.every((part) => part(element));
    return type === "not" ? (element) => !match(element) : match;
  }
  const read = fieldOf(fields, entity, field, `${pointer}/field`);
  switch (type) {
    case "equals":
      return (element) => text(read(element)) === text(value);
    case "equalsAny": {
      const values = new Set((Array.isArray(value) ? value : text(value).split("|")).map(text));
      return (element) => values.has(text(read(element)));
    }
    case "contains":
      return (element) => text(read(element)).toLowerCase().includes(text(value).toLowerCase());
    case "prefix":
      return (element) => text(read(element)).toLowerCase().startsWith(text(value).toLowerCase());
    case "suffix":
      return (element) => text(read(element)).toLowerCase().endsWith(text(value).toLowerCase());
    default: {
      const bounds = (parameters ?? {}) as Json;
      const number = (key: string) => (bounds[key] === undefined ? undefined : Number(bounds[key]));
      const [gte, gt, lte, lt] = [number("gte"), number("gt"), number("lte"), number("lt")];
      return (element) => {
        const actual = Number(read(element));
        return (
          (gte === undefined || actual >= gte) &&
          (gt === undefined || actual > gt) &&
          (lte === undefined || actual <= lte) &&
          (lt === undefined || actual < lt)
        );
      };
    }
  }
}

/** The criteria of a search request: the JSON body, or for GET the query (page, limit). */
export async function criteriaOf(c: Context<AppEnv>): Promise<Json> {
  return { ...c.req.query(), ...(await readJsonObject(c)) };
}

/**
 * Applies a Store API criteria to a list: `ids`, `filter` and `post-filter` (equals, equalsAny, contains, prefix,
 * suffix, range, not, multi on the given fields), `sort` (field, order) and paging. An unknown field or filter type
 * answers 400 with the pointer to it.
 */
export function applyCriteria<T>(
  elements: T[],
  criteria: Json,
  entity: string,
  fields: CriteriaFields<T>,
  defaultLimit = 100,
): CriteriaPage<T> {
  let matching = elements;
  if (criteria.ids !== undefined) {
    const ids = Array.isArray(criteria.ids) ? criteria.ids : text(criteria.ids).split("|");
    const wanted = new Set(ids.map(text));
    const readId = fields.id ?? (() => undefined);
    matching = matching.filter((element) => wanted.has(text(readId(element))));
  }
  for (const key of ["filter", "post-filter"]) {
    const filters = criteria[key];
    if (filters === undefined) continue;
    if (!Array.isArray(filters)) invalid(`"${key}" must be an array.`, `/${key}`);
    const parts = filters.map((filter, index) => predicate(fields, entity, filter, `/${key}/${index}`));
    matching = matching.filter((element) => parts.every((part) => part(element)));
  }
  if (criteria.sort !== undefined) {
    if (!Array.isArray(criteria.sort)) invalid('"sort" must be an array.', "/sort");
    const sorts = criteria.sort.map((sort, index) => {
      const { field, order } = (sort ?? {}) as Json;
      const read = fieldOf(fields, entity, field, `/sort/${index}/field`);
      return { read, direction: String(order ?? "ASC").toUpperCase() === "DESC" ? -1 : 1 };
    });
    matching = [...matching].sort((a, b) => {
      for (const { read, direction } of sorts) {
        const [x, y] = [read(a), read(b)];
        const order =
          typeof x === "number" && typeof y === "number"
            ? x - y
            : text(x).localeCompare(text(y), "en", { numeric: true });
        if (order !== 0) return order * direction;
      }
      return 0;
    });
  }
  const { page, limit } = criteriaPaging(criteria, 500);
  const size = limit ?? defaultLimit;
  return {
    elements: matching.slice((page - 1) * size, page * size),
    total: matching.length,
    page,
    limit: size,
  };
}

/** Keeps only the fields `includes[apiAlias]` names (and apiAlias) of an entity, as Shopware's `includes` does. */
export function applyIncludes(json: Json, criteria: Json): Json {
  const includes = criteria.includes as Record<string, unknown> | undefined;
  const alias = json.apiAlias;
  const wanted = includes && typeof alias === "string" ? includes[alias] : undefined;
  if (!Array.isArray(wanted)) return json;
  return Object.fromEntries(
    Object.entries(json).filter(([key]) => key === "apiAlias" || wanted.includes(key)),
  );
}

/** A Store API entity search result of one page. */
export function entitySearchResult<T>(entity: string, result: CriteriaPage<T>, elements: Json[]): Json {
  return {
    entity,
    total: result.total,
    aggregations: [],
    page: result.page,
    limit: result.limit,
    elements,
    apiAlias: "dal_entity_search_result",
  };
}
