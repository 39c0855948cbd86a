import { cmsPageOf } from "@vitrine/cms/schemas";
import { CmsLayout } from "../components/CmsLayout";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { checkDemoPage } from "../lib/cms.server";
import { hasVideoConsent } from "../lib/listing.server";
import { leanCmsProducts } from "../lib/product.server";
import { SHOP_NAME } from "../lib/shop";
import { isNotFound, readCategory, toRouteError } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: `${SHOP_NAME}: well-made things for every day` },
    {
      name: "description",
      content: "Browse the Vitrine demo shop: server-rendered React on the Shopware 6 Store API.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The home page is the layout of the sales channel's navigation root (`/category/home`, as in Shopware).
  const home = await readCategory(context, "home").catch((error: unknown) =>
    isNotFound(error) ? null : toRouteError(error),
  );
  const page = cmsPageOf(home?.cmsPage);
  return { page: page && checkDemoPage(leanCmsProducts(page)), videoConsent: hasVideoConsent(request) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, videoConsent } = loaderData;
  if (!page)
    return (
      <div className="container page">
        <h1>{SHOP_NAME}</h1>
      </div>
    );
  return <CmsLayout page={page} videoConsent={videoConsent} className="cms-home" />;
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "navigation", action: "home" } };
