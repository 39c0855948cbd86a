import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { useDemoSnippet } from "../lib/snippets";

/** The page for a failed route: 404 for what does not exist, a retry for a backend that is down. */
export function ErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  const t = useDemoSnippet();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const retryHref = `${location.pathname}${location.search}`;
  if (status === 404) {
    return (
      <div className="container error-page">
        <p className="error-code">404</p>
        <h1>{t("demo.error.notFound")}</h1>
        <p>
          {isRouteErrorResponse(error) && typeof error.data?.message === "string"
            ? error.data.message
            : t("demo.error.notFoundText")}
        </p>
        <div className="button-row">
          <Link className="button button-primary" to="/">
            {t("demo.error.home")}
          </Link>
          <Link className="button button-secondary" to="/search">
            {t("demo.error.search")}
          </Link>
        </div>
      </div>
    );
  }
  const backendDown = isRouteErrorResponse(error) && status >= 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <div className="container error-page" role="alert">
      <p className="error-code">{status}</p>
      <h1>{backendDown ? t("demo.error.backendDown") : t("demo.error.generic")}</h1>
      <p>{backendDown ? t("demo.error.backendDownText") : t("demo.error.genericText")}</p>
      <div className="button-row">
        <a className="button button-primary" href={retryHref}>
          {t("demo.error.retry")}
        </a>
        <Link className="button button-secondary" to="/">
          {t("demo.error.home")}
        </Link>
      </div>
    </div>
  );
}
