import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { pack, unpack } from "../lib/packed";
import { redirectToSeoUrl } from "../lib/seo-url.server";
import { productSnippets } from "../lib/snippets.server";
import ProductPage from "../pages/product";
import { loadProductPage, productAction } from "../pages/product.server";
import { PAGE_HANDLES, productMeta } from "../pages/shared";
import type { Route } from "./+types/product";

// The product's technical address: 301 to its canonical SEO URL when it has one, the page here otherwise.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return productMeta(loaderData && unpack(loaderData.page), matches);
}

export async function loader(args: Route.LoaderArgs) {
  await redirectToSeoUrl(args, "product", args.params.productId);
  const page = await loadProductPage(args);
  return { page: pack(page), snippets: productSnippets(args.context, page) };
}

export function action(args: Route.ActionArgs) {
  return productAction(args);
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPage loaderData={unpack(loaderData.page)} actionData={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary };

export const handle = PAGE_HANDLES.product;
