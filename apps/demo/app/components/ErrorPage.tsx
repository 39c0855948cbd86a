import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { useShopPath } from "../lib/useShop";

/** The page for a failed route: 404 for what does not exist, a retry for a backend that is down. */
export function ErrorPage({ error }: { error: unknown }) {
  const path = useShopPath();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const retryHref = `${location.pathname}${location.search}`;
  if (status === 404) {
    return (
      <div className="container error-page">
        <p className="error-code">404</p>
        <h1>Page not found</h1>
        <p>
          {isRouteErrorResponse(error) && typeof error.data?.message === "string"
            ? error.data.message
            : "The page you are looking for does not exist or has moved."}
        </p>
        <search className="error-search">
          <form method="get" action={path("/search")}>
            <label htmlFor="error-search-term">Search the shop</label>
            <div className="error-search-row">
              <input id="error-search-term" type="search" name="search" required />
              <button type="submit" className="button button-primary">
                Search
              </button>
            </div>
          </form>
        </search>
        <p>
          <Link to={path("/")}>Back to the home page</Link>
        </p>
      </div>
    );
  }
  const backendDown = isRouteErrorResponse(error) && status >= 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <div className="container error-page" role="alert">
      <p className="error-code">{status}</p>
      <h1>{backendDown ? "The shop is not answering right now" : "Something went wrong"}</h1>
      <p>
        {backendDown
          ? "We could not reach the shop's backend. Your cart is safe; please try again in a moment."
          : "An unexpected error stopped this page. Please try again."}
      </p>
      <div className="button-row">
        <a className="button button-primary" href={retryHref}>
          Try again
        </a>
        <Link className="button button-secondary" to={path("/")}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
