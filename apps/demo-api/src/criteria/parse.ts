import { gunzipSync } from "node:zlib";
import { fail } from "../errors.js";

type Json = Record<string, unknown>;

/** A Criteria filter (Shopware's DAL filter types of the Store API). */
export type Filter =
  | { type: "equals"; field: string; value: unknown }
  | { type: "equalsAny"; field: string; value: unknown[] }
  | { type: "contains" | "prefix" | "suffix"; field: string; value: string }
  | { type: "range"; field: string; parameters: RangeParameters }
  | { type: "multi"; operator: "and" | "or" | "xor"; queries: Filter[] }
  | { type: "not"; operator: "and" | "or"; queries: Filter[] };

/** The bounds of a range filter. */
export interface RangeParameters {
  gt?: number | string;
  gte?: number | string;
  lt?: number | string;
  lte?: number | string;
}

/** One sorting of a Criteria. */
export interface Sorting {
  field: string;
  order: "ASC" | "DESC";
  naturalSorting: boolean;
}

/** An aggregation of a Criteria. */
export type Aggregation =
  | { name: string; type: "terms"; field: string; limit?: number; sort: Sorting[]; aggregation?: Aggregation }
  | { name: string; type: "entity"; field: string; definition: string }
  | { name: string; type: "min" | "max" | "avg" | "sum" | "count" | "stats"; field: string }
  | { name: string; type: "filter"; filter: Filter[]; aggregation: Aggregation };

/** Shopware's total count modes: none (0), exact (1), next-pages (2). */
export type TotalCountMode = 0 | 1 | 2;

/** A parsed Criteria (the Store API search request). */
export interface Criteria {
  page?: number;
  limit?: number;
  ids?: string[];
  term?: string;
  filter: Filter[];
  postFilter: Filter[];
  sort: Sorting[];
  aggregations: Aggregation[];
  associations: Record<string, Criteria>;
  includes?: Record<string, string[]>;
  totalCountMode?: TotalCountMode;
}

/** The keys of a request that belong to the Criteria (the others are a route's own parameters). */
export const CRITERIA_KEYS = [
  "page",
  "limit",
  "ids",
  "term",
  "filter",
  "post-filter",
  "sort",
  "aggregations",
  "associations",
  "includes",
  "total-count-mode",
] as const;

const FILTER_TYPES = new Set([
  "equals",
  "equalsAny",
  "contains",
  "prefix",
  "suffix",
  "range",
  "multi",
  "not",
]);
const METRIC_TYPES = new Set(["min", "max", "avg", "sum", "count", "stats"]);
const TOTAL_COUNT_MODES: Record<string, TotalCountMode> = {
  none: 0,
  exact: 1,
  "next-pages": 2,
  "0": 0,
  "1": 1,
  "2": 2,
};
const MAX_DEPTH = 8;
const MAX_FILTERS = 200;

function invalid(detail: string, pointer: string, code = "FRAMEWORK__INVALID_CRITERIA_PARAMETER"): never {
  return fail(400, code, detail, pointer);
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fieldOf(value: unknown, pointer: string, code: string): string {
  if (typeof value !== "string" || value === "" || value.length > 200 || !/^[A-Za-z0-9_.-]+$/.test(value)) {
    invalid("The field must be a field name of the entity.", pointer, code);
  }
  return value;
}

function integer(
  value: unknown,
  name: string,
  pointer: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const number = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
    invalid(`"${name}" must be an integer between ${min} and ${max}.`, pointer);
  }
  return number;
}

/** Reads a list that may come as an array or an object with numeric keys (query strings). */
function list(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isObject(value)) return Object.values(value);
  return undefined;
}

/** Parses one filter (and its nested queries); unknown types answer 400 with a pointer to `type`. */
export function parseFilter(input: unknown, pointer: string, depth = 0): Filter {
  const code = "FRAMEWORK__INVALID_FILTER_QUERY";
  if (!isObject(input)) invalid("A filter must be an object.", pointer, code);
  if (depth > MAX_DEPTH) invalid("The filter is nested too deeply.", pointer, code);
  const type = input.type;
  if (typeof type !== "string" || !FILTER_TYPES.has(type)) {
    invalid(`Unsupported filter type: ${String(type).slice(0, 50)}`, `${pointer}/type`, code);
  }
  if (type === "multi" || type === "not") {
    const operator = String(input.operator ?? "and").toLowerCase();
    const allowed = type === "multi" ? ["and", "or", "xor"] : ["and", "or"];
    if (!allowed.includes(operator))
      invalid(`The operator must be one of ${allowed.join(", ")}.`, `${pointer}/operator`, code);
    const queries = list(input.queries);
    if (!queries || queries.length > MAX_FILTERS)
      invalid("The queries must be a list of filters.", `${pointer}/queries`, code);
    return {
      type,
      operator,
      queries: queries.map((query, index) => parseFilter(query, `${pointer}/queries/${index}`, depth + 1)),
    } as Filter;
  }
  const field = fieldOf(input.field, `${pointer}/field`, code);
  if (type === "range") {
    const parameters = input.parameters;
    if (!isObject(parameters)) invalid("A range filter needs parameters.", `${pointer}/parameters`, code);
    const bounds: RangeParameters = {};
    for (const key of Object.keys(parameters)) {
      const bound = parameters[key];
      if (
        !["gt", "gte", "lt", "lte"].includes(key) ||
        (typeof bound !== "number" && typeof bound !== "string")
      ) {
        invalid(
          "Range parameters are gt, gte, lt, lte with a number or a date.",
          `${pointer}/parameters/${key}`,
          code,
        );
      }
      bounds[key as keyof RangeParameters] = bound;
    }
    return { type, field, parameters: bounds };
  }
  if (type === "equalsAny") {
    const value = input.value;
    const values =
      typeof value === "string"
        ? value.split("|")
        : (list(value) ?? (value === undefined ? undefined : [value]));
    if (!values || values.length > 1000)
      invalid("equalsAny needs a list of values.", `${pointer}/value`, code);
    return { type, field, value: values };
  }
  if (type === "contains" || type === "prefix" || type === "suffix") {
    if (typeof input.value !== "string" && typeof input.value !== "number")
      invalid(`A ${type} filter needs a string value.`, `${pointer}/value`, code);
    return { type, field, value: String(input.value) };
  }
  if (!("value" in input)) invalid("An equals filter needs a value.", `${pointer}/value`, code);
  return { type: "equals", field, value: input.value };
}

function parseFilters(value: unknown, pointer: string): Filter[] {
  if (value === undefined || value === null) return [];
  const filters = list(value);
  if (!filters || filters.length > MAX_FILTERS)
    invalid("Filters must be a list.", pointer, "FRAMEWORK__INVALID_FILTER_QUERY");
  return filters.map((filter, index) => parseFilter(filter, `${pointer}/${index}`));
}

function parseSort(value: unknown, pointer: string): Sorting[] {
  if (value === undefined || value === null || value === "") return [];
  const code = "FRAMEWORK__INVALID_SORT_QUERY";
  // GET: "sort=-name,price" (Shopware's string form; a minus sorts descending).
  if (typeof value === "string") {
    return value.split(",").map((part, index) => {
      const descending = part.startsWith("-");
      return {
        field: fieldOf(descending ? part.slice(1) : part, `${pointer}/${index}/field`, code),
        order: descending ? "DESC" : "ASC",
        naturalSorting: false,
      };
    });
  }
  const sorts = list(value);
  if (!sorts || sorts.length > 20) invalid("The sort must be a list.", pointer, code);
  return sorts.map((sort, index) => {
    if (!isObject(sort)) invalid("A sorting must be an object.", `${pointer}/${index}`, code);
    const order = String(sort.order ?? "ASC").toUpperCase();
    if (order !== "ASC" && order !== "DESC")
      invalid("The order must be ASC or DESC.", `${pointer}/${index}/order`, code);
    const natural = sort.naturalSorting;
    return {
      field: fieldOf(sort.field, `${pointer}/${index}/field`, code),
      order,
      naturalSorting: natural === true || natural === "true" || natural === "1" || natural === 1,
    };
  });
}

function parseAggregation(input: unknown, pointer: string, depth = 0): Aggregation {
  const code = "FRAMEWORK__INVALID_AGGREGATION_QUERY";
  if (!isObject(input)) invalid("An aggregation must be an object.", pointer, code);
  if (depth > MAX_DEPTH) invalid("The aggregation is nested too deeply.", pointer, code);
  const name = input.name;
  if (typeof name !== "string" || name === "" || name.length > 100 || !/^[A-Za-z0-9_-]+$/.test(name)) {
    invalid("An aggregation needs a name (letters, digits, - and _).", `${pointer}/name`, code);
  }
  const type = input.type;
  if (type === "filter") {
    if (!isObject(input.aggregation))
      invalid("A filter aggregation needs an aggregation.", `${pointer}/aggregation`, code);
    return {
      name,
      type,
      filter: parseFilters(input.filter, `${pointer}/filter`),
      aggregation: parseAggregation(input.aggregation, `${pointer}/aggregation`, depth + 1),
    };
  }
  if (typeof type !== "string" || !(type === "terms" || type === "entity" || METRIC_TYPES.has(type))) {
    invalid(`Unsupported aggregation type: ${String(type).slice(0, 50)}`, `${pointer}/type`, code);
  }
  const field = fieldOf(input.field, `${pointer}/field`, code);
  if (type === "entity") {
    if (typeof input.definition !== "string")
      invalid("An entity aggregation needs a definition.", `${pointer}/definition`, code);
    return { name, type, field, definition: input.definition };
  }
  if (type === "terms") {
    return {
      name,
      type,
      field,
      limit: integer(input.limit, "limit", `${pointer}/limit`, 1, 1000),
      sort: parseSort(input.sort, `${pointer}/sort`),
      ...(isObject(input.aggregation)
        ? { aggregation: parseAggregation(input.aggregation, `${pointer}/aggregation`, depth + 1) }
        : {}),
    };
  }
  return { name, type: type as "min", field };
}

function parseIncludes(value: unknown, pointer: string): Record<string, string[]> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) invalid('"includes" must map an apiAlias to a list of fields.', pointer);
  const includes: Record<string, string[]> = {};
  for (const [alias, fields] of Object.entries(value)) {
    const names = typeof fields === "string" ? fields.split(",") : list(fields);
    if (!names?.every((name) => typeof name === "string"))
      invalid("Includes must be lists of field names.", `${pointer}/${alias}`);
    includes[alias] = names as string[];
  }
  return includes;
}

function parseAssociations(value: unknown, pointer: string, depth: number): Record<string, Criteria> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) invalid('"associations" must be an object.', pointer);
  const associations: Record<string, Criteria> = {};
  for (const [name, criteria] of Object.entries(value)) {
    if (!/^[A-Za-z0-9_]+$/.test(name)) invalid("An association name is a field name.", `${pointer}/${name}`);
    associations[name] = parseCriteria(isObject(criteria) ? criteria : {}, `${pointer}/${name}`, depth + 1);
  }
  return associations;
}

/** Parses a Criteria from a request payload; bad input answers 400 with a pointer into the payload. */
export function parseCriteria(input: Json, pointer = "", depth = 0): Criteria {
  if (depth > MAX_DEPTH) invalid("The associations are nested too deeply.", pointer);
  const mode = input["total-count-mode"];
  const ids = input.ids;
  const idList = typeof ids === "string" ? ids.split("|") : list(ids);
  if (
    ids !== undefined &&
    (!idList || idList.length > 1000 || !idList.every((id) => typeof id === "string"))
  ) {
    invalid('"ids" must be a list of ids.', `${pointer}/ids`);
  }
  const term = input.term;
  if (term !== undefined && term !== null && (typeof term !== "string" || term.length > 255))
    invalid('"term" must be a string of at most 255 characters.', `${pointer}/term`);
  const aggregations = list(input.aggregations);
  if (input.aggregations !== undefined && (!aggregations || aggregations.length > 50))
    invalid(
      '"aggregations" must be a list.',
      `${pointer}/aggregations`,
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
    );
  return {
    page: integer(input.page ?? input.p, "page", `${pointer}/page`, 1, 100_000),
    limit: integer(input.limit, "limit", `${pointer}/limit`, 1, 500),
    ...(idList ? { ids: (idList as string[]).map((id) => id.toLowerCase()) } : {}),
    ...(typeof term === "string" && term.trim() !== "" ? { term: term.trim() } : {}),
    filter: parseFilters(input.filter, `${pointer}/filter`),
    postFilter: parseFilters(input["post-filter"], `${pointer}/post-filter`),
    sort: parseSort(input.sort, `${pointer}/sort`),
    aggregations: (aggregations ?? []).map((aggregation, index) =>
      parseAggregation(aggregation, `${pointer}/aggregations/${index}`),
    ),
    associations: parseAssociations(input.associations, `${pointer}/associations`, depth),
    includes: parseIncludes(input.includes, `${pointer}/includes`),
    // Like Shopware: unknown modes fall back to none.
    ...(mode !== undefined && mode !== null ? { totalCountMode: TOTAL_COUNT_MODES[String(mode)] ?? 0 } : {}),
  };
}

/** Decodes Shopware's `_criteria` GET parameter: base64url(gzip(JSON)). */
export function decodeCompressedCriteria(encoded: string): Json {
  const pointer = "/_criteria";
  if (encoded.length > 128 * 1024) invalid("The _criteria parameter is too long.", pointer);
  try {
    const zipped = Buffer.from(encoded, "base64url");
    const text = gunzipSync(zipped, { maxOutputLength: 128 * 1024 * 20 }).toString("utf8");
    const payload = JSON.parse(text) as unknown;
    if (!isObject(payload)) throw new Error("not an object");
    return payload;
  } catch {
    return invalid("The _criteria parameter is not base64url-encoded gzipped JSON.", pointer);
  }
}

/** Turns `a[b][0]=x` query keys into nested objects (PHP's query parsing, which Shopware's GET criteria use). */
export function nestQuery(query: Record<string, string | string[]>): Json {
  const out: Json = {};
  for (const [rawKey, rawValue] of Object.entries(query)) {
    const value = Array.isArray(rawValue) ? rawValue : rawValue;
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match?.[2]) {
      out[rawKey] = Array.isArray(value) ? value[value.length - 1] : value;
      continue;
    }
    const parts = [
      match[1] as string,
      ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] as string),
    ];
    if (parts.length > 12) continue;
    let node: Json = out;
    for (let index = 0; index < parts.length - 1; index += 1) {
      const key = parts[index] as string;
      const next = node[key];
      if (!isObject(next)) node[key] = {};
      node = node[key] as Json;
    }
    const last = parts[parts.length - 1] as string;
    const values = Array.isArray(value) ? value : [value];
    if (last === "") {
      let index = Object.keys(node).length;
      for (const item of values) node[String(index++)] = item;
    } else node[last] = values[values.length - 1];
  }
  return out;
}

/** The criteria payload of a request: the JSON body, else the query (with `_criteria` decoded). */
export function criteriaPayload(query: Record<string, string | string[]>, body: Json): Json {
  const nested = nestQuery(query);
  const compressed = typeof nested._criteria === "string" ? decodeCompressedCriteria(nested._criteria) : {};
  const { _criteria: _ignored, ...plain } = nested;
  return { ...plain, ...compressed, ...body };
}
