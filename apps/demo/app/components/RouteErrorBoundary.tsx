import { lazy } from "react";
import { useRouteError } from "react-router";
import { NOINDEX } from "../lib/shop";

/**
 * The error page's code, loaded when a page fails (every page's error boundary renders it; no page loads it
 * otherwise). No Suspense boundary around it: the server's first HTML waits for it (no empty error page without
 * JavaScript), and hydration keeps the server's HTML until it has arrived.
 */
export const LazyErrorPage = lazy(() =>
  import("./ErrorPage").then((module) => ({ default: module.ErrorPage })),
);

/** Error boundary of a route: the page's error (its title too) inside the intact header and footer. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <meta name="robots" content={NOINDEX} />
      <LazyErrorPage error={error} />
    </>
  );
}
