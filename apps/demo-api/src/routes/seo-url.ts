import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import {
  catalogueSeoUrls,
  includesSeoUrls,
  memoizedWithSeoUrls,
  seoUrlJson,
  withSeoUrls,
} from "../catalog/seo-urls.js";
import type { AppEnv } from "../context.js";
import { readCriteria, searchRows } from "../criteria/index.js";

type Catalogue = () => Promise<CatalogueReadModel>;

/** `readSeoUrl` (`/seo-url`): the SEO URLs of categories, products and landing pages, searched with a criteria. */
export function seoUrlRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readSeoUrl = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const model = await catalogue();
    // Shopware's SeoUrlRoute reads the SEO URLs of the context's language.
    const languageId = c.get("salesChannelContext").languageId;
    const urls = catalogueSeoUrls(model).filter((url) => url.languageId === languageId);
    return c.json(await searchRows("seo_url", urls.map(seoUrlJson), criteria));
  };
  app.post("/seo-url", readSeoUrl);
  app.get("/seo-url", readSeoUrl);
  return app;
}

/**
 * `sw-include-seo-urls`: with the header, every product, category and landing page of a JSON answer carries its
 * `seoUrls` (like Shopware's StoreApiSeoResolver, a response listener over every Store API answer); without it the
 * answer is untouched.
 */
export function includeSeoUrls(catalogue: Catalogue): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!includesSeoUrls(c.req.header("sw-include-seo-urls"))) return next();
    const model = await catalogue();
    // The URLs go into the answer as the route writes it (`c.json`): no second parse and serialisation of a
    // listing's JSON (that was 7x the listing's own time at 50 connections).
    let written = false;
    const languageId = () => c.get("salesChannelContext")?.languageId;
    const json = c.json;
    c.json = ((object: unknown, init?: number | ResponseInit, headers?: HeadersInit) => {
      written = true;
      const status = typeof init === "number" ? init : (init?.status ?? 200);
      const answer = status === 200 ? withSeoUrls(model, object, languageId()) : object;
      return (json as (...args: unknown[]) => Response)(answer, init, headers);
    }) as typeof c.json;
    // Ready JSON (`jsonText`): a memoized answer's bytes get their URLs once per language, kept beside them.
    c.set("answerWithSeoUrls", (text, filled = false) => {
      written = true;
      if (filled) return text;
      if (typeof text === "string") return JSON.stringify(withSeoUrls(model, JSON.parse(text), languageId()));
      return memoizedWithSeoUrls(model, text, languageId());
    });
    await next();
    if (written || c.res.status !== 200) return;
    // An answer written without `c.json` (a prebuilt body): read, fill, write again.
    if (!c.res.headers.get("content-type")?.includes("application/json")) return;
    const answer = withSeoUrls(model, await c.res.json(), c.get("salesChannelContext")?.languageId);
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = undefined;
    c.res = new Response(JSON.stringify(answer), { status: 200, headers });
  };
}
