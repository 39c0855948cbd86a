import { lazy } from "react";

/**
 * Error boundary of a route (and of the root): the page's error (its title, `noindex`, ErrorPage) inside the intact
 * header and footer. Its code loads when a page fails (no page loads it otherwise). No Suspense boundary around it:
 * the server's first HTML waits for it (no empty error page without JavaScript), and hydration keeps the server's
 * HTML until it has arrived.
 */
export const RouteErrorBoundary = lazy(() =>
  import("./ErrorPage").then((module) => ({ default: module.RouteErrorPage })),
);
