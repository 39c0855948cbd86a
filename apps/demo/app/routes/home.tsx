import { cmsPageOf } from "@vitrine/cms/schemas";
import { CmsLayout } from "../components/CmsLayout";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { checkDemoPage } from "../lib/cms.server";
import { hasVideoConsent } from "../lib/listing.server";
import { pack, unpack } from "../lib/packed";
import { leanCmsProducts } from "../lib/product.server";
import { homePageMeta, homeSeo } from "../lib/seo/pages";
import { shopMetaContext } from "../lib/seo/route-meta";
import { SHOP_NAME } from "../lib/shop";
import { routeSnippets } from "../lib/snippets.server";
import { isNotFound, readCategory, toRouteError } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/home";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { origin, logo } = shopMetaContext(matches);
  return homePageMeta(
    {
      title: loaderData?.seo.title || `${SHOP_NAME}: well-made things for every day`,
      description:
        loaderData?.seo.description ||
        "Browse the Vitrine demo shop: server-rendered React on the Shopware 6 Store API.",
      image: loaderData?.seo.image ?? null,
    },
    { name: SHOP_NAME, origin, logo },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The home page is the layout of the sales channel's navigation root (`/category/home`, as in Shopware).
  const home = await readCategory(context, "home").catch((error: unknown) =>
    isNotFound(error) ? null : toRouteError(error),
  );
  const layout = cmsPageOf(home?.cmsPage);
  const page = layout && checkDemoPage(leanCmsProducts(layout));
  return {
    snippets: routeSnippets(context, "home", page),
    page: pack(page),
    videoConsent: hasVideoConsent(request),
    // The home category's own meta title and description, if the shop set them.
    seo: homeSeo(home),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { videoConsent } = loaderData;
  const page = unpack(loaderData.page);
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
