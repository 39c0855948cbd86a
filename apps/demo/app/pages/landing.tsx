// The landing page's view, shared by the technical route (/landingPage/:landingPageId) and the SEO route.
import { CmsLayout } from "../components/CmsLayout";
import type { Unpacked } from "../lib/packed";
import type { Route } from "../routes/+types/landing";

/** The page's data as the view receives it (the technical route's and the SEO route's loader answer it). */
export type LandingPageData = Unpacked<Route.ComponentProps["loaderData"]["page"]>;

/** A landing page: its Shopping Experience layout. */
export default function LandingPage({ loaderData }: { loaderData: LandingPageData }) {
  const { page, videoConsent } = loaderData;
  return <CmsLayout page={page} videoConsent={videoConsent} className="cms-landing" />;
}
