import type { Context } from "hono";
import type { AppEnv } from "../context.js";
import { readJsonObject } from "../errors.js";
import {
  type AssociationLoader,
  applyIncludes,
  fieldIndex,
  type SearchOutcome,
  search,
  withAssociations,
} from "./engine.js";
import { type Criteria, criteriaPayload, parseCriteria } from "./parse.js";

export * from "./engine.js";
export * from "./parse.js";

type Json = Record<string, unknown>;

/** Reads a request's Criteria: the JSON body, else the query string (with Shopware's `_criteria`). */
export async function readCriteria(c: Context<AppEnv>): Promise<{ criteria: Criteria; payload: Json }> {
  const payload = criteriaPayload(c.req.queries(), await readJsonObject(c));
  return { criteria: parseCriteria(payload), payload };
}

/** Does a Criteria ask for anything that changes the entities' JSON (associations or includes)? */
export function reshapes(criteria: Criteria): boolean {
  return Object.keys(criteria.associations).length > 0 || criteria.includes !== undefined;
}

/** Applies a Criteria's associations to serialized entities (only the ones on the page). */
export function shapeElements(elements: Json[], criteria: Criteria, load?: AssociationLoader): Json[] {
  if (!Object.keys(criteria.associations).length) return elements;
  return elements.map((element) => withAssociations(element, criteria.associations, load));
}

/** A Criteria's includes over a whole answer (Shopware applies them to every object by its apiAlias). */
export function shapeResponse<T>(response: T, criteria: Criteria): T {
  return criteria.includes ? (applyIncludes(response, criteria.includes) as T) : response;
}

/**
 * An EntitySearchResult of a search (`dal_entity_search_result`) without its elements, as Shopware answers it; a
 * search without a limit states the number of its elements (the schema's limit is an integer).
 */
export function entitySearchResult(entity: string, outcome: SearchOutcome<unknown>): Json {
  return {
    entity,
    total: outcome.total,
    aggregations: outcome.aggregations,
    page: outcome.page,
    limit: outcome.limit ?? Math.max(outcome.elements.length, 1),
    elements: [],
    apiAlias: "dal_entity_search_result",
  };
}

/** Loads an association of the page's rows (e.g. a country's `states`); undefined: not this association. */
export type PageAssociationLoader = (name: string, page: Json[]) => Promise<AssociationLoader | undefined>;

/**
 * The EntitySearchResult of serialized rows under a request's Criteria (filter, sort, term, paging, aggregations,
 * associations, includes): the one answer of every plain entity search route. Without a limit (and without
 * `defaultLimit`) every row is answered.
 */
export async function searchRows(
  entity: string,
  rows: Json[],
  criteria: Criteria,
  options: { defaultLimit?: number | null; load?: PageAssociationLoader } = {},
): Promise<Json> {
  const outcome = search(rows, criteria, {
    entity,
    json: (row) => row,
    fields: fieldIndex(rows),
    defaultLimit: options.defaultLimit ?? null,
  });
  const result = entitySearchResult(entity, outcome);
  let loader: AssociationLoader | undefined;
  for (const name of Object.keys(criteria.associations)) {
    const loaded = await options.load?.(name, outcome.elements);
    if (loaded) {
      const previous = loader;
      loader = (association, row) => loaded(association, row) ?? previous?.(association, row);
    }
  }
  return shapeResponse({ ...result, elements: shapeElements(outcome.elements, criteria, loader) }, criteria);
}
