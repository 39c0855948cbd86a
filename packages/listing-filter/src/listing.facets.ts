// The filters a listing offers, read from its validated aggregations: plain mappings, no valibot (the listing calls
// validate and normalize the answer with ListingResultSchema where it arrives; rendering trusts it).
import { translated } from "@vitrine/core/utils";
import type { EntityAggregation, ListingResult, StatsAggregation } from "./listing.schema";

/** One option of a filter (a filter label): label, id, optional previewHex or previewImageUrl. */
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

/** A property group, or a manufacturer, as an entity aggregation lists it. */
type AggregationGroup = EntityAggregation["entities"][number];
/** A manufacturer, property group or property option: what a filter option is read from. */
type AggregationEntity = NonNullable<AggregationGroup["options"]>[number];

const toNumber = (value: unknown) => {
  const n = Number(value);
  return value == null || !Number.isFinite(n) ? undefined : n;
};

/**
 * The maximum of a max aggregation: none when the aggregation is missing, 0 when it matched no value (Shopware
 * answers `max: null` when no product is rated or ships free, and its storefront then offers no such filter).
 */
const maxOf = (aggregation: StatsAggregation | undefined) =>
  aggregation ? (toNumber(aggregation.max) ?? 0) : undefined;

function toOption(entity: AggregationEntity): FilterOption {
  const option: FilterOption = { id: entity.id, label: translated(entity, "name") ?? entity.id };
  if (entity.colorHexCode) option.previewHex = entity.colorHexCode;
  if (entity.media?.url) option.previewImageUrl = entity.media.url;
  if (entity.count != null) option.count = entity.count;
  return option;
}

/**
 * Reads the filters a listing offers from its aggregations, as `ListingResultSchema` normalized them (a map keyed
 * by name); a missing aggregation (none at all, or one the schema dropped) gives no filter.
 */
export function readListingFacets(aggregations: ListingResult["aggregations"]): ListingFacets {
  const facets: ListingFacets = {
    manufacturer: (aggregations?.manufacturer?.entities ?? []).map(toOption),
    properties: (aggregations?.properties?.entities ?? []).map((group) => ({
      ...toOption(group),
      displayType: group.displayType ?? undefined,
      options: (group.options ?? []).map(toOption),
    })),
  };
  const min = toNumber(aggregations?.price?.min);
  const max = toNumber(aggregations?.price?.max);
  if (min !== undefined && max !== undefined) facets.price = { min, max };
  const rating = maxOf(aggregations?.rating);
  if (rating !== undefined) facets.ratingMax = rating;
  const shippingFree = maxOf(aggregations?.["shipping-free"]);
  if (shippingFree !== undefined) facets.shippingFree = shippingFree > 0;
  return facets;
}

/** Reads what still combines from the reduced aggregations of the filter call (normalized like the listing's). */
export function readReducedFacets(aggregations: ListingResult["aggregations"]): ReducedFacets {
  const facets = readListingFacets(aggregations);
  return {
    manufacturer: new Set(facets.manufacturer.map((option) => option.id)),
    properties: new Set(facets.properties.flatMap((group) => group.options.map((option) => option.id))),
    ratingMax: facets.ratingMax,
    shippingFree: facets.shippingFree,
  };
}
