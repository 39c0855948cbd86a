import { type Context, Hono } from "hono";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import { catalogueSeoUrls, type SeoUrl, seoUrlJson } from "../catalog/seo-urls.js";
import type { AppEnv } from "../context.js";
import { applyCriteria, applyIncludes, criteriaOf, entitySearchResult } from "./entity-criteria.js";

type Catalogue = () => Promise<CatalogueReadModel>;

/** What a criteria on `seo_url` may filter and sort on. */
const SEO_URL_FIELDS = {
  id: (url: SeoUrl) => url.id,
  foreignKey: (url: SeoUrl) => url.foreignKey,
  routeName: (url: SeoUrl) => url.routeName,
  pathInfo: (url: SeoUrl) => url.pathInfo,
  seoPathInfo: (url: SeoUrl) => url.seoPathInfo,
  languageId: (url: SeoUrl) => url.languageId,
  salesChannelId: (url: SeoUrl) => url.salesChannelId,
  isCanonical: (url: SeoUrl) => url.isCanonical,
  isModified: (url: SeoUrl) => url.isModified,
  isDeleted: (url: SeoUrl) => url.isDeleted,
};

/** `readSeoUrl` (`/seo-url`): the SEO URLs of categories, products and landing pages, searched with a criteria. */
export function seoUrlRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readSeoUrl = async (c: Context<AppEnv>) => {
    const criteria = await criteriaOf(c);
    const model = await catalogue();
    const result = applyCriteria(catalogueSeoUrls(model), criteria, "seo_url", SEO_URL_FIELDS);
    return c.json(
      entitySearchResult(
        "seo_url",
        result,
        result.elements.map((url) => applyIncludes(seoUrlJson(url), criteria)),
      ),
    );
  };
  app.post("/seo-url", readSeoUrl);
  app.get("/seo-url", readSeoUrl);
  return app;
}
