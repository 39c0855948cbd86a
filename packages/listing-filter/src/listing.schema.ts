// The valibot schemas of the listing's Store API answers. Only the listing calls (with their first request) and the
// `@vitrine/listing-filter/schemas` entry load this module: what renders reads the validated, normalized answer.
import { ProductSummarySchema } from "@vitrine/core/schemas";
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
/** An entity aggregation (`manufacturer`, `properties`): manufacturers, or property groups with their options. */
export type EntityAggregation = v.InferOutput<typeof EntityAggregationSchema>;

/** A stats aggregation (`price`) or a max aggregation (`rating`, `shipping-free`). */
export const StatsAggregationSchema = v.looseObject({
  min: v.nullish(v.union([v.number(), v.string()])),
  max: v.nullish(v.union([v.number(), v.string(), v.boolean()])),
});
/** A stats aggregation (`price`) or a max aggregation (`rating`, `shipping-free`). */
export type StatsAggregation = v.InferOutput<typeof StatsAggregationSchema>;

/** The filters' aggregations and the shape each must have. */
const FILTER_AGGREGATIONS = {
  manufacturer: EntityAggregationSchema,
  properties: EntityAggregationSchema,
  price: StatsAggregationSchema,
  rating: StatsAggregationSchema,
  "shipping-free": StatsAggregationSchema,
} as const;

/**
 * A listing's aggregations keyed by name, as {@link ListingAggregationsSchema} leaves them: the filters' ones checked
 * (one that did not match is left out), a shop's own ones as it sent them.
 */
export interface ListingAggregations {
  manufacturer?: EntityAggregation;
  properties?: EntityAggregation;
  price?: StatsAggregation;
  rating?: StatsAggregation;
  "shipping-free"?: StatsAggregation;
  /** A shop's own aggregations, unchecked. */
  [name: string]: unknown;
}

/** The aggregations keyed by name: Shopware's map as it is, the schema's array form folded into one. */
function aggregationMap(aggregations: Record<string, unknown> | unknown[]): Record<string, unknown> {
  if (!Array.isArray(aggregations)) return { ...aggregations };
  // The array form: each entry named by a `name` field or its key.
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

/**
 * A listing's `aggregations`, normalized: the map Shopware sends keyed by name, or the schema's array form folded
 * into that map. The filters' aggregations (`manufacturer`, `properties` as entity aggregations; `price`, `rating`,
 * `shipping-free` as stats) are checked, and one that does not match is dropped (that filter is not offered); any
 * other aggregation (a shop's own) passes unchanged.
 */
export const ListingAggregationsSchema = v.pipe(
  // The list first: a record would take a list too (as a map keyed "0", "1", …).
  v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]),
  v.transform((aggregations): ListingAggregations => {
    const map = aggregationMap(aggregations);
    for (const [name, schema] of Object.entries(FILTER_AGGREGATIONS)) {
      if (!Object.hasOwn(map, name)) continue;
      const checked = v.safeParse(schema, map[name]);
      if (checked.success) map[name] = checked.output;
      else delete map[name];
    }
    return map;
  }),
);

/** The answer of `POST /product-listing/{categoryId}` and `POST /search` (a `ProductListingResult`). */
export const ListingResultSchema = v.looseObject({
  elements: v.optional(v.array(ProductSummarySchema), []),
  total: v.nullish(v.number()),
  page: v.nullish(v.number()),
  limit: v.nullish(v.number()),
  sorting: v.nullish(v.string()),
  availableSortings: v.optional(v.array(ListingSortingSchema), []),
  // None (e.g. `no-aggregations`) stays none: the listing then keeps the filters it had.
  aggregations: v.nullish(ListingAggregationsSchema),
});
/** A product listing page as the Store API sends it, its aggregations normalized ({@link ListingAggregations}). */
export type ListingResult = v.InferOutput<typeof ListingResultSchema>;
