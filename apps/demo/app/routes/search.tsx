import { Form } from "react-router";
import { Pagination } from "../components/Pagination";
import { ProductGrid } from "../components/ProductCard";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { LISTING_LIMIT, pageTitle } from "../lib/shop";
import { searchProducts, toRouteError } from "../lib/store-api.server";
import { useCurrency } from "../lib/useShop";
import { productCardView } from "../lib/view";
import type { Route } from "./+types/search";

/** SPEC section 5: a search term needs at least 3 characters. */
const SEARCH_MIN_CHARACTERS = 3;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.term ? `Search results for “${loaderData.term}”` : "Search") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (url.searchParams.get("search") ?? "").trim();
  const page = Math.max(1, Number.parseInt(url.searchParams.get("p") ?? "1", 10) || 1);
  if (term.length < SEARCH_MIN_CHARACTERS)
    return { term, tooShort: term.length > 0, products: [], total: 0, page: 1, pages: 1 };
  const result = await searchProducts(context, term, { p: page, limit: LISTING_LIMIT }).catch(
    (error: unknown) => toRouteError(error),
  );
  const total = result.total ?? result.elements.length;
  return {
    term,
    tooShort: false,
    products: result.elements.map(productCardView),
    total,
    page: result.page ?? page,
    pages: Math.max(1, Math.ceil(total / (result.limit ?? LISTING_LIMIT))),
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const currency = useCurrency();
  const { term, tooShort, products, total, page, pages } = loaderData;
  return (
    <div className="container page">
      <header className="page-head">
        <h1>{term && !tooShort ? `Search results for “${term}”` : "Search"}</h1>
      </header>
      <Form method="get" action="/search" className="search-page-form">
        <label htmlFor="search-page-input">Search term</label>
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
            Search
          </button>
        </div>
      </Form>
      {tooShort ? (
        <p role="alert" className="notice notice-warning">
          Please enter at least {SEARCH_MIN_CHARACTERS} characters.
        </p>
      ) : term ? (
        <p role="status" className="result-count">
          {total} {total === 1 ? "product" : "products"} found
        </p>
      ) : null}
      {products.length > 0 ? (
        <ProductGrid products={products} currency={currency} priorityCount={2} />
      ) : term && !tooShort ? (
        <p className="empty-state">No products match “{term}”. Try a different or more general term.</p>
      ) : null}
      <Pagination page={page} pages={pages} search={new URLSearchParams({ search: term })} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
