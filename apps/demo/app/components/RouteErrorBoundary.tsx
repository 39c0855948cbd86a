import { isRouteErrorResponse, useRouteError } from "react-router";
import { NOINDEX, pageTitle } from "../lib/shop";
import { useDemoSnippet } from "../lib/snippets";
import { ErrorPage } from "./ErrorPage";

/** Error boundary of a route: the page's error inside the intact header and footer. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useDemoSnippet();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{pageTitle(t(notFound ? "demo.error.notFound" : "demo.error.generic"))}</title>
      <meta name="robots" content={NOINDEX} />
      <ErrorPage error={error} />
    </>
  );
}
