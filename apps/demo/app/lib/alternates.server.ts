// The page in the shop's other languages (`hreflang` alternates, the language switcher): an entity page's
// canonical SEO URL in that language (read with that language's id), any other page its route under the
// language's prefix; the query is kept. The browser's side (following client-side navigations): lib/alternates.ts.
import { technicalPath, withBasePath } from "@vitrine/core";
import type { AppLoadContext } from "react-router";
import type { Alternate } from "./alternates";
import { pageLanguage, shopLanguages } from "./language.server";
import { matchSeoUrl, type SeoPageKind, seoLocation, seoPageKind } from "./seo-routing";
import { readCanonicalSeoUrl, readSeoUrlsForPath } from "./seo-url.server";
import { pathWithinDomain } from "./shop-domains";

const TECHNICAL: [RegExp, SeoPageKind][] = [
  [/^\/detail\/([^/]+)$/, "product"],
  [/^\/navigation\/([^/]+)$/, "category"],
  [/^\/landingPage\/([^/]+)$/, "landingPage"],
];

/** The shop's own routes that are no entity page (no SEO lookup for them). */
const OWN_ROUTE =
  /^\/(?:$|search$|checkout\/|account(?:\/|$)|wishlist$|contact$|newsletter-subscribe$|captcha\/)/;

/** The entity a path (within its language) shows: by its technical route, else by its SEO URL. */
export async function pageEntity(
  context: AppLoadContext,
  path: string,
): Promise<{ kind: SeoPageKind; id: string } | null> {
  for (const [pattern, kind] of TECHNICAL) {
    const id = pattern.exec(path)?.[1];
    if (id) return { kind, id: decodeURIComponent(id) };
  }
  if (OWN_ROUTE.test(path)) return null;
  const match = matchSeoUrl(path, await readSeoUrlsForPath(context, path).catch(() => []));
  const kind = match && seoPageKind(match.routeName);
  return match && kind ? { kind, id: match.foreignKey } : null;
}

/** The page's address in every language of the shop (languages the backend lacks are left out). */
export async function pageAlternates(context: AppLoadContext, request: Request): Promise<Alternate[]> {
  const url = new URL(request.url);
  const [here, languages] = await Promise.all([pageLanguage(context), shopLanguages(context)]);
  const path = pathWithinDomain(url.pathname, here);
  const entity = await pageEntity(context, path);
  return Promise.all(
    languages.map(async ({ basePath, locale, languageId, label }) => {
      const canonical = entity
        ? await readCanonicalSeoUrl(context, entity.kind, entity.id, languageId).catch(() => null)
        : null;
      const href = canonical
        ? seoLocation(canonical.seoPathInfo, basePath, url.search)
        : `${withBasePath(entity ? technicalPath(entity.kind, entity.id) : path, basePath)}${url.search}`;
      return { locale, languageId, href, label };
    }),
  );
}
