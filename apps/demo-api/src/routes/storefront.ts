import { Hono } from "hono";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import type { AppEnv } from "../context.js";
import { languageCurrencyRoutes } from "./language-currency.js";
import { seoUrlRoutes } from "./seo-url.js";

/** Routes every Shopware frontend calls around the catalogue: SEO URLs, languages, currencies. */
export function storefrontRoutes(catalogue: () => Promise<CatalogueReadModel>): Hono<AppEnv> {
  return new Hono<AppEnv>().route("/", seoUrlRoutes(catalogue)).route("/", languageCurrencyRoutes());
}
