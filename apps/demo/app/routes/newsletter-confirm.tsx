import { isStoreApiError } from "@vitrine/core";
import { data, Link } from "react-router";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { noindexMeta } from "../lib/seo/meta";
import { pageTitle } from "../lib/shop";
import { storeApi } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ data: answer }: Route.MetaArgs) {
  return noindexMeta(pageTitle(answer?.confirmed ? "Newsletter confirmed" : "Newsletter"));
}

/**
 * The newsletter's double opt-in link, at Shopware's path (`/newsletter-subscribe?em=…&hash=…`): opening it
 * confirms the subscription (Store API `newsletter/confirm`). A link the shop does not know answers 400 and says
 * so; the page works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const em = url.searchParams.get("em") ?? "";
  const hash = url.searchParams.get("hash") ?? "";
  if (em && hash) {
    try {
      await storeApi(context).post("/newsletter/confirm", { body: { em, hash } });
      return { confirmed: true };
    } catch (error) {
      if (!(isStoreApiError(error) && error.kind === "http" && error.status < 500)) throw error;
    }
  }
  return data({ confirmed: false }, { status: 400 });
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const path = useShopPath();
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="newsletter-title">
        {loaderData.confirmed ? (
          <>
            <h1 id="newsletter-title">Newsletter confirmed</h1>
            <p>Thank you: your subscription to our newsletter is confirmed.</p>
          </>
        ) : (
          <>
            <h1 id="newsletter-title">This confirmation link is not valid</h1>
            <p>It may have been used already or been cut short. Please subscribe again to get a new link.</p>
          </>
        )}
        <p>
          <Link to={path("/")}>Continue shopping</Link>
        </p>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
