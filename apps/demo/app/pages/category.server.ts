// The category page's data, shared by the technical route (/navigation/:categoryId) and the SEO route (the
// category's breadcrumb path).
import { type CmsPageData, withSlotData } from "@vitrine/cms";
import { standardListingPage } from "@vitrine/cms/listing";
import { CmsListingDataSchema, cmsPageOf, cmsSlotData } from "@vitrine/cms/schemas";
import { isStoreApiError } from "@vitrine/core";
import { LISTING_INCLUDES, listingRequestBody, parseListingQuery } from "@vitrine/listing-filter";
import { redirect } from "react-router";
import { categoryCrumbs } from "../lib/category";
import { checkDemoPage } from "../lib/cms.server";
import { nameOf } from "../lib/format";
import { pageLanguage } from "../lib/language.server";
import {
  hasVideoConsent,
  type ListingData,
  listingDataOf,
  loadFilterAggregations,
  loadListingData,
  tidyListingUrl,
} from "../lib/listing.server";
import { leanCmsProducts } from "../lib/product.server";
import { categorySeo } from "../lib/seo/pages";
import { optional, readCategory, readNavigation, toRouteError } from "../lib/store-api.server";
import { leanSeoUrls } from "../lib/view";
import type { PageLoaderArgs } from "./product.server";

/** A sidebar navigation entry: id, name and, when it has one, its canonical SEO URL. */
function sidebarEntry(entity: Parameters<typeof nameOf>[0] & { id: string }) {
  const seoUrls = leanSeoUrls(entity);
  return { id: entity.id, name: nameOf(entity), ...(seoUrls.length ? { seoUrls } : {}) };
}

const hasSlot = (page: CmsPageData, type: string) =>
  (page.sections ?? []).some((section) =>
    (section.blocks ?? []).some((block) => (block.slots ?? []).some((slot) => slot.type === type)),
  );

/** The category page's data: its layout with the listing for the URL's query (404 for an unknown category). */
export async function loadCategoryPage({ params, request, context }: PageLoaderArgs<{ categoryId: string }>) {
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
  ]).catch((error: unknown) => toRouteError(error));
  const { basePath, languageId } = await pageLanguage(context);
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
      return toRouteError(error);
    });
  }
  // The listing slot shows the listing with lean products (listingDataOf), whether the layout carried it or not.
  if (listingData) page = withSlotData(page, "product-listing", { listing: listingData.listing });
  const name = nameOf(category);
  const link = { basePath, languageId: languageId ?? undefined };
  return {
    id: category.id,
    name,
    // Title, description, canonical URL and image for the page's meta (meta fields, else name and description).
    seo: categorySeo(category, link),
    crumbs: categoryCrumbs(category, link),
    page: checkDemoPage(page),
    query: listingData?.query,
    filterAggregations: listingData?.filterAggregations,
    // The sidebar's category navigation links each entry's canonical SEO URL (the technical route would answer a
    // redirect there); the paths are the header menu's, which the page's data and HTML carry anyway.
    navigation: [
      {
        ...sidebarEntry(category),
        children: children.filter((child) => child.visible !== false).map(sidebarEntry),
      },
    ],
    videoConsent:
      hasSlot(page, "youtube-video") || hasSlot(page, "vimeo-video") ? hasVideoConsent(request) : false,
  };
}
