import { useConfig, useSnippet } from "@vitrine/core";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { NOINDEX, pageTitle } from "../lib/shop";
import type { DemoText } from "../lib/snippets";
import { errorSnippetsFor } from "../lib/snippets.errors";
import { useShopPath } from "../lib/useShop";

/** A route's error page (its error boundary, RouteErrorBoundary.tsx): the page's error inside the intact header and footer. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <>
      <meta name="robots" content={NOINDEX} />
      <ErrorPage error={error} />
    </>
  );
}

/**
 * The page for a failed route: 404 for what does not exist, a retry for a backend that is down. Its texts come
 * with this chunk in the page language (no page's data carries them); the shop's own texts for its keys win.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const path = useShopPath();
  const location = useLocation();
  const t: DemoText = useSnippet(errorSnippetsFor(useConfig().locale));
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const retryHref = `${location.pathname}${location.search}`;
  if (status === 404) {
    return (
      <div className="container error-page">
        <title>{pageTitle(t("demo.error.notFound"))}</title>
        <p className="error-code">404</p>
        <h1>{t("demo.error.notFound")}</h1>
        <p>
          {isRouteErrorResponse(error) && typeof error.data?.message === "string"
            ? error.data.message
            : t("demo.error.notFoundText")}
        </p>
        <search className="error-search">
          <form method="get" action={path("/search")}>
            <label htmlFor="error-search-term">{t("demo.error.search")}</label>
            <div className="error-search-row">
              <input id="error-search-term" type="search" name="search" required />
              <button type="submit" className="button button-primary">
                {t("demo.page.search")}
              </button>
            </div>
          </form>
        </search>
        <p>
          <Link to={path("/")}>{t("demo.error.home")}</Link>
        </p>
      </div>
    );
  }
  const backendDown = isRouteErrorResponse(error) && status >= 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <div className="container error-page" role="alert">
      <title>{pageTitle(t("demo.error.generic"))}</title>
      <p className="error-code">{status}</p>
      <h1>{backendDown ? t("demo.error.backendDown") : t("demo.error.generic")}</h1>
      <p>{backendDown ? t("demo.error.backendDownText") : t("demo.error.genericText")}</p>
      <div className="button-row">
        <a className="button button-primary" href={retryHref}>
          {t("demo.error.retry")}
        </a>
        <Link className="button button-secondary" to={path("/")}>
          {t("demo.error.home")}
        </Link>
      </div>
    </div>
  );
}
