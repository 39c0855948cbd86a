import { PAGE_DEFAULT, RATING_MAX } from "./constants";

/** The listing's state as the URL carries it. */
export interface ListingQuery {
  /** Page, from 1 (`p`). */
  p: number;
  /** Sorting key (`order`), e.g. `price-asc`. */
  order?: string;
  /** Products per page (`limit`). */
  limit?: number;
  /** Chosen manufacturer ids (`manufacturer`, joined with `|`). */
  manufacturer: string[];
  /** Chosen property option ids (`properties`, joined with `|`). */
  properties: string[];
  /** Lowest price (`min-price`). */
  minPrice?: number;
  /** Highest price (`max-price`). */
  maxPrice?: number;
  /** Minimum rating, 1 to 5 (`rating`). */
  rating?: number;
  /** Only products that ship free (`shipping-free`: `1` or empty). */
  shippingFree: boolean;
  /** Search term on the search page (`search`). */
  search?: string;
}

/** The filter part of a query (what a filter change may set). */
export type ListingFilterValues = Pick<
  ListingQuery,
  "manufacturer" | "properties" | "minPrice" | "maxPrice" | "rating" | "shippingFree"
>;

/** A query with no filters, on the first page. */
export const emptyListingQuery = (): ListingQuery => ({
  p: PAGE_DEFAULT,
  manufacturer: [],
  properties: [],
  shippingFree: false,
});

const ids = (params: URLSearchParams, key: string) => [
  // Repeated keys (a plain GET form) are read as well as pipe-joined ones.
  ...new Set(params.getAll(key).flatMap((value) => value.split("|").filter(Boolean))),
];

const number = (value: string | null, valid: (n: number) => boolean) => {
  if (value == null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && valid(n) ? n : undefined;
};

/** Reads a listing query from a URL search string (`?p=2&manufacturer=a|b`), a URL or `URLSearchParams`; bad values fall back to the defaults. */
export function parseListingQuery(input: string | URLSearchParams): ListingQuery {
  const params =
    typeof input === "string"
      ? new URLSearchParams(input.includes("?") ? input.slice(input.indexOf("?") + 1) : input)
      : input;
  const query = emptyListingQuery();
  query.p = number(params.get("p"), (n) => Number.isInteger(n) && n >= 1) ?? PAGE_DEFAULT;
  const order = params.get("order");
  if (order) query.order = order;
  const limit = number(params.get("limit"), (n) => Number.isInteger(n) && n > 0);
  if (limit !== undefined) query.limit = limit;
  query.manufacturer = ids(params, "manufacturer");
  query.properties = ids(params, "properties");
  const minPrice = number(params.get("min-price"), (n) => n >= 0);
  if (minPrice !== undefined) query.minPrice = minPrice;
  const maxPrice = number(params.get("max-price"), (n) => n >= 0);
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  const rating = number(params.get("rating"), (n) => Number.isInteger(n) && n >= 1 && n <= RATING_MAX);
  if (rating !== undefined) query.rating = rating;
  query.shippingFree = params.get("shipping-free") === "1";
  const search = params.get("search");
  if (search) query.search = search;
  return query;
}

/** The URL parameters of a query, in a stable order; defaults (page 1, no filter) are left out. */
export function listingQueryParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  set("search", query.search);
  set("order", query.order);
  if (query.p !== PAGE_DEFAULT) set("p", query.p);
  set("limit", query.limit);
  set("manufacturer", query.manufacturer.join("|"));
  set("properties", query.properties.join("|"));
  set("min-price", query.minPrice);
  set("max-price", query.maxPrice);
  set("rating", query.rating);
  if (query.shippingFree) set("shipping-free", "1");
  return params;
}

/** The URL search string of a query (`?order=…&manufacturer=a|b`), or "" when it has nothing to say. */
export function buildListingQuery(query: ListingQuery): string {
  // `|` stays readable in the address bar; URLSearchParams would write %7C.
  const text = listingQueryParams(query).toString().replace(/%7C/gi, "|");
  return text ? `?${text}` : "";
}

/** Whether two queries ask for the same listing. */
export const sameListingQuery = (a: ListingQuery, b: ListingQuery): boolean =>
  buildListingQuery(a) === buildListingQuery(b);

/** Whether any filter (not sorting, page or limit) is set. */
export const hasActiveFilters = (query: ListingQuery): boolean =>
  query.manufacturer.length > 0 ||
  query.properties.length > 0 ||
  query.minPrice !== undefined ||
  query.maxPrice !== undefined ||
  query.rating !== undefined ||
  query.shippingFree;

/** Applies a filter change; any filter change resets the page to 1. */
export function changeListingFilter(query: ListingQuery, change: Partial<ListingFilterValues>): ListingQuery {
  return { ...query, ...change, p: PAGE_DEFAULT };
}

/** Changes the sorting; back to page 1. */
export const changeListingOrder = (query: ListingQuery, order: string): ListingQuery => ({
  ...query,
  order,
  p: PAGE_DEFAULT,
});

/** Changes the products per page; back to page 1. */
export const changeListingLimit = (query: ListingQuery, limit: number): ListingQuery => ({
  ...query,
  limit,
  p: PAGE_DEFAULT,
});

/** Goes to a page; filters and sorting stay. */
export const changeListingPage = (query: ListingQuery, p: number): ListingQuery => ({
  ...query,
  p: Math.max(PAGE_DEFAULT, Math.trunc(p)),
});

/** Removes every filter; sorting, limit and search stay, page back to 1. */
export const resetListingFilters = (query: ListingQuery): ListingQuery => ({
  ...emptyListingQuery(),
  order: query.order,
  limit: query.limit,
  search: query.search,
});

/** Adds an id to a multi-select value, or removes it when it is there. */
export const toggleId = (list: string[], id: string): string[] =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

/** Body fields of the listing call (`POST /product-listing/{categoryId}`, `POST /search`), as the Store API reads them. */
export function listingRequestBody(query: ListingQuery): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = { p: query.p };
  if (query.search !== undefined) body.search = query.search;
  if (query.order) body.order = query.order;
  if (query.limit !== undefined) body.limit = query.limit;
  if (query.manufacturer.length) body.manufacturer = query.manufacturer.join("|");
  if (query.properties.length) body.properties = query.properties.join("|");
  // The Store API takes whole numbers: round outwards so no product the shopper asked for is left out.
  if (query.minPrice !== undefined) body["min-price"] = Math.floor(query.minPrice);
  if (query.maxPrice !== undefined) body["max-price"] = Math.ceil(query.maxPrice);
  if (query.rating !== undefined) body.rating = query.rating;
  if (query.shippingFree) body["shipping-free"] = true;
  return body;
}

/** Body fields of the filter call: only and reduced aggregations, without page, sorting and no-aggregations. */
export function filterRequestBody(query: ListingQuery): Record<string, string | number | boolean> {
  const body = listingRequestBody(query);
  delete body.p;
  delete body.order;
  delete body["no-aggregations"];
  body["only-aggregations"] = "1";
  body["reduce-aggregations"] = "1";
  return body;
}
