import { type Context, Hono } from "hono";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import { catalogueSeoUrls, seoUrlJson } from "../catalog/seo-urls.js";
import type { AppEnv } from "../context.js";
import { readCriteria, searchRows } from "../criteria/index.js";

type Catalogue = () => Promise<CatalogueReadModel>;

/** `readSeoUrl` (`/seo-url`): the SEO URLs of categories, products and landing pages, searched with a criteria. */
export function seoUrlRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readSeoUrl = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const model = await catalogue();
    return c.json(await searchRows("seo_url", catalogueSeoUrls(model).map(seoUrlJson), criteria));
  };
  app.post("/seo-url", readSeoUrl);
  app.get("/seo-url", readSeoUrl);
  return app;
}
