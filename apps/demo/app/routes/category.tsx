import { isStoreApiError } from "@vitrine/core";
import { Form, useSubmit } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb";
import { Pagination } from "../components/Pagination";
import { ProductGrid } from "../components/ProductCard";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { categoryCrumbs } from "../lib/category";
import { categoryPath, nameOf, plainText } from "../lib/format";
import type { Sorting } from "../lib/schemas";
import { LISTING_LIMIT, pageTitle } from "../lib/shop";
import { optional, readCategory, readListing, readNavigation, toRouteError } from "../lib/store-api.server";
import { useCurrency } from "../lib/useShop";
import { productCardView } from "../lib/view";
import type { Route } from "./+types/category";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Category") }];
  return [
    { title: pageTitle(loaderData.name) },
    { name: "description", content: loaderData.description.slice(0, 160) },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("p") ?? "1", 10) || 1);
  const order = url.searchParams.get("order") ?? undefined;
  const [category, listing, children] = await Promise.all([
    readCategory(context, params.categoryId),
    // A content category (a service page, a folder) has no listing: that is an empty one, not an error.
    readListing(context, params.categoryId, { p: page, limit: LISTING_LIMIT, order }).catch(
      (error: unknown) => {
        if (isStoreApiError(error) && error.kind === "http" && error.status < 500)
          return { elements: [], total: 0 };
        throw error;
      },
    ),
    optional(readNavigation(context, params.categoryId, 1), []),
  ]).catch((error: unknown) => toRouteError(error, "category"));
  const total = listing.total ?? listing.elements.length;
  return {
    id: category.id,
    name: nameOf(category),
    description: plainText(category.translated?.description ?? category.description),
    crumbs: categoryCrumbs(category),
    subcategories: children
      .filter((child) => child.visible !== false)
      .map((child) => ({ id: child.id, name: nameOf(child) })),
    products: listing.elements.map(productCardView),
    total,
    page: "page" in listing ? (listing.page ?? page) : page,
    pages: Math.max(
      1,
      Math.ceil(total / (("limit" in listing ? listing.limit : undefined) ?? LISTING_LIMIT)),
    ),
    sorting: ("sorting" in listing ? listing.sorting : undefined) ?? order ?? "",
    sortings: (("availableSortings" in listing ? listing.availableSortings : undefined) ?? []).map(
      (sorting: Sorting) => ({
        key: sorting.key,
        label: sorting.translated?.label ?? sorting.label ?? sorting.key,
      }),
    ),
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const currency = useCurrency();
  const { name, description, crumbs, subcategories, products, total, page, pages, sorting, sortings } =
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
      {products.length === 0 && description ? null : (
        <div className="listing-toolbar">
          <p className="result-count" role="status">
            {total} {total === 1 ? "product" : "products"}
          </p>
          {sortings.length > 0 ? <SortingForm sorting={sorting} sortings={sortings} /> : null}
        </div>
      )}
      {products.length === 0 && description ? null : products.length > 0 ? (
        <ProductGrid products={products} currency={currency} priorityCount={2} />
      ) : (
        <p className="empty-state">There are no products in this category yet.</p>
      )}
      <Pagination page={page} pages={pages} search={new URLSearchParams(sorting ? { order: sorting } : {})} />
    </div>
  );
}

function SortingForm({ sorting, sortings }: { sorting: string; sortings: { key: string; label: string }[] }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="sorting-form" onChange={(event) => submit(event.currentTarget)}>
      <label htmlFor="listing-sorting">Sorting</label>
      <select id="listing-sorting" name="order" defaultValue={sorting} key={sorting}>
        {sortings.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-secondary">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
