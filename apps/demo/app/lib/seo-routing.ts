// Which page an address shows, as Shopware's storefront decides it (SeoResolver + RequestTransformer): an SEO path
// is looked up as given and with/without its trailing slash; its canonical URL is the one address that renders,
// every other address of the entity (an old SEO URL, the technical route) answers 301 there, query kept. Pure
// functions: the Store API reads are in lib/seo-url.server.ts.
import { canonicalSeoPath, withBasePath } from "@vitrine/core";

/** One row of Shopware's `seo_url` entity, as far as routing reads it. */
export interface SeoUrlRow {
  foreignKey: string;
  routeName: string;
  pathInfo?: string | null | undefined;
  seoPathInfo: string;
  isCanonical?: boolean | null | undefined;
  isDeleted?: boolean | null | undefined;
}

/** The pages an SEO URL can name. */
export type SeoPageKind = "product" | "category" | "landingPage";

/** Shopware's route names of the pages with SEO URLs. */
export const SEO_ROUTE_NAMES: Record<SeoPageKind, string> = {
  product: "frontend.detail.page",
  category: "frontend.navigation.page",
  landingPage: "frontend.landing.page",
};

const KIND_OF_ROUTE = new Map(
  Object.entries(SEO_ROUTE_NAMES).map(([kind, route]) => [route, kind as SeoPageKind]),
);

/** The page kind of a Shopware route name, or null for a route the shop does not render from an SEO URL. */
export function seoPageKind(routeName: string): SeoPageKind | null {
  return KIND_OF_ROUTE.get(routeName) ?? null;
}

/** A request path as `seoPathInfo` stores it: decoded, without the leading slash (`/Clothing/` → `Clothing/`). */
export function seoPathOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it is: it matches no SEO URL.
  }
  return decoded.replace(/^\/+/, "");
}

/**
 * The `seoPathInfo` values to look a path up by: as given, then with/without the trailing slash (categories are
 * stored with one, `Clothing/T-shirts/`; products and landing pages without).
 */
export function seoPathCandidates(pathname: string): string[] {
  const path = seoPathOf(pathname);
  if (!path) return [];
  const other = path.endsWith("/") ? path.replace(/\/+$/, "") : `${path}/`;
  return other ? [path, other] : [path];
}

/** The row an SEO path names: the exact path before its slash variant; deleted rows and unknown routes never. */
export function matchSeoUrl(pathname: string, rows: readonly SeoUrlRow[]): SeoUrlRow | null {
  const usable = rows.filter((row) => !row.isDeleted && seoPageKind(row.routeName));
  for (const candidate of seoPathCandidates(pathname)) {
    const found = usable.filter((row) => row.seoPathInfo === candidate);
    // Several rows with one path (should not happen): the canonical one wins, as Shopware orders them.
    const chosen = found.find((row) => row.isCanonical) ?? found[0];
    if (chosen) return chosen;
  }
  return null;
}

/**
 * The address of an SEO URL in a language (`Clothing/` under `/de` → `/de/Clothing/`), with the query, as core's
 * link builder writes it (encoded for a Location header); null for a deleted or empty one.
 */
function seoAddress(row: SeoUrlRow, basePath: string, search: string): string | null {
  const path = canonicalSeoPath({ seoUrls: [row] });
  return path ? `${encodeURI(withBasePath(path, basePath))}${search}` : null;
}

/** The address of an SEO path in a language (`Clothing/` under `/de` → `/de/Clothing/`), with the query. */
export function seoLocation(seoPathInfo: string, basePath: string, search = ""): string {
  return (
    seoAddress({ foreignKey: "", routeName: "", seoPathInfo }, basePath, search) ?? `${basePath}/${search}`
  );
}

/** What an address not among the shop's own routes does. */
export type SeoDecision =
  | { action: "render"; kind: SeoPageKind; id: string }
  | { action: "redirect"; location: string }
  | { action: "not-found" };

/** A path without its trailing slash: the slash variants of one SEO URL are one address. */
const withoutSlash = (path: string) => path.replace(/\/+$/, "");

/**
 * The decision for a path (within its language, `basePath` stripped): nothing matched → 404; the match is an old
 * URL of an entity with a canonical one → 301 there with the query; else the page is rendered here. A canonical
 * URL found by its slash variant renders too, as Shopware's resolver does (React Router's data requests drop the
 * trailing slash, so a redirect between the two would never settle).
 */
export function seoDecision(
  pathname: string,
  match: SeoUrlRow | null,
  canonical: SeoUrlRow | null,
  { basePath, search }: { basePath: string; search: string },
): SeoDecision {
  const kind = match && seoPageKind(match.routeName);
  if (!match || !kind) return { action: "not-found" };
  const target = match.isCanonical ? match : canonical;
  if (target && withoutSlash(target.seoPathInfo) !== withoutSlash(seoPathOf(pathname)))
    return { action: "redirect", location: seoLocation(target.seoPathInfo, basePath, search) };
  return { action: "render", kind, id: match.foreignKey };
}

/** Where a technical route (`/detail/:id`) answers 301 to: its canonical SEO URL, or null to render it there. */
export function technicalRedirect(
  canonical: SeoUrlRow | null,
  { basePath, search }: { basePath: string; search: string },
): string | null {
  return canonical ? seoAddress(canonical, basePath, search) : null;
}
