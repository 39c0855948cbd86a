import { ConsentVideo } from "@vitrine/cookie-consent/video";
import { isStoreApiError } from "@vitrine/core";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb";
import { ListingPage } from "../components/ListingPage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { categoryCrumbs, cmsVideos } from "../lib/category";
import { categoryPath, nameOf, plainText } from "../lib/format";
import { hasVideoConsent, type ListingData, loadListingData, tidyListingUrl } from "../lib/listing.server";
import { pageTitle } from "../lib/shop";
import { optional, readCategory, readNavigation, toRouteError } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import pageStyles from "../styles/listing-page.css?url";
import type { Route } from "./+types/category";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Category") }];
  return [
    { title: pageTitle(loaderData.name) },
    { name: "description", content: loaderData.description.slice(0, 160) },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The no-JavaScript form's submission (empty fields, repeated ids) moves to the URL the listing hook would write.
  const tidy = tidyListingUrl(url);
  if (tidy) throw redirect(tidy);
  const [category, listingData, children] = await Promise.all([
    readCategory(context, params.categoryId),
    // A content category (a service page, a folder) has no listing: that is an empty one, not an error.
    loadListingData(context, { categoryId: params.categoryId }, url.search).catch(
      (error: unknown): ListingData | null => {
        if (isStoreApiError(error) && error.kind === "http" && error.status < 500) return null;
        throw error;
      },
    ),
    optional(readNavigation(context, params.categoryId, 1), []),
  ]).catch((error: unknown) => toRouteError(error, "category"));
  const videos = cmsVideos(category);
  const hasProducts = (listingData?.listing.total ?? listingData?.listing.elements.length ?? 0) > 0;
  const description = plainText(category.translated?.description ?? category.description);
  const isContentPage = Boolean(description) || videos.length > 0;
  return {
    id: category.id,
    name: nameOf(category),
    description,
    crumbs: categoryCrumbs(category),
    subcategories: children
      .filter((child) => child.visible !== false)
      .map((child) => ({ id: child.id, name: nameOf(child) })),
    // A content page (text, a video) without products shows no listing at all; a filtered URL always does.
    listing: listingData && (hasProducts || url.search || !isContentPage) ? listingData : null,
    noListing: !listingData && !isContentPage,
    videos,
    videoConsent: videos.length > 0 && hasVideoConsent(request),
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
  const { id, name, description, crumbs, subcategories, listing, noListing, videos, videoConsent } =
    loaderData;
  return (
    <div className="container page">
      <Breadcrumb items={crumbs} />
      <header className="page-head">
        <h1>{name}</h1>
        {description ? <p className="page-lead">{description}</p> : null}
      </header>
      {subcategories.length > 0 ? (
        <nav aria-label={`Categories in ${name}`} className="chip-nav">
          <ul>
            {subcategories.map((child) => (
              <li key={child.id}>
                <a className="chip" href={categoryPath(child.id)}>
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {videos.map((video) => (
        <ConsentVideo
          key={video.videoId}
          className="cms-video"
          provider="youtube"
          videoId={video.videoId}
          title={video.title}
          {...(video.previewImage ? { previewImage: video.previewImage } : {})}
          initialConsent={videoConsent}
        />
      ))}
      {listing ? (
        <ListingPage
          key={id}
          query={listing.query}
          listing={listing.listing}
          categoryId={id}
          listName={name}
          {...aggregations(listing)}
        />
      ) : noListing ? (
        <p className="empty-state">There are no products in this category yet.</p>
      ) : null}
    </div>
  );
}

function aggregations(data: { filterAggregations?: ListingData["filterAggregations"] }) {
  return data.filterAggregations ? { filterAggregations: data.filterAggregations } : {};
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "navigation", action: "index" } };
