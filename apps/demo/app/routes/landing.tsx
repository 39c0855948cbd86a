import { LandingPageSchema } from "@vitrine/cms/schemas";
import { entityLink } from "@vitrine/core";
import { type AppLoadContext, data } from "react-router";
import { CmsLayout } from "../components/CmsLayout";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { checkDemoPage } from "../lib/cms.server";
import { hasVideoConsent } from "../lib/listing.server";
import { leanCmsProducts } from "../lib/product.server";
import { canonicalUrl, metaDescription, pageMeta } from "../lib/seo/meta";
import { shopMetaContext } from "../lib/seo/route-meta";
import { pageTitle, SHOP_NAME } from "../lib/shop";
import { storeApi, toRouteError } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/landing";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page") }];
  const { origin } = shopMetaContext(matches);
  return pageMeta({
    title: pageTitle(loaderData.title),
    description: loaderData.description,
    canonical: canonicalUrl(origin, loaderData.path),
    siteName: SHOP_NAME,
  });
}

function readLandingPage(context: AppLoadContext, landingPageId: string) {
  return storeApi(context).post("/landing-page/{landingPageId}", {
    params: { landingPageId },
    body: {},
    schema: LandingPageSchema,
    idempotent: true,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const landing = await readLandingPage(context, params.landingPageId).catch((error: unknown) =>
    toRouteError(error, "page"),
  );
  if (!landing.cmsPage) throw data({ message: "This page does not exist." }, { status: 404 });
  const texts = landing.translated ?? landing;
  return {
    title: texts.metaTitle || texts.name || landing.name || "",
    description: metaDescription(texts.metaDescription),
    path: entityLink("landingPage", landing),
    page: checkDemoPage(leanCmsProducts(landing.cmsPage)),
    videoConsent: hasVideoConsent(request),
  };
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { page, videoConsent } = loaderData;
  return <CmsLayout page={page} videoConsent={videoConsent} className="cms-landing" />;
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "landingpage", action: "index" } };
