// The one way to build an entity's link (DESIGN 3 "Links"): its canonical SEO URL when the Store API gives one
// (requests with `sw-include-seo-urls`), the technical route otherwise. Plain data and functions, safe on the server.

import { buildRoute, defaultRoutes, type VitrineRoutes } from "./routes";

/** One SEO URL of an entity as the Store API's `seo_url` entity carries it. */
export interface SeoUrlLike {
  seoPathInfo?: string | null | undefined;
  pathInfo?: string | null | undefined;
  isCanonical?: boolean | null | undefined;
  isDeleted?: boolean | null | undefined;
  languageId?: string | null | undefined;
  salesChannelId?: string | null | undefined;
  routeName?: string | null | undefined;
}

/** What a link needs of an entity: its id and, when the Store API gave them, its SEO URLs. */
export interface LinkableEntity {
  id: string;
  seoUrls?: readonly SeoUrlLike[] | null | undefined;
  /** Link categories: where they lead (Shopware's `type: "link"`). */
  type?: string | null | undefined;
  linkType?: string | null | undefined;
  internalLink?: string | null | undefined;
  externalLink?: string | null | undefined;
  /** Shopware's runtime SEO URL of a category (an absolute URL or a path), when present. */
  seoUrl?: string | null | undefined;
  [key: string]: unknown;
}

/** The kinds of entities with a page of their own. */
export type LinkedEntityKind = "product" | "category" | "landingPage";

/** Where links are built for: the shop's routes, its language's path prefix and language. */
export interface LinkOptions {
  /** Page paths; Shopware's by default. */
  routes?: Partial<VitrineRoutes> | undefined;
  /** The language's path prefix without a trailing slash (`""` for the default language, `"/de"`). */
  basePath?: string | undefined;
  /** Only SEO URLs of this language count (a Store API answer holds the context language's only). */
  languageId?: string | undefined;
  /** Only SEO URLs of this sales channel count. */
  salesChannelId?: string | undefined;
}

const ROUTE_NAMES: Record<LinkedEntityKind, string> = {
  product: "frontend.detail.page",
  category: "frontend.navigation.page",
  landingPage: "frontend.landing.page",
};

/** Prefixes a shop path with the language's base path (`/de` + `/checkout/cart`); absolute URLs stay. */
export function withBasePath(path: string, basePath = ""): string {
  if (!basePath || /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith("//")) return path;
  // One slash between them: `/de` + `/`, `""`, `/x` or `x`.
  return `${basePath.replace(/\/+$/, "")}/${path.replace(/^\//, "")}`;
}

/**
 * An entity's canonical SEO path (`/Clothing/T-shirts/`, `/Linen-Shirt/VT-1001`), or null when the Store API gave
 * none for the language and sales channel asked for. A canonical URL wins; a deleted one never counts.
 */
export function canonicalSeoPath(
  entity: Pick<LinkableEntity, "seoUrls">,
  options: Pick<LinkOptions, "languageId" | "salesChannelId"> & { kind?: LinkedEntityKind } = {},
): string | null {
  const routeName = options.kind ? ROUTE_NAMES[options.kind] : undefined;
  const candidates = (entity.seoUrls ?? []).filter(
    (url) =>
      url.seoPathInfo &&
      !url.isDeleted &&
      (!options.languageId || !url.languageId || url.languageId === options.languageId) &&
      (!options.salesChannelId || !url.salesChannelId || url.salesChannelId === options.salesChannelId) &&
      (!routeName || !url.routeName || url.routeName === routeName),
  );
  const chosen = candidates.find((url) => url.isCanonical) ?? candidates[0];
  if (!chosen?.seoPathInfo) return null;
  return `/${chosen.seoPathInfo.replace(/^\/+/, "")}`;
}

/** The technical route of an entity (`/detail/{id}`, `/navigation/{id}`, `/landingPage/{id}`). */
export function technicalPath(kind: LinkedEntityKind, id: string, routes?: Partial<VitrineRoutes>): string {
  // The route of each kind takes its id as `{productId}`, `{categoryId}`, `{landingPageId}`.
  return buildRoute({ ...defaultRoutes, ...routes }[kind], { [`${kind}Id`]: id });
}

/**
 * An entity's link: the language's base path plus its canonical SEO path when the Store API gave one, its
 * technical route otherwise. Link categories lead where they point (an external URL as it is).
 */
export function entityLink(
  kind: LinkedEntityKind,
  entity: LinkableEntity,
  options: LinkOptions = {},
): string {
  if (kind === "category" && entity.type === "link") {
    if (entity.linkType === "external" || (!entity.linkType && entity.externalLink)) {
      return entity.externalLink || "#";
    }
    if (entity.internalLink) {
      const target: LinkedEntityKind =
        entity.linkType === "product"
          ? "product"
          : entity.linkType === "landing_page"
            ? "landingPage"
            : "category";
      // A path only: an absolute URL names the shop's domain, and an unreplaced Shopware placeholder
      // (`124c71d5…/detail/{id}#`) is no address at all.
      const seo = entity.seoUrl?.startsWith("/") && !entity.seoUrl.startsWith("//") ? entity.seoUrl : null;
      return withBasePath(
        seo ?? technicalPath(target, entity.internalLink, options.routes),
        options.basePath,
      );
    }
  }
  const path =
    canonicalSeoPath(entity, { ...options, kind }) ?? technicalPath(kind, entity.id, options.routes);
  return withBasePath(path, options.basePath);
}
