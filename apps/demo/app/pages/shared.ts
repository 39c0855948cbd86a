// What the technical routes (/detail/:id, /navigation/:id, /landingPage/:id) and the SEO route share without the
// pages' code: the metadata, the page identity and the category's revalidation rule (small; the views and loaders
// are in the page modules next to this one).
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { SeoPageKind } from "../lib/seo-routing";
import { pageTitle } from "../lib/shop";
import type { PageHandle } from "../lib/wishlist";

type MetaDescriptors = ({ title: string } | { name: string; content: string })[];

/** A product page's title and description. */
export function productMeta(data: { name: string; description: string } | undefined): MetaDescriptors {
  if (!data) return [{ title: pageTitle("Product") }];
  return [{ title: pageTitle(data.name) }, { name: "description", content: data.description }];
}

/** A category page's title and description. */
export function categoryMeta(data: { name: string; description: string } | undefined): MetaDescriptors {
  if (!data) return [{ title: pageTitle("Category") }];
  return [{ title: pageTitle(data.name) }, { name: "description", content: data.description.slice(0, 160) }];
}

/** A landing page's title and description. */
export function landingMeta(data: { title: string; description: string } | undefined): MetaDescriptors {
  if (!data) return [{ title: pageTitle("Page") }];
  return [
    { title: pageTitle(data.title) },
    ...(data.description ? [{ name: "description", content: data.description }] : []),
  ];
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
