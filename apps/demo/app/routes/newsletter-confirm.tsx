import { isStoreApiError } from "@vitrine/core";
import { data, Link } from "react-router";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { routeSnippets } from "../lib/snippets.server";
import { storeApi } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ data: answer, matches }: Route.MetaArgs) {
  return noindexMeta(
    metaTitle(matches, answer?.confirmed ? "demo.newsletter.confirmed" : "demo.newsletter.title"),
  );
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
      return { confirmed: true, snippets: routeSnippets(context, "newsletter") };
    } catch (error) {
      if (!(isStoreApiError(error) && error.kind === "http" && error.status < 500)) throw error;
    }
  }
  return data({ confirmed: false, snippets: routeSnippets(context, "newsletter") }, { status: 400 });
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const path = useShopPath();
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="newsletter-title">
        {loaderData.confirmed ? (
          <>
            <h1 id="newsletter-title">{t("demo.newsletter.confirmed")}</h1>
            <p>{t("demo.newsletter.confirmedText")}</p>
          </>
        ) : (
          <>
            <h1 id="newsletter-title">{t("demo.newsletter.invalid")}</h1>
            <p>{t("demo.newsletter.invalidText")}</p>
          </>
        )}
        <p>
          <Link to={path("/")}>{t("demo.continueShopping")}</Link>
        </p>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
