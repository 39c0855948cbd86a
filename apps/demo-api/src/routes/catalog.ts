import { Hono } from "hono";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import type { AppEnv } from "../context.js";
import { cmsRoutes } from "./catalog-cms.js";
import { listingRoutes } from "./catalog-listing.js";
import { mediaRoutes } from "./catalog-media.js";
import { navigationRoutes } from "./catalog-navigation.js";
import { productRoutes } from "./catalog-product.js";
import { referenceRoutes } from "./catalog-reference.js";

/** The catalogue routes (listing, search, product, navigation, countries, media, …), one sub-app per area. */
export function catalogRoutes(catalogue: () => Promise<CatalogueReadModel>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route("/", mediaRoutes(catalogue))
    .route("/", listingRoutes(catalogue))
    .route("/", productRoutes(catalogue))
    .route("/", navigationRoutes(catalogue))
    .route("/", cmsRoutes(catalogue))
    .route("/", referenceRoutes());
}
