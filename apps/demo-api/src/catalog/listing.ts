import {
  aggregateAll,
  applyIncludes,
  type Criteria,
  type Filter,
  matchesAll,
  reshapes,
  shapeElements,
  shapeResponse,
  sortBy,
  validateCriteria,
} from "../criteria/index.js";
import { fail } from "../errors.js";
import { isId } from "../validation.js";
import { catalogueDefinitions, productAssociation, productScope } from "./criteria-scope.js";
import type { CatalogueProduct, CatalogueReadModel, ListingEntry } from "./read-model.js";
import { listingTextWithSeoUrls } from "./seo-urls.js";

type Json = Record<string, unknown>;

/** Default page size of listings (Shopware's default). */
export const DEFAULT_LIMIT = 24;
/** Largest page size a request may ask for. */
export const MAX_LIMIT = 100;
/** Longest filter parameter accepted (ids joined by |). */
const MAX_PARAMETER_LENGTH = 4000;

/** The sortings of a listing, Shopware's default product sortings. */
export const SORTINGS = [
  { key: "name-asc", label: "Name A-Z", priority: 5 },
  { key: "name-desc", label: "Name Z-A", priority: 4 },
  { key: "price-asc", label: "Price ascending", priority: 3 },
  { key: "price-desc", label: "Price descending", priority: 2 },
  { key: "topseller", label: "Topseller", priority: 1 },
] as const;
const SCORE_SORTING = { key: "score", label: "Top results", priority: 6 } as const;

/** The listing parameters of a request (query string and JSON body merged; the body wins). */
export interface ListingParameters {
  page: number;
  limit: number;
  order: string | undefined;
  manufacturer: string[];
  properties: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  rating: number | undefined;
  shippingFree: boolean;
  onlyAggregations: boolean;
  reduceAggregations: boolean;
  noAggregations: boolean;
  filtersEnabled: {
    manufacturer: boolean;
    price: boolean;
    rating: boolean;
    shippingFree: boolean;
    properties: boolean;
  };
}

function flag(value: unknown): boolean {
  // Shopware treats the presence of these flags as true; "", "0" and "false" from a form still count as off here.
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return !["", "0", "false"].includes(value.trim().toLowerCase());
  return Boolean(value);
}

function enabled(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return !["0", "false", ""].includes(value.trim().toLowerCase());
  return Boolean(value);
}

function integer(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number))
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      `The parameter "${name}" must be a number.`,
      `/${name}`,
    );
  if (number < min || number > max) {
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      `The parameter "${name}" must be between ${min} and ${max}.`,
      `/${name}`,
    );
  }
  return number;
}

function idList(value: unknown, name: string): string[] {
  if (value === undefined || value === null || value === "") return [];
  const parts = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value.length > MAX_PARAMETER_LENGTH
        ? fail(
            400,
            "FRAMEWORK__INVALID_REQUEST_PARAMETER",
            `The parameter "${name}" is too long.`,
            `/${name}`,
          )
        : value.split("|")
      : fail(
          400,
          "FRAMEWORK__INVALID_REQUEST_PARAMETER",
          `The parameter "${name}" must be ids joined by "|".`,
          `/${name}`,
        );
  if (parts.length > 200)
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      `The parameter "${name}" has too many ids.`,
      `/${name}`,
    );
  // Like Shopware, ids that are not ids are ignored; they cannot match anything.
  return [
    ...new Set(
      parts
        .filter((part): part is string => typeof part === "string" && isId(part.trim()))
        .map((part) => part.trim()),
    ),
  ];
}

/** Reads the listing parameters from query and body (both are accepted, like Shopware). */
export function parseListingParameters(query: Record<string, string>, body: Json): ListingParameters {
  const input: Json = { ...query, ...body };
  const order = input.order;
  if (order !== undefined && order !== null && (typeof order !== "string" || order.length > 100)) {
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      'The parameter "order" must be a sorting key.',
      "/order",
    );
  }
  const minPrice = integer(input["min-price"], "min-price", 0, 1_000_000);
  const maxPrice = integer(input["max-price"], "max-price", 0, 1_000_000);
  return {
    page: integer(input.p ?? input.page, "p", 1, 100_000) ?? 1,
    limit: integer(input.limit, "limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
    order: typeof order === "string" && order !== "" ? order : undefined,
    manufacturer: idList(input.manufacturer, "manufacturer"),
    properties: idList(input.properties, "properties"),
    minPrice: minPrice || undefined,
    maxPrice: maxPrice || undefined,
    rating: integer(input.rating, "rating", 0, 5) || undefined,
    shippingFree: flag(input["shipping-free"]),
    onlyAggregations: flag(input["only-aggregations"]),
    reduceAggregations: flag(input["reduce-aggregations"]),
    noAggregations: flag(input["no-aggregations"]),
    filtersEnabled: {
      manufacturer: enabled(input["manufacturer-filter"]),
      price: enabled(input["price-filter"]),
      rating: enabled(input["rating-filter"]),
      shippingFree: enabled(input["shipping-free-filter"]),
      properties: enabled(input["property-filter"]),
    },
  };
}

type FilterName = "manufacturer" | "properties" | "price" | "rating" | "shipping-free" | "post-filter";

/** The products an entry stands for: a family's variants, or the product itself. */
function membersOf(model: CatalogueReadModel, entry: ListingEntry): CatalogueProduct[] {
  const variants = model.families.get(entry.id);
  if (variants?.length) return variants;
  const product = model.products.get(entry.id);
  return product ? [product] : [];
}

/** Like Shopware's variant listing: an entry matches Criteria filters if one of its variants does. */
function entryMatches(model: CatalogueReadModel, entry: ListingEntry, filters: Filter[]): boolean {
  return membersOf(model, entry).some((member) => matchesAll(member.json, filters));
}

/** The post-filters of a request as predicates, by filter name. */
function filtersOf(
  model: CatalogueReadModel,
  parameters: ListingParameters,
  postFilter: Filter[] = [],
): Map<FilterName, (entry: ListingEntry) => boolean> {
  const filters = new Map<FilterName, (entry: ListingEntry) => boolean>();
  const on = parameters.filtersEnabled;
  if (on.manufacturer && parameters.manufacturer.length) {
    const wanted = new Set(parameters.manufacturer);
    filters.set("manufacturer", (entry) => entry.manufacturerId !== null && wanted.has(entry.manufacturerId));
  }
  if (on.properties && parameters.properties.length) {
    // Options of one group are alternatives (OR); different groups must all match (AND).
    const byGroup = new Map<string, string[]>();
    for (const id of parameters.properties) {
      const groupId = model.options.get(id)?.groupId ?? `unknown:${id}`;
      byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), id]);
    }
    const groups = [...byGroup.values()];
    filters.set("properties", (entry) => groups.every((ids) => ids.some((id) => entry.optionIds.has(id))));
  }
  if (on.price && (parameters.minPrice !== undefined || parameters.maxPrice !== undefined)) {
    const min = parameters.minPrice ?? 0;
    const max = parameters.maxPrice ?? Number.POSITIVE_INFINITY;
    filters.set("price", (entry) => entry.price >= min && entry.price <= max);
  }
  if (on.rating && parameters.rating !== undefined) {
    const rating = parameters.rating;
    filters.set("rating", (entry) => entry.rating >= rating);
  }
  if (on.shippingFree && parameters.shippingFree) filters.set("shipping-free", (entry) => entry.shippingFree);
  if (postFilter.length) filters.set("post-filter", (entry) => entryMatches(model, entry, postFilter));
  return filters;
}

function apply(
  entries: ListingEntry[],
  filters: Map<FilterName, (entry: ListingEntry) => boolean>,
  except?: FilterName,
) {
  const active = [...filters].filter(([name]) => name !== except).map(([, predicate]) => predicate);
  if (!active.length) return entries;
  return entries.filter((entry) => active.every((predicate) => predicate(entry)));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One aggregation over a set of entries, in Shopware's shape. */
function aggregation(model: CatalogueReadModel, name: FilterName, entries: ListingEntry[]): Json {
  switch (name) {
    case "manufacturer": {
      const ids = new Set(
        entries.map((entry) => entry.manufacturerId).filter((id): id is string => id !== null),
      );
      return {
        entities: [...model.manufacturers.values()].filter((manufacturer) =>
          ids.has(String(manufacturer.id)),
        ),
        apiAlias: "manufacturer_aggregation",
      };
    }
    case "properties": {
      const ids = new Set<string>();
      for (const entry of entries) for (const id of entry.optionIds) ids.add(id);
      const groups = [...model.groups.values()]
        .map((group) => {
          const options = [...model.options.values()]
            .filter((option) => option.groupId === group.id && ids.has(option.id))
            .sort((a, b) =>
              group.sortingType === "alphanumeric" ? a.name.localeCompare(b.name) : a.position - b.position,
            );
          return { ...group, options };
        })
        .filter((group) => group.options.length > 0);
      return { entities: groups, apiAlias: "properties_aggregation" };
    }
    case "price": {
      if (!entries.length)
        return { min: null, max: null, avg: null, sum: null, apiAlias: "price_aggregation" };
      const prices = entries.map((entry) => entry.price);
      const sum = prices.reduce((total, price) => total + price, 0);
      return {
        min: Math.min(...prices),
        max: Math.max(...prices),
        avg: round2(sum / prices.length),
        sum: round2(sum),
        apiAlias: "price_aggregation",
      };
    }
    case "rating":
      return {
        max: entries.length ? Math.max(...entries.map((entry) => entry.rating)) : null,
        apiAlias: "rating_aggregation",
      };
    case "shipping-free":
      return {
        max: entries.length ? (entries.some((entry) => entry.shippingFree) ? 1 : 0) : null,
        apiAlias: "shipping-free_aggregation",
      };
    case "post-filter":
      return {};
  }
}

const AGGREGATION_NAMES: FilterName[] = ["manufacturer", "price", "rating", "shipping-free", "properties"];

/** The aggregations of a listing as JSON text (cached: the same base set and filters give the same text). */
function aggregationsText(
  model: CatalogueReadModel,
  baseKey: string,
  base: ListingEntry[],
  parameters: ListingParameters,
  filters: Map<FilterName, (entry: ListingEntry) => boolean>,
  postFilter: Filter[],
): string {
  const on = parameters.filtersEnabled;
  const enabledNames = AGGREGATION_NAMES.filter((name) =>
    name === "manufacturer"
      ? on.manufacturer
      : name === "properties"
        ? on.properties
        : name === "price"
          ? on.price
          : name === "rating"
            ? on.rating
            : on.shippingFree,
  );
  const reduced = parameters.reduceAggregations && filters.size > 0;
  const key = `aggregations:${baseKey}:${enabledNames.join(",")}:${reduced ? `${filterKey(parameters)}${JSON.stringify(postFilter)}` : ""}`;
  return model.memo(key, () => {
    const result: Json = {};
    for (const name of enabledNames) {
      // Reduced: every other post-filter applies, so only values that still lead to results are offered.
      result[name] = aggregation(model, name, reduced ? apply(base, filters, name) : base);
    }
    return JSON.stringify(result);
  });
}

function filterKey(parameters: ListingParameters): string {
  return JSON.stringify([
    [...parameters.manufacturer].sort(),
    [...parameters.properties].sort(),
    [parameters.minPrice, parameters.maxPrice],
    parameters.rating,
    parameters.shippingFree,
  ]);
}

function sortEntries(entries: ListingEntry[], order: string, scores?: Map<string, number>): ListingEntry[] {
  const byName = (a: ListingEntry, b: ListingEntry) =>
    a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id);
  const sorted = [...entries];
  switch (order) {
    case "name-desc":
      return sorted.sort((a, b) => byName(b, a));
    case "price-asc":
      return sorted.sort((a, b) => a.price - b.price || byName(a, b));
    case "price-desc":
      return sorted.sort((a, b) => b.price - a.price || byName(a, b));
    case "topseller":
      return sorted.sort((a, b) => b.sales - a.sales || byName(a, b));
    case "score":
      return sorted.sort(
        (a, b) => (scores?.get(b.id) ?? 0) - (scores?.get(a.id) ?? 0) || b.sales - a.sales || byName(a, b),
      );
    default:
      return sorted.sort(byName);
  }
}

/** Search: every word must occur; a match in the name weighs most, then the number, manufacturer and options. */
export function searchEntries(
  model: CatalogueReadModel,
  term: string,
): { entries: ListingEntry[]; scores: Map<string, number> } {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 10);
  return model.memo(`search:${words.join(" ")}`, () => {
    const scores = new Map<string, number>();
    const entries = model.entries.filter((entry) => {
      if (!words.every((word) => entry.searchText.includes(word))) return false;
      const name = entry.name.toLowerCase();
      let score = 0;
      for (const word of words) {
        if (name.startsWith(word)) score += 100;
        else if (name.split(/\s+/).some((part) => part.startsWith(word))) score += 60;
        else if (name.includes(word)) score += 40;
        else if (entry.productNumber.toLowerCase().includes(word)) score += 30;
        else if (entry.manufacturerName.toLowerCase().includes(word)) score += 20;
        else score += 10;
      }
      scores.set(entry.id, score);
      return true;
    });
    return { entries, scores };
  });
}

/** What a listing call answers with. */
export interface ListingRequest {
  /** Cache key of the base set (category id or search term). */
  baseKey: string;
  base: ListingEntry[];
  parameters: ListingParameters;
  navigationId: string;
  search?: string;
  scores?: Map<string, number>;
  /** search-suggest: no aggregations, filters or sortings. */
  suggest?: boolean;
  /** The request's Criteria (filter, post-filter, sort, aggregations, associations, includes). */
  criteria?: Criteria;
  /**
   * The request's language and currency: names sort, prices filter, sort and aggregate in them (the answer's
   * texts and prices are localized on the way out, see catalog/localize.ts).
   */
  locale?: { languageId: string; currencyId: string };
  /**
   * With `sw-include-seo-urls`: the language whose SEO URLs the products carry, each product's text filled once
   * (see `listingSeoUrls`). Only for an answer the criteria do not reshape.
   */
  seoUrlsLanguageId?: string;
}

/**
 * Whether a listing answer can carry its products' SEO URLs from memory (no criteria that reshape it); the route
 * then passes `seoUrlsLanguageId`.
 */
export function listingSeoUrls(criteria: Criteria | undefined): boolean {
  return !criteria || !reshapes(criteria);
}

/**
 * The variant a family entry previews: like Shopware, a listing narrowed by variant options (the `properties`
 * parameter or Criteria filters) shows a variant that has them, the main variant when it does.
 */
function previewOf(
  model: CatalogueReadModel,
  entry: ListingEntry,
  wanted: Map<string, Set<string>>,
  filters: Filter[],
): string {
  const variants = model.families.get(entry.id);
  if (!variants?.length) return entry.displayId;
  const fits = (variant: CatalogueProduct) => {
    for (const [groupId, ids] of wanted) {
      const own = variant.variantOptions.get(groupId);
      if (own !== undefined && !ids.has(own)) return false;
    }
    return matchesAll(variant.json, filters);
  };
  const main = model.products.get(entry.displayId);
  if (main && fits(main)) return main.id;
  return variants.find(fits)?.id ?? entry.displayId;
}

/** The wanted options of the `properties` parameter, by group. */
function wantedOptions(model: CatalogueReadModel, parameters: ListingParameters): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  if (!parameters.filtersEnabled.properties) return wanted;
  for (const id of parameters.properties) {
    const groupId = model.options.get(id)?.groupId;
    if (!groupId) continue;
    const ids = wanted.get(groupId) ?? new Set<string>();
    ids.add(id);
    wanted.set(groupId, ids);
  }
  return wanted;
}

/** Builds the ProductListingResult as a JSON string (product JSON is pre-serialized, so this stays cheap). */
export function listingResponse(model: CatalogueReadModel, request: ListingRequest): string {
  const { parameters, base } = request;
  const sortings = request.search !== undefined ? [SCORE_SORTING, ...SORTINGS] : [...SORTINGS];
  const defaultOrder = request.search !== undefined ? "score" : "name-asc";
  const order = parameters.order ?? defaultOrder;
  if (!request.suggest && !sortings.some((sorting) => sorting.key === order)) {
    fail(
      400,
      "PRODUCT_SORTING_NOT_FOUND",
      `Product sorting with key "${order.slice(0, 100)}" not found.`,
      "/order",
    );
  }
  const criteria = request.criteria;
  const local = request.locale
    ? model.localEntries(base, request.locale.languageId, request.locale.currencyId)
    : undefined;
  let entries = local?.entries ?? base;
  let baseKey = `${request.baseKey}${local?.key ?? ""}`;
  if (criteria) {
    validateCriteria(criteria, productScope(model));
    if (criteria.filter.length) {
      const filter = criteria.filter;
      baseKey = `${baseKey}:filter:${JSON.stringify(filter)}`;
      const all = entries;
      entries = model.memo(`entries:${baseKey}`, () =>
        all.filter((entry) => entryMatches(model, entry, filter)),
      );
    }
  }
  const postFilter = criteria?.postFilter ?? [];
  const filters = filtersOf(model, parameters, postFilter);
  const filtered = apply(entries, filters);
  let aggregations =
    parameters.noAggregations || request.suggest
      ? "[]"
      : aggregationsText(model, baseKey, entries, parameters, filters, postFilter);
  if (criteria?.aggregations.length && !parameters.noAggregations && !request.suggest) {
    // The request's own aggregations run over the listing's products (before post-filters), beside the shop's.
    const custom = aggregateAll(
      criteria.aggregations,
      entries.map((entry) => model.products.get(entry.displayId)?.json ?? {}),
      { entity: "product", definitions: catalogueDefinitions(model) },
    );
    aggregations = JSON.stringify({ ...(JSON.parse(aggregations) as Json), ...custom });
  }
  const start = (parameters.page - 1) * parameters.limit;
  // A Criteria sort applies when the request names no sorting key (Shopware keeps the request's sort then).
  const criteriaSort = criteria?.sort.length && parameters.order === undefined ? criteria.sort : undefined;
  const page = parameters.onlyAggregations
    ? []
    : (criteriaSort
        ? sortBy(filtered, criteriaSort, (entry) => model.products.get(entry.displayId)?.json ?? {})
        : sortEntries(filtered, request.suggest ? (parameters.order ?? defaultOrder) : order, request.scores)
      ).slice(start, start + parameters.limit);
  const currentFilters: Json = {
    navigationId: request.navigationId,
    manufacturer: parameters.manufacturer,
    price: { min: parameters.minPrice ?? 0, max: parameters.maxPrice ?? 0 },
    rating: parameters.rating ?? null,
    "shipping-free": parameters.shippingFree,
    properties: parameters.properties,
    ...(request.search !== undefined ? { search: request.search } : {}),
  };
  const head = {
    sorting: request.suggest ? undefined : order,
    currentFilters,
    page: parameters.page,
    limit: parameters.limit,
    entity: "product",
    total: parameters.onlyAggregations ? 0 : filtered.length,
    aggregations: "@@AGGREGATIONS@@",
    availableSortings: request.suggest
      ? []
      : sortings.map((sorting) => ({
          label: sorting.label,
          translated: { label: sorting.label },
          key: sorting.key,
          priority: sorting.priority,
          apiAlias: "product_sorting",
        })),
    elements: "@@ELEMENTS@@",
    apiAlias: "product_listing",
  };
  const wanted = wantedOptions(model, parameters);
  const variantFilters = [...(criteria?.filter ?? []), ...postFilter];
  const previews =
    wanted.size || variantFilters.length
      ? page.map((entry) => previewOf(model, entry, wanted, variantFilters))
      : page.map((entry) => entry.displayId);
  const { seoUrlsLanguageId } = request;
  const elements = previews
    .map((id) => {
      const text = model.products.get(id)?.listingText;
      return text && seoUrlsLanguageId !== undefined
        ? listingTextWithSeoUrls(model, id, text, seoUrlsLanguageId)
        : text;
    })
    .filter(Boolean);
  const text = JSON.stringify(head)
    .replace('"@@AGGREGATIONS@@"', () => aggregations)
    .replace('"@@ELEMENTS@@"', () => `[${elements.join(",")}]`);
  if (!criteria || !reshapes(criteria)) return text;
  if (!Object.keys(criteria.associations).length && criteria.includes) {
    // Includes alone: the products' shaped texts come from memory, only the head and aggregations are shaped
    // (the head keeps its elements placeholder, unless the includes leave the elements out).
    const includes = criteria.includes;
    // By product id, per include list: kept with the read model until an order changes stock.
    const shaped = model.memoWithStock(
      `listing-includes:${JSON.stringify(includes)}`,
      () => new Map<string, string>(),
    );
    const shapedElements = previews.flatMap((id) => {
      const json = model.products.get(id)?.listingText;
      if (!json) return [];
      let text = shaped.get(id);
      if (text === undefined) {
        text = JSON.stringify(applyIncludes(JSON.parse(json), includes));
        shaped.set(id, text);
      }
      return [text];
    });
    return JSON.stringify(
      applyIncludes({ ...head, aggregations: JSON.parse(aggregations) }, includes),
    ).replace('"@@ELEMENTS@@"', () => `[${shapedElements.join(",")}]`);
  }
  const listing = JSON.parse(text) as Json;
  listing.elements = shapeElements(listing.elements as Json[], criteria, productAssociation(model));
  return JSON.stringify(shapeResponse(listing, criteria));
}

/** The entries of a category listing (the category and everything below it). */
export function categoryEntries(model: CatalogueReadModel, categoryId: string): ListingEntry[] {
  return model.memo(`category:${categoryId}`, () =>
    model.entries.filter((entry) => entry.categoryIds.has(categoryId)),
  );
}
