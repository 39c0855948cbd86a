// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readListingFacets, readReducedFacets } from "./listing.facets";
import type { ListingAggregations } from "./listing.schema";
import { aggregationsOf, colours, manufacturers, materials, products } from "./test/listing.fixtures";

describe("aggregations keyed by filter name", () => {
  it("reads manufacturer, properties (filter label: label, id, optional previewHex or previewImageUrl), price, rating, shipping-free", () => {
    const facets = readListingFacets(aggregationsOf(products));
    expect(facets.manufacturer.map((m) => m.label)).toEqual(["Nordwind", "Atelier Sud", "Kestrel & Co"]);
    const [colour, material] = facets.properties;
    expect(colour?.label).toBe("Colour");
    expect(colour?.options[0]).toEqual({ id: colours[0]?.id, label: "Sand", previewHex: "#d8c3a5" });
    expect(material?.options[0]).toEqual({
      id: materials[0]?.id,
      label: "Linen",
      previewImageUrl: materials[0]?.media.url,
    });
    expect(facets.price).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    expect(facets.ratingMax).toBeGreaterThan(4);
    expect(facets.shippingFree).toBe(true);
  });
});

describe("the facet readers on the normalized aggregations (plain mappings, no valibot)", () => {
  it("map the schema's output as it is: labels from the translation, else the name, else the id; counts; string and boolean stats", () => {
    const aggregations: ListingAggregations = {
      manufacturer: {
        entities: [
          { id: "m1", name: "Plain", translated: { name: "Translated" }, count: 3 },
          { id: "m2", name: "Only a name" },
          { id: "m3" },
        ],
      },
      properties: {
        entities: [
          { id: "g1", name: "Size", displayType: "text", options: [{ id: "s", name: "S", count: 0 }] },
          { id: "g2", name: "No options yet", options: null },
        ],
      },
      price: { min: "4.5", max: 120 },
      rating: { max: "3" },
      "shipping-free": { max: false },
      "my-shop-aggregation": { buckets: [1, 2] },
    };
    const facets = readListingFacets(aggregations);
    expect(facets).toEqual({
      manufacturer: [
        { id: "m1", label: "Translated", count: 3 },
        { id: "m2", label: "Only a name" },
        { id: "m3", label: "m3" },
      ],
      properties: [
        { id: "g1", label: "Size", displayType: "text", options: [{ id: "s", label: "S", count: 0 }] },
        { id: "g2", label: "No options yet", displayType: undefined, options: [] },
      ],
      price: { min: 4.5, max: 120 },
      ratingMax: 3,
      shippingFree: false,
    });
    const reduced = readReducedFacets(aggregations);
    expect([...reduced.manufacturer]).toEqual(["m1", "m2", "m3"]);
    expect([...reduced.properties]).toEqual(["s"]);
    expect(reduced).toMatchObject({ ratingMax: 3, shippingFree: false });
  });

  it("stay safe without aggregations or with some missing (dropped by the schema): no filter for them", () => {
    const none = { manufacturer: [], properties: [] };
    expect(readListingFacets(null)).toEqual(none);
    expect(readListingFacets(undefined)).toEqual(none);
    expect(readListingFacets({})).toEqual(none);
    // A price without one bound: no price filter. A max aggregation without its max (Shopware's `max: null` when no
    // product is rated or ships free): nothing to offer, so no rating or shipping filter (0 and false hide them).
    expect(
      readListingFacets({ price: { min: 1, max: null }, rating: {}, "shipping-free": { max: undefined } }),
    ).toEqual({ ...none, ratingMax: 0, shippingFree: false });
    expect(readReducedFacets(null)).toEqual({
      manufacturer: new Set(),
      properties: new Set(),
      ratingMax: undefined,
      shippingFree: undefined,
    });
    const onlyManufacturers = readReducedFacets({ manufacturer: aggregationsOf(products).manufacturer });
    expect([...onlyManufacturers.manufacturer]).toEqual(manufacturers.map((m) => m.id));
    expect(onlyManufacturers.properties.size).toBe(0);
  });

  it("the readers' module imports no valibot and no schema module (only their types)", () => {
    const source = readFileSync(new URL("./listing.facets.ts", import.meta.url), "utf8");
    const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gm)].map(
      ([, typeOnly, from]) => ({ from, typeOnly: Boolean(typeOnly) }),
    );
    expect(imports.length).toBeGreaterThan(0);
    const schemaModule = /^valibot$|schema|^@vitrine\/core\/schemas$/;
    expect(imports.filter(({ from, typeOnly }) => schemaModule.test(from ?? "") && !typeOnly)).toEqual([]);
  });
});
