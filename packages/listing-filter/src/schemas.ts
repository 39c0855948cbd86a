// @vitrine/listing-filter/schemas: the valibot schemas of the listing's Store API answers. Importing them loads
// valibot; the listing's own calls load them with their first request.

export {
  type EntityAggregation,
  EntityAggregationSchema,
  type ListingAggregations,
  ListingAggregationsSchema,
  type ListingResult,
  ListingResultSchema,
  type ListingSorting,
  ListingSortingSchema,
  type StatsAggregation,
  StatsAggregationSchema,
} from "./listing.schema";
