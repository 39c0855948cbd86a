// The landing page's data, shared by the technical route (/landingPage/:landingPageId) and the SEO route (its url).
import { CMS_INCLUDES, LandingPageSchema } from "@vitrine/cms/schemas";
import { entityLink } from "@vitrine/core";
import type { AppLoadContext } from "react-router";
import { checkDemoPage } from "../lib/cms.server";
import { pageLanguage } from "../lib/language.server";
import { hasVideoConsent } from "../lib/listing.server";
import { leanCmsProducts } from "../lib/product.server";
import { metaDescription } from "../lib/seo/meta";
import { notFound, storeApi, toRouteError } from "../lib/store-api.server";
import type { PageLoaderArgs } from "./product.server";

function readLandingPage(context: AppLoadContext, landingPageId: string) {
  return storeApi(context).post("/landing-page/{landingPageId}", {
    params: { landingPageId },
    // The layout's sections, blocks and slots with the fields the page renders only.
    body: { includes: CMS_INCLUDES },
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
    toRouteError(error),
  );
  if (!landing.cmsPage) notFound();
  const texts = landing.translated ?? landing;
  const { basePath, languageId } = await pageLanguage(context);
  return {
    title: texts.metaTitle || texts.name || landing.name || "",
    description: metaDescription(texts.metaDescription),
    path: entityLink("landingPage", landing, { basePath, languageId: languageId ?? undefined }),
    page: checkDemoPage(leanCmsProducts(landing.cmsPage)),
    videoConsent: hasVideoConsent(request),
  };
}
