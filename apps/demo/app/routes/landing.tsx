import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { pack, unpack } from "../lib/packed";
import { redirectToSeoUrl } from "../lib/seo-url.server";
import { routeSnippets } from "../lib/snippets.server";
import LandingPage from "../pages/landing";
import { loadLandingPage } from "../pages/landing.server";
import { landingMeta, PAGE_HANDLES } from "../pages/shared";
import type { Route } from "./+types/landing";

// The landing page's technical address: 301 to its SEO URL (`/summer-edit`) when it has one.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return landingMeta(loaderData && unpack(loaderData.page), matches);
}

export async function loader(args: Route.LoaderArgs) {
  await redirectToSeoUrl(args, "landingPage", args.params.landingPageId);
  const page = await loadLandingPage(args);
  return { page: pack(page), snippets: routeSnippets(args.context, "landing", page.page) };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return <LandingPage loaderData={unpack(loaderData.page)} />;
}

export { RouteErrorBoundary as ErrorBoundary };

export const handle = PAGE_HANDLES.landingPage;
