import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { pack, unpack } from "../lib/packed";
import { redirectToSeoUrl } from "../lib/seo-url.server";
import { routeSnippets } from "../lib/snippets.server";
import CategoryPage from "../pages/category";
import { loadCategoryPage } from "../pages/category.server";
import { categoryMeta, categoryShouldRevalidate, PAGE_HANDLES } from "../pages/shared";
import type { Route } from "./+types/category";

// The category's technical address: 301 to its canonical SEO URL (its breadcrumb path) when it has one.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return categoryMeta(loaderData && unpack(loaderData.page), matches);
}

export async function loader(args: Route.LoaderArgs) {
  await redirectToSeoUrl(args, "category", args.params.categoryId);
  const page = await loadCategoryPage(args);
  return { page: pack(page), snippets: routeSnippets(args.context, "category", page.page) };
}

export { categoryShouldRevalidate as shouldRevalidate };

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage loaderData={unpack(loaderData.page)} />;
}

export { RouteErrorBoundary as ErrorBoundary };

export const handle = PAGE_HANDLES.category;
