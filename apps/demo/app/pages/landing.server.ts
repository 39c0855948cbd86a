// The landing page's data, shared by the technical route (/landingPage/:landingPageId) and the SEO route (its url).
import { LandingPageSchema } from "@vitrine/cms/schemas";
import { type AppLoadContext, data } from "react-router";
import { checkDemoPage } from "../lib/cms.server";
import { hasVideoConsent } from "../lib/listing.server";
import { leanCmsProducts } from "../lib/product.server";
import { storeApi, toRouteError } from "../lib/store-api.server";
import type { PageLoaderArgs } from "./product.server";

function readLandingPage(context: AppLoadContext, landingPageId: string) {
  return storeApi(context).post("/landing-page/{landingPageId}", {
    params: { landingPageId },
    body: {},
    schema: LandingPageSchema,
    idempotent: true,
  });
}

/** The landing page's data (404 for an unknown landing page or one without a layout). */
export async function loadLandingPage({
  params,
  request,
  context,
}: PageLoaderArgs<{ landingPageId: string }>) {
  const landing = await readLandingPage(context, params.landingPageId).catch((error: unknown) =>
    toRouteError(error, "page"),
  );
  if (!landing.cmsPage) throw data({ message: "This page does not exist." }, { status: 404 });
  const texts = landing.translated ?? landing;
  return {
    title: texts.metaTitle || texts.name || landing.name || "",
    description: texts.metaDescription ?? "",
    page: checkDemoPage(leanCmsProducts(landing.cmsPage)),
    videoConsent: hasVideoConsent(request),
  };
}
