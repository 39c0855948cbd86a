import type { DemoApp } from "../app.js";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import { registerListingRoutes } from "./catalog-listing.js";
import { registerMediaRoute } from "./catalog-media.js";
import { registerNavigationRoutes } from "./catalog-navigation.js";
import { registerProductRoutes } from "./catalog-product.js";
import { registerReferenceRoutes } from "./catalog-reference.js";

/** Registers the catalogue routes (listing, search, product, navigation, countries, media, …). */
export function registerCatalogRoutes(app: DemoApp, catalogue: () => Promise<CatalogueReadModel>): void {
  registerMediaRoute(app, catalogue);
  registerListingRoutes(app, catalogue);
  registerProductRoutes(app, catalogue);
  registerNavigationRoutes(app, catalogue);
  registerReferenceRoutes(app);
}
