import { type FieldIndex, fieldIndex } from "../criteria/index.js";
import type { CatalogueProduct, CatalogueReadModel } from "./read-model.js";

type Json = Record<string, unknown>;

/** Every catalogue product, in catalogue order (made once per read model). */
export function allProducts(model: CatalogueReadModel): CatalogueProduct[] {
  return model.memo("criteria:products", () => [...model.products.values()]);
}

/** The fields of the product JSON (the product Criteria's schema; an unknown field answers 400). */
export function productFields(model: CatalogueReadModel): FieldIndex {
  return model.memo("criteria:fields:product", () =>
    fieldIndex(allProducts(model).map((product) => product.json)),
  );
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
