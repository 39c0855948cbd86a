import { type Context, Hono } from "hono";
import { resolveCmsPage } from "../catalog/cms.js";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import type { AppEnv } from "../context.js";
import { applyIncludes } from "../criteria/engine.js";
import { parseCriteria } from "../criteria/parse.js";
import { fail, readJsonObject } from "../errors.js";
import { LANDING_PAGES } from "../seed/catalogue.js";
import { SEED_TIME } from "../seed/db.js";
import { requireId } from "../validation.js";

type Catalogue = () => Promise<CatalogueReadModel>;

/** `readLandingPage` (`/landing-page/{landingPageId}`) and `readCms` (`/cms/{id}`): layouts with resolved slot data. */
export function cmsRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const readLandingPage = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    // Of the Criteria, the includes shape the answer (by apiAlias, the layout's sections, blocks and slots too).
    const { includes } = parseCriteria({ includes: (await readJsonObject(c)).includes ?? null });
    const id = requireId(c.req.param("landingPageId"), "landingPageId");
    const landing = LANDING_PAGES.find((entry) => entry.id === id);
    const page = landing ? model.cmsPages.get(landing.cmsPageId) : undefined;
    if (!landing || !page)
      fail(404, "CONTENT__LANDING_PAGE_NOT_FOUND", `Landing page ${id} not found.`, "/landingPageId");
    const texts = {
      name: landing.name,
      metaTitle: landing.metaTitle,
      metaDescription: landing.metaDescription,
    };
    const answer = {
      id: landing.id,
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      active: true,
      ...texts,
      keywords: null,
      url: landing.url,
      customFields: null,
      slotConfig: null,
      cmsPageId: landing.cmsPageId,
      cmsPageVersionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: { ...texts, url: landing.url, keywords: null, customFields: {} },
      cmsPage: resolveCmsPage(model, page),
      seoUrls: [],
      apiAlias: "landing_page",
    };
    return c.json(includes ? applyIncludes(answer, includes) : answer);
  };
  app.post("/landing-page/:landingPageId", readLandingPage);
  app.get("/landing-page/:landingPageId", readLandingPage);

  const readCms = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    await readJsonObject(c);
    const id = requireId(c.req.param("id"), "id");
    const page = model.cmsPages.get(id);
    if (!page) fail(404, "CONTENT__CMS_PAGE_NOT_FOUND", `CMS page ${id} not found.`, "/id");
    return c.json(resolveCmsPage(model, page));
  };
  app.post("/cms/:id", readCms);
  app.get("/cms/:id", readCms);
  return app;
}
