import { isRouteErrorResponse, useRouteError } from "react-router";
import { NOINDEX } from "../lib/seo/meta";
import { pageTitle } from "../lib/shop";
import { ErrorPage } from "./ErrorPage";

/** Error boundary of a route: the page's error inside the intact header and footer. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{pageTitle(notFound ? "Page not found" : "Something went wrong")}</title>
      <meta name="robots" content={NOINDEX} />
      <ErrorPage error={error} />
    </>
  );
}
