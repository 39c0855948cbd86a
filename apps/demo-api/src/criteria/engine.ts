import { fail } from "../errors.js";
import type { Aggregation, Criteria, Filter, RangeParameters, Sorting, TotalCountMode } from "./parse.js";

type Json = Record<string, unknown>;

/** The fields (dotted paths) the entities of a collection have: an unknown field answers 400. */
export type FieldIndex = ReadonlySet<string>;

const MAX_INDEX_DEPTH = 5;

/** Collects every dotted path of a set of entities (arrays are walked into; their items' fields count). */
export function fieldIndex(entities: Iterable<Json>): FieldIndex {
  const paths = new Set<string>();
  const walk = (value: unknown, prefix: string, depth: number) => {
    if (depth > MAX_INDEX_DEPTH || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, prefix, depth);
      return;
    }
    for (const [key, child] of Object.entries(value as Json)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      walk(child, path, depth + 1);
    }
  };
  for (const entity of entities) walk(entity, "", 0);
  return paths;
}

/** The values at a dotted path: to-many steps and list fields are flattened. */
export function valuesAt(entity: unknown, path: string): unknown[] {
  let current: unknown[] = [entity];
  for (const key of path.split(".")) {
    const next: unknown[] = [];
    for (const node of current) {
      if (node === null || typeof node !== "object") continue;
      const value = (node as Json)[key];
      if (Array.isArray(value)) next.push(...value);
      else if (value !== undefined) next.push(value);
    }
    current = next;
  }
  return current;
}

/** How a search reads its entities: the entity name, the known fields and the entity aggregation lookup. */
export interface EntityScope {
  /** The entity name (a leading `<entity>.` of a field is dropped, like Shopware). */
  entity: string;
  /** Known fields; when absent, every field is accepted. */
  fields?: FieldIndex;
  /** The entities of a definition (for entity aggregations), or undefined if unknown. */
  definitions?: (definition: string) => Json[] | undefined;
  /**
   * Fields of the entity's definition that Criteria may name but its JSON does not carry as such, resolved to the
   * JSON path that holds their value (e.g. Shopware's product `price` and `cheapestPrice`).
   */
  aliases?: Readonly<Record<string, string>>;
}

function normalizeField(scope: EntityScope, field: string, pointer: string, code: string): string {
  const named = field.startsWith(`${scope.entity}.`) ? field.slice(scope.entity.length + 1) : field;
  const path = scope.aliases?.[named] ?? named;
  if (scope.fields && scope.fields.size > 0 && !scope.fields.has(path) && path !== "_score") {
    fail(400, code, `Field "${field.slice(0, 100)}" in entity "${scope.entity}" was not found.`, pointer);
  }
  return path;
}

/** Checks every field of a Criteria against the scope (400 with a pointer for an unknown one). */
export function validateCriteria(criteria: Criteria, scope: EntityScope, pointer = ""): void {
  const filters = (filters: Filter[], at: string) => {
    for (const [index, filter] of filters.entries()) validateFilter(filter, scope, `${at}/${index}`);
  };
  filters(criteria.filter, `${pointer}/filter`);
  filters(criteria.postFilter, `${pointer}/post-filter`);
  criteria.sort.forEach((sort, index) => {
    sort.field = normalizeField(
      scope,
      sort.field,
      `${pointer}/sort/${index}/field`,
      "FRAMEWORK__INVALID_SORT_QUERY",
    );
  });
  for (const [index, aggregation] of criteria.aggregations.entries())
    validateAggregation(aggregation, scope, `${pointer}/aggregations/${index}`);
}

function validateFilter(filter: Filter, scope: EntityScope, pointer: string): void {
  if (filter.type === "multi" || filter.type === "not") {
    for (const [index, query] of filter.queries.entries())
      validateFilter(query, scope, `${pointer}/queries/${index}`);
    return;
  }
  filter.field = normalizeField(scope, filter.field, `${pointer}/field`, "FRAMEWORK__INVALID_FILTER_QUERY");
}

function validateAggregation(aggregation: Aggregation, scope: EntityScope, pointer: string): void {
  const code = "FRAMEWORK__INVALID_AGGREGATION_QUERY";
  if (aggregation.type === "filter") {
    for (const [index, filter] of aggregation.filter.entries())
      validateFilter(filter, scope, `${pointer}/filter/${index}`);
    validateAggregation(aggregation.aggregation, scope, `${pointer}/aggregation`);
    return;
  }
  aggregation.field = normalizeField(scope, aggregation.field, `${pointer}/field`, code);
  if (aggregation.type === "entity" && scope.definitions && !scope.definitions(aggregation.definition)) {
    fail(
      400,
      code,
      `Definition "${aggregation.definition.slice(0, 100)}" not found.`,
      `${pointer}/definition`,
    );
  }
  if (aggregation.type === "terms") {
    if (aggregation.aggregation)
      validateAggregation(aggregation.aggregation, scope, `${pointer}/aggregation`);
  }
}

/** A comparable form of a value: booleans as 1/0, everything else as text (ids compare case-insensitively). */
function key(value: unknown): string {
  if (value === true) return "1";
  if (value === false) return "0";
  if (value === null || value === undefined) return "\u0000null";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value).toLowerCase();
}

function keyOfExpected(value: unknown): string {
  if (value === "true") return "1";
  if (value === "false") return "0";
  return key(value);
}

function compareBound(actual: unknown, bound: number | string): number | undefined {
  if (actual === null || actual === undefined || typeof actual === "object") return undefined;
  const a = typeof actual === "number" ? actual : Number(actual);
  const b = typeof bound === "number" ? bound : Number(bound);
  if (typeof actual !== "boolean" && !Number.isNaN(a) && !Number.isNaN(b) && String(actual).trim() !== "")
    return a - b;
  const text = String(actual);
  const other = String(bound);
  return text < other ? -1 : text > other ? 1 : 0;
}

function inRange(value: unknown, parameters: RangeParameters): boolean {
  const checks: [number | string | undefined, (diff: number) => boolean][] = [
    [parameters.gt, (diff) => diff > 0],
    [parameters.gte, (diff) => diff >= 0],
    [parameters.lt, (diff) => diff < 0],
    [parameters.lte, (diff) => diff <= 0],
  ];
  return checks.every(([bound, test]) => {
    if (bound === undefined) return true;
    const diff = compareBound(value, bound);
    return diff !== undefined && test(diff);
  });
}

/** Does an entity match a filter (Shopware's semantics: a to-many path matches if one of its values does)? */
export function matches(entity: unknown, filter: Filter): boolean {
  switch (filter.type) {
    case "multi": {
      const results = filter.queries.map((query) => matches(entity, query));
      if (filter.operator === "or") return results.some(Boolean);
      if (filter.operator === "xor") return results.filter(Boolean).length === 1;
      return results.every(Boolean);
    }
    case "not": {
      // NOT(a AND b) / NOT(a OR b).
      const inner =
        filter.operator === "or"
          ? filter.queries.some((query) => matches(entity, query))
          : filter.queries.every((query) => matches(entity, query));
      return !inner;
    }
    case "equals": {
      const values = valuesAt(entity, filter.field);
      if (filter.value === null) return values.length === 0 || values.some((value) => value === null);
      const wanted = keyOfExpected(filter.value);
      return values.some((value) => key(value) === wanted);
    }
    case "equalsAny": {
      const wanted = new Set(filter.value.map(keyOfExpected));
      const values = valuesAt(entity, filter.field);
      if (wanted.has(key(null)) && values.length === 0) return true;
      return values.some((value) => wanted.has(key(value)));
    }
    case "contains":
    case "prefix":
    case "suffix": {
      const needle = filter.value.toLowerCase();
      return valuesAt(entity, filter.field).some((value) => {
        if (value === null || typeof value === "object") return false;
        const text = String(value).toLowerCase();
        return filter.type === "contains"
          ? text.includes(needle)
          : filter.type === "prefix"
            ? text.startsWith(needle)
            : text.endsWith(needle);
      });
    }
    case "range":
      return valuesAt(entity, filter.field).some((value) => inRange(value, filter.parameters));
  }
}

/** Does an entity match every filter? */
export function matchesAll(entity: unknown, filters: Filter[]): boolean {
  for (const filter of filters) if (!matches(entity, filter)) return false;
  return true;
}

const collator = new Intl.Collator("en", { sensitivity: "base" });
const naturalCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function compareValues(a: unknown, b: unknown, natural: boolean): number {
  // Like MySQL: NULL sorts before everything in ascending order.
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull && bNull ? 0 : aNull ? -1 : 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" || typeof b === "boolean") return Number(a) - Number(b);
  return (natural ? naturalCollator : collator).compare(String(a), String(b));
}

/** A comparator for a list of sortings over JSON entities (`_score` reads the given scores). */
export function comparator<T>(
  sorts: Sorting[],
  json: (item: T) => unknown,
  score?: (item: T) => number,
): (a: T, b: T) => number {
  return (a, b) => {
    for (const sort of sorts) {
      let diff: number;
      if (sort.field === "_score") diff = (score?.(a) ?? 0) - (score?.(b) ?? 0);
      else {
        const va = valuesAt(json(a), sort.field);
        const vb = valuesAt(json(b), sort.field);
        // To-many: ascending compares the smallest value, descending the largest (as SQL's MIN/MAX would).
        const pick = (values: unknown[]) =>
          values.length <= 1
            ? values[0]
            : [...values].sort((x, y) => compareValues(x, y, sort.naturalSorting))[
                sort.order === "DESC" ? values.length - 1 : 0
              ];
        diff = compareValues(pick(va), pick(vb), sort.naturalSorting);
      }
      if (diff !== 0) return sort.order === "DESC" ? -diff : diff;
    }
    return 0;
  };
}

/** Sorts a list by the sortings (stable: ties keep their order). */
export function sortBy<T>(
  items: T[],
  sorts: Sorting[],
  json: (item: T) => unknown,
  score?: (item: T) => number,
): T[] {
  if (!sorts.length) return items;
  return [...items].sort(comparator(sorts, json, score));
}

/** Term search over the text fields of an entity: every word must occur; the score counts name hits most. */
export function termScore(entity: Json, term: string): number {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  const texts: [string, number][] = [];
  const translated = (entity.translated ?? {}) as Json;
  for (const [field, value] of Object.entries({ ...entity, ...translated })) {
    if (typeof value === "string" && !/Id$|^id$|^apiAlias$|At$/.test(field)) {
      texts.push([value.toLowerCase(), field === "name" || field === "title" ? 10 : 1]);
    }
  }
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const [text, weight] of texts) if (text.includes(word)) best = Math.max(best, weight);
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function numbers(entities: unknown[], field: string): number[] {
  const out: number[] = [];
  for (const entity of entities) {
    for (const value of valuesAt(entity, field)) {
      const number =
        typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
      if (typeof value !== "boolean" && !Number.isNaN(number)) out.push(number);
      else if (typeof value === "boolean") out.push(Number(value));
    }
  }
  return out;
}

function bucketKey(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** One aggregation over a set of entities, in Shopware's answer shape (`<name>_aggregation`). */
export function aggregate(aggregation: Aggregation, entities: unknown[], scope: EntityScope): [string, Json] {
  const apiAlias = `${aggregation.name}_aggregation`;
  switch (aggregation.type) {
    case "filter": {
      const inner = entities.filter((entity) => matchesAll(entity, aggregation.filter));
      return aggregate(aggregation.aggregation, inner, scope);
    }
    case "terms": {
      const buckets = new Map<string | null, unknown[]>();
      for (const entity of entities) {
        const seen = new Set<string | null>();
        for (const value of valuesAt(entity, aggregation.field)) {
          const bucket = bucketKey(value);
          if (seen.has(bucket)) continue;
          seen.add(bucket);
          const members = buckets.get(bucket);
          if (members) members.push(entity);
          else buckets.set(bucket, [entity]);
        }
      }
      let keys = [...buckets.keys()];
      const sort = aggregation.sort[0];
      if (sort?.field === "_count") {
        keys.sort(
          (a, b) =>
            ((buckets.get(a)?.length ?? 0) - (buckets.get(b)?.length ?? 0)) *
            (sort.order === "DESC" ? -1 : 1),
        );
      } else {
        keys.sort(
          (a, b) => compareValues(a, b, sort?.naturalSorting ?? false) * (sort?.order === "DESC" ? -1 : 1),
        );
      }
      if (aggregation.limit !== undefined) keys = keys.slice(0, aggregation.limit);
      return [
        aggregation.name,
        {
          buckets: keys.map((bucket) => {
            const members = buckets.get(bucket) ?? [];
            const nested = aggregation.aggregation
              ? aggregate(aggregation.aggregation, members, scope)
              : undefined;
            return {
              key: bucket,
              count: members.length,
              ...(nested ? { [nested[0]]: nested[1] } : {}),
              apiAlias: "aggregation_bucket",
            };
          }),
          apiAlias,
        },
      ];
    }
    case "entity": {
      const ids = new Set<string>();
      for (const entity of entities)
        for (const value of valuesAt(entity, aggregation.field))
          if (typeof value === "string") ids.add(value.toLowerCase());
      const all = scope.definitions?.(aggregation.definition) ?? [];
      return [aggregation.name, { entities: all.filter((entity) => ids.has(String(entity.id))), apiAlias }];
    }
    case "count":
      return [
        aggregation.name,
        {
          count: entities.reduce<number>(
            (total, entity) =>
              total + (valuesAt(entity, aggregation.field).some((value) => value !== null) ? 1 : 0),
            0,
          ),
          apiAlias,
        },
      ];
    default: {
      const values = numbers(entities, aggregation.field);
      const sum = values.reduce((total, value) => total + value, 0);
      const min = values.length ? Math.min(...values) : null;
      const max = values.length ? Math.max(...values) : null;
      const avg = values.length ? round(sum / values.length) : null;
      const total = values.length ? round(sum) : null;
      if (aggregation.type === "stats") return [aggregation.name, { min, max, avg, sum: total, apiAlias }];
      const result = { min, max, avg, sum: total }[aggregation.type];
      return [aggregation.name, { [aggregation.type]: result, apiAlias }];
    }
  }
}

/** Every aggregation of a Criteria, keyed by name ([] when there are none, like Shopware's empty collection). */
export function aggregateAll(
  aggregations: Aggregation[],
  entities: unknown[],
  scope: EntityScope,
): Json | never[] {
  if (!aggregations.length) return [];
  return Object.fromEntries(aggregations.map((aggregation) => aggregate(aggregation, entities, scope)));
}

/** Shopware's total for a total count mode: exact counts all; none counts the page; next-pages up to 6 pages + 1. */
export function totalFor(mode: TotalCountMode, found: number, offset: number, limit: number | null): number {
  if (mode === 1 || limit === null) return mode === 1 ? found : Math.max(0, found - offset);
  const rest = Math.max(0, found - offset);
  return mode === 2 ? Math.min(rest, limit * 6 + 1) : Math.min(rest, limit);
}

/** What a search over a collection answers with (elements are the source items, not yet serialized). */
export interface SearchOutcome<T> {
  elements: T[];
  total: number;
  page: number;
  limit: number | null;
  aggregations: Json | never[];
}

/** Options of one search. */
export interface SearchOptions<T> extends EntityScope {
  /** The JSON that filters, sorting and aggregations read. */
  json: (item: T) => Json;
  /** The id of an item (for `ids`); defaults to `json(item).id`. */
  id?: (item: T) => string;
  /** Page size when the request gives none (null: everything). */
  defaultLimit?: number | null;
  /** Total count mode when the request gives none (Shopware: none). */
  defaultTotalCountMode?: TotalCountMode;
  /** A route's own term matching (e.g. the product search); default: text fields. */
  term?: (term: string) => Map<T, number>;
}

/**
 * Runs a Criteria over a collection: ids, filter, term, aggregations (before post-filter), post-filter, sort,
 * total count mode and paging. Pure: the items are not copied or changed.
 */
export function search<T>(
  items: readonly T[],
  criteria: Criteria,
  options: SearchOptions<T>,
): SearchOutcome<T> {
  validateCriteria(criteria, options);
  const json = options.json;
  let found: T[] = items as T[];
  if (criteria.ids) {
    const idOf = options.id ?? ((item: T) => String(json(item).id));
    const byId = new Map(found.map((item) => [idOf(item), item]));
    found = criteria.ids.flatMap((id) => byId.get(id) ?? []);
  }
  if (criteria.filter.length) found = found.filter((item) => matchesAll(json(item), criteria.filter));
  let scores: Map<T, number> | undefined;
  if (criteria.term) {
    scores = options.term
      ? options.term(criteria.term)
      : new Map(found.map((item) => [item, termScore(json(item), criteria.term as string)]));
    const scored = scores;
    found = found.filter((item) => (scored.get(item) ?? 0) > 0);
  }
  const aggregations = aggregateAll(criteria.aggregations, found.map(json), options);
  if (criteria.postFilter.length) found = found.filter((item) => matchesAll(json(item), criteria.postFilter));
  const sorts =
    criteria.sort.length || !scores
      ? criteria.sort
      : [{ field: "_score", order: "DESC" as const, naturalSorting: false }];
  if (sorts.length) {
    const scored = scores;
    found = sortBy(found, sorts, json, scored ? (item) => scored.get(item) ?? 0 : undefined);
  }
  // Like Shopware: a request by ids without a limit gets them all.
  const limit = criteria.limit ?? (criteria.ids ? null : (options.defaultLimit ?? null));
  const page = criteria.page ?? 1;
  const offset = limit === null ? 0 : (page - 1) * limit;
  const elements = limit === null ? found : found.slice(offset, offset + limit);
  const mode = criteria.totalCountMode ?? options.defaultTotalCountMode ?? 0;
  return { elements, total: totalFor(mode, found.length, offset, limit), page, limit, aggregations };
}

/** Loads a missing association of an entity (e.g. a country's states), or undefined. */
export type AssociationLoader = (name: string, entity: Json) => unknown;

/**
 * Applies the associations of a Criteria to one entity: a loaded to-many association gets its own filter, sort and
 * paging; a missing one is loaded when the loader knows it. Returns the entity itself when nothing changes.
 */
export function withAssociations(
  entity: Json,
  associations: Record<string, Criteria>,
  load?: AssociationLoader,
): Json {
  let out = entity;
  for (const [name, criteria] of Object.entries(associations)) {
    let value = entity[name];
    if (value === undefined || value === null) value = load?.(name, entity);
    if (value === undefined) continue;
    let next: unknown = value;
    if (Array.isArray(value)) {
      const nested = value as Json[];
      const result = search(nested, criteria, {
        entity: name,
        json: (item) => item,
        fields:
          criteria.filter.length || criteria.sort.length || criteria.postFilter.length
            ? fieldIndex(nested)
            : undefined,
      });
      next = result.elements.map((item) =>
        Object.keys(criteria.associations).length ? withAssociations(item, criteria.associations) : item,
      );
    } else if (value && typeof value === "object" && Object.keys(criteria.associations).length) {
      next = withAssociations(value as Json, criteria.associations);
    }
    if (next !== entity[name]) {
      if (out === entity) out = { ...entity };
      out[name] = next;
    }
  }
  return out;
}

/**
 * Shopware's `includes`: an object whose apiAlias is listed keeps only the listed fields (and apiAlias); other
 * objects are walked into. Returns new objects only where something is dropped.
 */
export function applyIncludes(value: unknown, includes: Record<string, string[]>): unknown {
  if (Array.isArray(value)) return value.map((item) => applyIncludes(item, includes));
  if (value === null || typeof value !== "object") return value;
  const object = value as Json;
  const alias = typeof object.apiAlias === "string" ? object.apiAlias : undefined;
  const fields = alias ? includes[alias] : undefined;
  const out: Json = {};
  if (fields) {
    // Only the listed fields are visited (a product has some 70, a listing asks for about 25).
    for (const name of fields) if (name in object) out[name] = applyIncludes(object[name], includes);
    out.apiAlias = alias;
    return out;
  }
  for (const [name, child] of Object.entries(object)) out[name] = applyIncludes(child, includes);
  return out;
}
