import { ProductSummarySchema } from "@vitrine/core/schemas";
import { translated } from "@vitrine/core/utils";
import * as v from "valibot";

// Loose objects: a shop may send more fields; only what the listing reads is checked.

const TranslatedSchema = v.nullish(
  v.looseObject({ name: v.nullish(v.string()), label: v.nullish(v.string()) }),
);

/** A sorting the listing offers (`availableSortings`). */
export const ListingSortingSchema = v.looseObject({
  key: v.string(),
  label: v.nullish(v.string()),
  translated: TranslatedSchema,
  priority: v.nullish(v.number()),
});
/** A sorting the listing offers. */
export type ListingSorting = v.InferOutput<typeof ListingSortingSchema>;

/** The answer of `POST /product-listing/{categoryId}` and `POST /search` (a `ProductListingResult`). */
export const ListingResultSchema = v.looseObject({
  elements: v.optional(v.array(ProductSummarySchema), []),
  total: v.nullish(v.number()),
  page: v.nullish(v.number()),
  limit: v.nullish(v.number()),
  sorting: v.nullish(v.string()),
  availableSortings: v.optional(v.array(ListingSortingSchema), []),
  // Keyed by filter name in Shopware; the schema's array form is accepted too.
  aggregations: v.nullish(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])),
});
/** A product listing page as the Store API sends it. */
export type ListingResult = v.InferOutput<typeof ListingResultSchema>;

/** A manufacturer, property option or property group as the aggregations list them. */
const AggregationEntitySchema = v.looseObject({
  id: v.string(),
  name: v.nullish(v.string()),
  translated: TranslatedSchema,
  colorHexCode: v.nullish(v.string()),
  media: v.nullish(v.looseObject({ url: v.nullish(v.string()) })),
  displayType: v.nullish(v.string()),
  count: v.nullish(v.number()),
});

/** An entity aggregation (`manufacturer`, `properties`). */
export const EntityAggregationSchema = v.looseObject({
  entities: v.array(
    v.looseObject({
      ...AggregationEntitySchema.entries,
      options: v.nullish(v.array(AggregationEntitySchema)),
    }),
  ),
});

/** A stats aggregation (`price`) or a max aggregation (`rating`, `shipping-free`). */
export const StatsAggregationSchema = v.looseObject({
  min: v.nullish(v.union([v.number(), v.string()])),
  max: v.nullish(v.union([v.number(), v.string(), v.boolean()])),
});

/** One option of a filter (SPEC section 3's filter label): label, id, optional previewHex or previewImageUrl. */
export interface FilterOption {
  id: string;
  label: string;
  previewHex?: string;
  previewImageUrl?: string;
  /** Products with this option, when the shop sends counts. */
  count?: number;
}

/** A property group offered as one filter (colour, size, material…). */
export interface PropertyFilter {
  id: string;
  label: string;
  /** `color` for swatches, `text`, `image` or `media` as Shopware names them. */
  displayType?: string;
  options: FilterOption[];
}

/** The filters a listing offers, read from its aggregations. */
export interface ListingFacets {
  manufacturer: FilterOption[];
  properties: PropertyFilter[];
  /** Cheapest and dearest price in the listing. */
  price?: { min: number; max: number };
  /** Best rating any product has (0 when none is rated). */
  ratingMax?: number;
  /** Whether any product ships free. */
  shippingFree?: boolean;
}

/** What still combines with the chosen filters (the reduced aggregations of the filter call). */
export interface ReducedFacets {
  manufacturer: Set<string>;
  properties: Set<string>;
  ratingMax?: number;
  shippingFree?: boolean;
}

const toNumber = (value: unknown) => {
  const n = typeof value === "boolean" ? Number(value) : Number(value);
  return value == null || !Number.isFinite(n) ? undefined : n;
};

function toOption(entity: v.InferOutput<typeof AggregationEntitySchema>): FilterOption {
  const option: FilterOption = { id: entity.id, label: translated(entity, "name") ?? entity.id };
  if (entity.colorHexCode) option.previewHex = entity.colorHexCode;
  if (entity.media?.url) option.previewImageUrl = entity.media.url;
  if (entity.count != null) option.count = entity.count;
  return option;
}

function aggregationMap(aggregations: ListingResult["aggregations"]): Record<string, unknown> {
  if (!aggregations) return {};
  if (!Array.isArray(aggregations)) return aggregations;
  // The schema's array form: each entry named by a `name` field or its key.
  const map: Record<string, unknown> = {};
  for (const entry of aggregations) {
    if (entry && typeof entry === "object") {
      const name = (entry as { name?: unknown }).name;
      if (typeof name === "string") map[name] = entry;
      else Object.assign(map, entry);
    }
  }
  return map;
}

/** Reads the filters a listing offers from its aggregations; a missing or odd aggregation gives no filter. */
export function readListingFacets(aggregations: ListingResult["aggregations"]): ListingFacets {
  const map = aggregationMap(aggregations);
  const entities = (name: string) => {
    const result = v.safeParse(EntityAggregationSchema, map[name]);
    return result.success ? result.output.entities : [];
  };
  const stats = (name: string) => {
    const result = v.safeParse(StatsAggregationSchema, map[name]);
    return result.success ? result.output : undefined;
  };
  const facets: ListingFacets = {
    manufacturer: entities("manufacturer").map(toOption),
    properties: entities("properties").map((group) => ({
      ...toOption(group),
      displayType: group.displayType ?? undefined,
      options: (group.options ?? []).map(toOption),
    })),
  };
  const price = stats("price");
  const min = toNumber(price?.min);
  const max = toNumber(price?.max);
  if (min !== undefined && max !== undefined) facets.price = { min, max };
  const rating = toNumber(stats("rating")?.max);
  if (rating !== undefined) facets.ratingMax = rating;
  const shippingFree = toNumber(stats("shipping-free")?.max);
  if (shippingFree !== undefined) facets.shippingFree = shippingFree > 0;
  return facets;
}

/** Reads what still combines from the reduced aggregations of the filter call. */
export function readReducedFacets(aggregations: ListingResult["aggregations"]): ReducedFacets {
  const facets = readListingFacets(aggregations);
  return {
    manufacturer: new Set(facets.manufacturer.map((option) => option.id)),
    properties: new Set(facets.properties.flatMap((group) => group.options.map((option) => option.id))),
    ratingMax: facets.ratingMax,
    shippingFree: facets.shippingFree,
  };
}
