import { lazy } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NOINDEX, pageTitle } from "../lib/shop";
import { useDemoSnippet } from "../lib/snippets";

/**
 * The error page's code, loaded when a page fails (every page's error boundary renders it; no page loads it
 * otherwise). No Suspense boundary around it: the server's first HTML waits for it (no empty error page without
 * JavaScript), and hydration keeps the server's HTML until it has arrived.
 */
export const LazyErrorPage = lazy(() =>
  import("./ErrorPage").then((module) => ({ default: module.ErrorPage })),
);

/** Error boundary of a route: the page's error inside the intact header and footer. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useDemoSnippet();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{pageTitle(t(notFound ? "demo.error.notFound" : "demo.error.generic"))}</title>
      <meta name="robots" content={NOINDEX} />
      <LazyErrorPage error={error} />
    </>
  );
}
