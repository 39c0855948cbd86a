import { hasActiveFilters } from "@vitrine/listing-filter";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Form, redirect } from "react-router";
import { ListingPage } from "../components/ListingPage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { loadListingData, tidyListingUrl } from "../lib/listing.server";
import { pack, unpack } from "../lib/packed";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { routeSnippets } from "../lib/snippets.server";
import { toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/search";

/** SPEC section 5: a search term needs at least 3 characters. */
const SEARCH_MIN_CHARACTERS = 3;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return noindexMeta(
    loaderData?.term
      ? metaTitle(matches, "demo.page.searchResults", { term: loaderData.term })
      : metaTitle(matches, "demo.page.search"),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The no-JavaScript form's submission (empty fields, repeated ids) moves to the URL the listing hook would write.
  const tidy = tidyListingUrl(url);
  if (tidy) throw redirect(tidy);
  const term = (url.searchParams.get("search") ?? "").trim();
  const snippets = routeSnippets(context, "search");
  if (term.length < SEARCH_MIN_CHARACTERS)
    return { term, tooShort: term.length > 0, listing: pack(null), snippets };
  const listing = await loadListingData(context, { search: term }, url.search).catch((error: unknown) =>
    toRouteError(error),
  );
  return { term, tooShort: false, listing: pack(listing), snippets };
}

/** Filter, sorting, limit and page changes are fetched by the listing hook: only a new term reloads. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return (
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.searchParams.get("search") !== nextUrl.searchParams.get("search")
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const path = useShopPath();
  const { term, tooShort } = loaderData;
  const listing = unpack(loaderData.listing);
  const total = listing ? (listing.listing.total ?? listing.listing.elements.length) : 0;
  return (
    <div className="container page">
      <header className="page-head">
        <h1>{term && !tooShort ? t("demo.page.searchResults", { term }) : t("demo.page.search")}</h1>
      </header>
      <Form method="get" action={path("/search")} className="search-page-form">
        <label htmlFor="search-page-input">{t("demo.search.term")}</label>
        <div className="input-group">
          <input
            id="search-page-input"
            type="search"
            name="search"
            defaultValue={term}
            minLength={SEARCH_MIN_CHARACTERS}
            required
            key={term}
          />
          <button type="submit" className="button button-primary">
            {t("demo.page.search")}
          </button>
        </div>
      </Form>
      {tooShort ? (
        <p role="alert" className="notice notice-warning">
          {t("demo.search.tooShort", { min: SEARCH_MIN_CHARACTERS })}
        </p>
      ) : listing && total === 0 && !hasActiveFilters(listing.query) ? (
        <p className="empty-state">{t("demo.search.none", { term })}</p>
      ) : listing ? (
        <ListingPage
          key={term}
          query={listing.query}
          listing={listing.listing}
          search={term}
          {...(listing.filterAggregations ? { filterAggregations: listing.filterAggregations } : {})}
        />
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "search", action: "search" } };
