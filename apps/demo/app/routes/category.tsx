import { CmsPage, type CmsPageData, withSlotData } from "@vitrine/cms";
import { CmsListingScope, standardListingPage } from "@vitrine/cms/listing";
import { CmsListingDataSchema, cmsPageOf, cmsSlotData } from "@vitrine/cms/schemas";
import { isStoreApiError } from "@vitrine/core";
import { LISTING_INCLUDES, listingRequestBody, parseListingQuery } from "@vitrine/listing-filter";
import { redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { categoryCrumbs } from "../lib/category";
import { CMS_DEVELOPMENT, cmsRegistry } from "../lib/cms";
import { checkDemoPage } from "../lib/cms.server";
import { nameOf } from "../lib/format";
import {
  hasVideoConsent,
  type ListingData,
  listingDataOf,
  loadFilterAggregations,
  loadListingData,
  tidyListingUrl,
} from "../lib/listing.server";
import { leanCmsProducts } from "../lib/product.server";
import { categoryPageMeta, categorySeo } from "../lib/seo/pages";
import { shopMetaContext } from "../lib/seo/route-meta";
import { pageTitle } from "../lib/shop";
import { optional, readCategory, readNavigation, toRouteError } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/category";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Category") }];
  return categoryPageMeta(loaderData.seo, {
    ...shopMetaContext(matches),
    crumbs: loaderData.crumbs,
  });
}

const hasSlot = (page: CmsPageData, type: string) =>
  (page.sections ?? []).some((section) =>
    (section.blocks ?? []).some((block) => (block.slots ?? []).some((slot) => slot.type === type)),
  );

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The no-JavaScript form's submission (empty fields, repeated ids) moves to the URL the listing hook would write.
  const tidy = tidyListingUrl(url);
  if (tidy) throw redirect(tidy);
  const query = parseListingQuery(url.search);
  const source = { categoryId: params.categoryId };
  const [category, filterAggregations, children] = await Promise.all([
    // The category route resolves its layout's listing slot for the URL's query: no second listing read.
    readCategory(context, params.categoryId, { ...listingRequestBody(query), includes: LISTING_INCLUDES }),
    loadFilterAggregations(context, source, query),
    optional(readNavigation(context, params.categoryId, 1), []),
  ]).catch((error: unknown) => toRouteError(error, "category"));
  const layout = cmsPageOf(category.cmsPage);
  const fromSlot = layout ? cmsSlotData(layout, "product-listing", CmsListingDataSchema)?.listing : undefined;
  // The category's layout; a category without one gets Shopware's standard listing layout.
  let page = layout ? leanCmsProducts(layout) : standardListingPage();
  let listingData: ListingData | null = fromSlot ? listingDataOf(query, fromSlot, filterAggregations) : null;
  if (!fromSlot && hasSlot(page, "product-listing")) {
    // No layout, or a listing slot the shop did not resolve: read the listing. A content category (a service
    // page, a folder) has no listing: that is an empty one, not an error.
    listingData = await loadListingData(context, source, url.search).catch((error: unknown): null => {
      if (isStoreApiError(error) && error.kind === "http" && error.status < 500) return null;
      return toRouteError(error, "category");
    });
  }
  // The listing slot shows the listing with lean products (listingDataOf), whether the layout carried it or not.
  if (listingData) page = withSlotData(page, "product-listing", { listing: listingData.listing });
  const name = nameOf(category);
  return {
    id: category.id,
    name,
    // Title, description, canonical URL and image for the page's meta (meta fields, else name and description).
    seo: categorySeo(category),
    crumbs: categoryCrumbs(category),
    page: checkDemoPage(page),
    query: listingData?.query,
    filterAggregations: listingData?.filterAggregations,
    navigation: [
      {
        id: category.id,
        name,
        children: children
          .filter((child) => child.visible !== false)
          .map((child) => ({ id: child.id, name: nameOf(child) })),
      },
    ],
    videoConsent:
      hasSlot(page, "youtube-video") || hasSlot(page, "vimeo-video") ? hasVideoConsent(request) : false,
  };
}

/** Filter, sorting, limit and page changes are fetched by the listing hook: only another category reloads. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { id, name, crumbs, page, query, filterAggregations, navigation, videoConsent } = loaderData;
  const location = useLocation();
  return (
    <div className="container page">
      <Breadcrumb items={crumbs} />
      <header className="page-head">
        <h1>{name}</h1>
      </header>
      <CmsListingScope
        key={id}
        page={page}
        categoryId={id}
        currentUrl={location.pathname + location.search}
        {...(query ? { initialQuery: query } : {})}
        {...(filterAggregations ? { initialFilterAggregations: filterAggregations } : {})}
      >
        <CmsPage
          page={page}
          registry={cmsRegistry}
          context={{
            categoryId: id,
            categoryName: name,
            videoConsent,
            navigation,
          }}
          development={CMS_DEVELOPMENT}
          className="cms-page"
        />
      </CmsListingScope>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "navigation", action: "index" } };
