// Store API reads of Shopware's SEO URLs (`readSeoUrl`, `POST /seo-url`) for routing: which entity a path names,
// and an entity's canonical URL. The decisions themselves are pure (lib/seo-routing.ts).
import { type AppLoadContext, redirect } from "react-router";
import * as v from "valibot";
import { pageLanguage } from "./language.server";
import {
  SEO_ROUTE_NAMES,
  type SeoPageKind,
  type SeoUrlRow,
  seoPathCandidates,
  technicalRedirect,
} from "./seo-routing";
import { storeApi } from "./store-api.server";

const SeoUrlListSchema = v.looseObject({
  elements: v.array(
    v.looseObject({
      foreignKey: v.string(),
      routeName: v.string(),
      pathInfo: v.nullish(v.string()),
      seoPathInfo: v.string(),
      isCanonical: v.nullish(v.boolean()),
      isDeleted: v.nullish(v.boolean()),
      languageId: v.nullish(v.string()),
    }),
  ),
});

type Filter = Record<string, unknown>;

async function readSeoUrls(
  context: AppLoadContext,
  filter: Filter[],
  languageId: string | null,
  limit: number,
): Promise<SeoUrlRow[]> {
  const answer = await storeApi(context).post("/seo-url", {
    // Another language's URLs are read in that language (the Store API answers the context language's).
    ...(languageId ? { headers: { "sw-language-id": languageId } } : {}),
    body: {
      filter: [
        ...filter,
        { type: "equals", field: "isDeleted", value: false },
        ...(languageId ? [{ type: "equals", field: "languageId", value: languageId }] : []),
      ],
      limit,
    },
    schema: SeoUrlListSchema,
    idempotent: true,
  });
  return answer.elements;
}

const pathReads = new WeakMap<AppLoadContext, Map<string, Promise<SeoUrlRow[]>>>();

/**
 * The SEO URLs a path may name (as given and with/without its trailing slash) in the page language; read once per
 * request (the root loader's language alternates and the page ask the same).
 */
export function readSeoUrlsForPath(context: AppLoadContext, pathname: string): Promise<SeoUrlRow[]> {
  let reads = pathReads.get(context);
  if (!reads) {
    reads = new Map();
    pathReads.set(context, reads);
  }
  let read = reads.get(pathname);
  if (!read) {
    read = (async () => {
      const candidates = seoPathCandidates(pathname);
      if (candidates.length === 0) return [];
      const { languageId } = await pageLanguage(context);
      return readSeoUrls(
        context,
        [{ type: "equalsAny", field: "seoPathInfo", value: candidates }],
        languageId,
        candidates.length * 4,
      );
    })();
    reads.set(pathname, read);
  }
  return read;
}

/** An entity's canonical SEO URL in the page language (or in `languageId`), null when it has none. */
export async function readCanonicalSeoUrl(
  context: AppLoadContext,
  kind: SeoPageKind,
  id: string,
  languageId?: string | null,
): Promise<SeoUrlRow | null> {
  const language = languageId === undefined ? (await pageLanguage(context)).languageId : languageId;
  const rows = await readSeoUrls(
    context,
    [
      { type: "equals", field: "foreignKey", value: id },
      { type: "equals", field: "routeName", value: SEO_ROUTE_NAMES[kind] },
      { type: "equals", field: "isCanonical", value: true },
    ],
    language,
    1,
  );
  return rows[0] ?? null;
}

/**
 * A technical route's 301 to the entity's canonical SEO URL in the page language, query kept (Shopware's
 * storefront does the same); nothing when the entity has none, or when the SEO URLs cannot be read (the page then
 * renders at its technical address).
 */
export async function redirectToSeoUrl(
  { context, request }: { context: AppLoadContext; request: Request },
  kind: SeoPageKind,
  id: string,
): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const { basePath, languageId } = await pageLanguage(context).catch(() => ({
    basePath: "",
    languageId: null,
  }));
  const canonical = await readCanonicalSeoUrl(context, kind, id, languageId).catch(() => null);
  const url = new URL(request.url);
  const location = technicalRedirect(canonical, { basePath, search: url.search });
  if (location) throw redirect(location, 301);
}
