import type { CmsPageData } from "@vitrine/cms";
import { type ComponentType, use } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import type { Alternate } from "../lib/alternates";
import { pageAlternates } from "../lib/alternates.server";
import { pageLanguage } from "../lib/language.server";
import { type Packed, pack, type Unpacked, unpack } from "../lib/packed";
import { matchSeoUrl, type SeoPageKind, seoDecision, seoPageKind } from "../lib/seo-routing";
import { readCanonicalSeoUrl, readSeoUrlsForPath } from "../lib/seo-url.server";
import { pathWithinDomain } from "../lib/shop-domains";
import { productSnippets, routeSnippets } from "../lib/snippets.server";
import { notFound, toRouteError } from "../lib/store-api.server";
import { loadCategoryPage } from "../pages/category.server";
import { loadLandingPage } from "../pages/landing.server";
import { loadProductPage, productAction } from "../pages/product.server";
import {
  categoryMeta,
  categoryShouldRevalidate,
  landingMeta,
  PAGE_HANDLES,
  productMeta,
} from "../pages/shared";
import type { Route } from "./+types/seo-page";

// Every address that is not one of the shop's own routes: an SEO URL (`readSeoUrl`) renders the page its route
// names (product, category, landing page), an old one answers 301 to the canonical URL, anything else 404 with
// the shop's 404 page. Each page's view is its own chunk, loaded for that page only (a product page does not
// download the category page's code); the server loads it before rendering, so the HTML is complete.

/** The views by page kind: each one a chunk of its own. */
const VIEWS: Record<SeoPageKind, () => Promise<{ default: ComponentType<{ loaderData: never }> }>> = {
  product: () => import("../pages/product"),
  category: () => import("../pages/category"),
  landingPage: () => import("../pages/landing"),
};

const views = new Map<SeoPageKind, Promise<ComponentType<{ loaderData: never }>>>();
const loadedViews = new Map<SeoPageKind, ComponentType<{ loaderData: never }>>();

/** Loads a page's view once; a failed load (a network error) is tried again the next time. */
function loadView(kind: SeoPageKind): Promise<ComponentType<{ loaderData: never }>> {
  let view = views.get(kind);
  if (!view) {
    view = VIEWS[kind]().then((module) => {
      loadedViews.set(kind, module.default);
      return module.default;
    });
    views.set(kind, view);
    view.catch(() => views.delete(kind));
  }
  return view;
}

/** What an SEO address names: its page kind and id, or a redirect / 404 thrown. */
async function resolve({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  const language = await pageLanguage(context).catch(() => {
    throw data({ message: "The shop backend is not answering right now." }, { status: 503 });
  });
  // A language prefix the backend has no language for: no such shop.
  if (language.basePath && !language.languageId) throw notFound();
  const path = pathWithinDomain(url.pathname, language);
  const rows = await readSeoUrlsForPath(context, path).catch((error: unknown) => toRouteError(error));
  const match = matchSeoUrl(path, rows);
  const kind = match && seoPageKind(match.routeName);
  const canonical =
    match && kind && !match.isCanonical
      ? await readCanonicalSeoUrl(context, kind, match.foreignKey).catch(() => null)
      : null;
  const decision = seoDecision(path, match, canonical, { basePath: language.basePath, search: url.search });
  if (decision.action === "not-found") throw notFound();
  if (decision.action === "redirect") throw redirect(decision.location, 301);
  return decision;
}

export async function loader(args: Route.LoaderArgs) {
  const { kind, id } = await resolve(args);
  // The view is loaded on the server before rendering: the HTML is complete, no fallback streams first.
  const view = loadView(kind);
  const handle = PAGE_HANDLES[kind];
  // The entity's address in the other languages (the language switcher after a client-side navigation).
  const alternates = pageAlternates(args.context, args.request).catch((): Alternate[] => []);
  // The page's own texts and its layout's elements' (the frame's come with the root's data).
  const texts = (layout: CmsPageData | null) =>
    routeSnippets(args.context, kind === "landingPage" ? "landing" : kind, layout);
  if (kind === "product") {
    const page = await loadProductPage({ ...args, params: { productId: id } });
    await view;
    const snippets = productSnippets(args.context, page);
    return { kind, handle, page: pack(page), alternates: await alternates, snippets };
  }
  if (kind === "category") {
    const page = await loadCategoryPage({ ...args, params: { categoryId: id } });
    await view;
    return { kind, handle, page: pack(page), alternates: await alternates, snippets: texts(page.page) };
  }
  const page = await loadLandingPage({ ...args, params: { landingPageId: id } });
  await view;
  return { kind, handle, page: pack(page), alternates: await alternates, snippets: texts(page.page) };
}

/** A product page's buy form without JavaScript, posted to the page's SEO URL. */
export async function action(args: Route.ActionArgs) {
  const { kind, id } = await resolve(args);
  if (kind !== "product") throw data({ message: "This page takes no form." }, { status: 405 });
  return productAction({ ...args, params: { productId: id } });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "product") return productMeta(unpack(loaderData.page), matches);
  if (loaderData.kind === "category") return categoryMeta(unpack(loaderData.page), matches);
  return landingMeta(unpack(loaderData.page), matches);
}

/** The kind of page on screen (a category keeps its listing's query changes to the listing hook). */
let shownKind: SeoPageKind | null = null;

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (shownKind === "category" && args.currentUrl.pathname === args.nextUrl.pathname)
    return categoryShouldRevalidate(args);
  return args.defaultShouldRevalidate;
}

export default function SeoPage({ loaderData, actionData }: Route.ComponentProps) {
  shownKind = loaderData.kind;
  // Loaded already on the server and after a client navigation's first visit; else the page's chunk suspends the
  // render (hydration keeps the server's HTML meanwhile; a navigation keeps the previous page).
  type PageData = Unpacked<typeof loaderData.page>;
  const View = (loadedViews.get(loaderData.kind) ?? use(loadView(loaderData.kind))) as ComponentType<{
    loaderData: PageData;
    actionData?: typeof actionData;
  }>;
  const page = unpack(loaderData.page as Packed<PageData>);
  return <View key={loaderData.kind} loaderData={page} actionData={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary };
