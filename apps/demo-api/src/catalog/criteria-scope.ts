import { type FieldIndex, fieldIndex } from "../criteria/index.js";
import type { CatalogueProduct, CatalogueReadModel } from "./read-model.js";

type Json = Record<string, unknown>;

/** Every catalogue product, in catalogue order (made once per read model). */
export function allProducts(model: CatalogueReadModel): CatalogueProduct[] {
  return model.memo("criteria:products", () => [...model.products.values()]);
}

/**
 * The fields of the product JSON (the product Criteria's schema; an unknown field answers 400), with the category
 * associations the JSON keeps for Criteria only (`categories`, `categoriesRo`: see the read model).
 */
export function productFields(model: CatalogueReadModel): FieldIndex {
  return model.memo("criteria:fields:product", () => {
    const fields = new Set(fieldIndex(allProducts(model).map((product) => product.json)));
    for (const association of ["categories", "categoriesRo"]) {
      fields.add(association);
      for (const field of categoryFields(model)) fields.add(`${association}.${field}`);
    }
    return fields;
  });
}

/**
 * Shopware's product price fields in Criteria (ProductDefinition `price`, SalesChannelProductDefinition
 * `cheapestPrice`; their accessor builders): the gross price of the shop's currency (a gross shop), `.gross` /
 * `.net` explicitly, `.listPrice` and `.percentage` for the list price and its saving. Resolved to the calculated
 * prices the product JSON carries; `cheapestPrice` is the family's cheapest price, rule prices included.
 */
export const PRODUCT_FIELD_ALIASES: Readonly<Record<string, string>> = {
  price: "calculatedPrice.unitPrice",
  "price.gross": "calculatedPrice.unitPrice",
  "price.net": "calculatedPrice.netPrice",
  "price.listPrice": "calculatedPrice.listPrice.price",
  "price.listPrice.gross": "calculatedPrice.listPrice.price",
  "price.percentage": "calculatedPrice.listPrice.percentage",
  "price.percentage.gross": "calculatedPrice.listPrice.percentage",
  cheapestPrice: "calculatedCheapestPrice.unitPrice",
  "cheapestPrice.gross": "calculatedCheapestPrice.unitPrice",
  "cheapestPrice.listPrice": "calculatedCheapestPrice.listPrice.price",
  "cheapestPrice.listPrice.gross": "calculatedCheapestPrice.listPrice.price",
  "cheapestPrice.percentage": "calculatedCheapestPrice.listPrice.percentage",
  "cheapestPrice.percentage.gross": "calculatedCheapestPrice.listPrice.percentage",
};

/** How product Criteria read the catalogue: the product fields, their aliases and the entity definitions. */
export function productScope(model: CatalogueReadModel) {
  return {
    entity: "product",
    fields: productFields(model),
    aliases: PRODUCT_FIELD_ALIASES,
    definitions: catalogueDefinitions(model),
  };
}

/** The fields of the category JSON. */
export function categoryFields(model: CatalogueReadModel): FieldIndex {
  return model.memo("criteria:fields:category", () =>
    fieldIndex([...model.categories.values()].map((category) => category.json)),
  );
}

/** The entities of a definition, for entity aggregations over the catalogue. */
export function catalogueDefinitions(model: CatalogueReadModel): (definition: string) => Json[] | undefined {
  return (definition) => {
    switch (definition) {
      case "product_manufacturer":
        return [...model.manufacturers.values()];
      case "property_group_option":
        return [...model.options.values()];
      case "property_group":
        return [...model.groups.values()];
      case "category":
        return [...model.categories.values()].map((category) => category.json);
      case "product":
        return allProducts(model).map((product) => product.json);
      default:
        return undefined;
    }
  };
}

/** Loads a product association the listing JSON leaves out (properties, media, …) from the full product JSON. */
export function productAssociation(model: CatalogueReadModel) {
  return (name: string, entity: Json): unknown => model.products.get(String(entity.id))?.json[name];
}
