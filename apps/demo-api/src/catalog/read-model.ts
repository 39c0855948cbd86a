import type { PGliteInterface } from "@electric-sql/pglite";
import type { CartProduct } from "../commerce/cart.types.js";

type Json = Record<string, unknown>;

/** The catalogue in memory, loaded from the database once per app (the catalogue is read-only at run time). */
export class CatalogueReadModel {
  private constructor(
    private readonly products: Map<string, Json>,
    private readonly cart: Map<string, CartProduct>,
  ) {}

  /** Loads the read model from the database. */
  static async load(db: PGliteInterface, _publicUrl: string): Promise<CatalogueReadModel> {
    const { rows } = await db.query<{ id: string; json: Json }>("select id, json from product");
    return new CatalogueReadModel(new Map(rows.map((row) => [row.id, row.json])), new Map());
  }

  /** A product in the Store API shape, or undefined. */
  productJson(id: string): Json | undefined {
    return this.products.get(id);
  }

  /** What the cart needs to know about a product, or undefined. */
  cartProduct(id: string): CartProduct | undefined {
    return this.cart.get(id);
  }
}
