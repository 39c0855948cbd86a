// What the technical routes (/detail/:id, /navigation/:id, /landingPage/:id) and the SEO route share without the
// pages' code: the metadata, the page identity and the category's revalidation rule (small; the views and loaders
// are in the page modules next to this one).

import type { BreadcrumbItem } from "@vitrine/navigation";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { canonicalUrl, pageMeta } from "../lib/seo/meta";
import { categoryPageMeta, type PageSeo, type ProductPageSeo, productPageMeta } from "../lib/seo/pages";
import { shopMetaContext } from "../lib/seo/route-meta";
import type { SeoPageKind } from "../lib/seo-routing";
import { pageTitle, SHOP_NAME } from "../lib/shop";
import type { PageHandle } from "../lib/wishlist";

type Matches = Parameters<typeof shopMetaContext>[0];
type Data<T> = T | undefined;

/** A product page's title, description, canonical, Open Graph and Product/BreadcrumbList JSON-LD (lib/seo). */
export function productMeta(data: Data<{ seo: ProductPageSeo; crumbs: BreadcrumbItem[] }>, matches: Matches) {
  if (!data) return [{ title: pageTitle("Product") }];
  return productPageMeta(data.seo, { ...shopMetaContext(matches), crumbs: data.crumbs });
}

/** A category page's title, description, canonical, Open Graph and BreadcrumbList JSON-LD (lib/seo). */
export function categoryMeta(data: Data<{ seo: PageSeo; crumbs: BreadcrumbItem[] }>, matches: Matches) {
  if (!data) return [{ title: pageTitle("Category") }];
  return categoryPageMeta(data.seo, { ...shopMetaContext(matches), crumbs: data.crumbs });
}

/** A landing page's title, description and canonical link. */
export function landingMeta(
  data: Data<{ title: string; description: string; path: string }>,
  matches: Matches,
) {
  if (!data) return [{ title: pageTitle("Page") }];
  const { origin } = shopMetaContext(matches);
  return pageMeta({
    title: pageTitle(data.title),
    description: data.description,
    canonical: canonicalUrl(origin, data.path),
    siteName: SHOP_NAME,
  });
}

/** The pages' identities (Shopware's controller/action), sent with `page:view`. */
export const PAGE_HANDLES: Record<SeoPageKind, PageHandle> = {
  product: { page: { controller: "product", action: "index" } },
  category: { page: { controller: "navigation", action: "index" } },
  landingPage: { page: { controller: "landingpage", action: "index" } },
};

/** Filter, sorting, limit and page changes are fetched by the listing hook: only another category reloads. */
export function categoryShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}
