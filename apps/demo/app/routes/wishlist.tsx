import { WishlistPage } from "@vitrine/wishlist/page";
import wishlistPackageStyles from "@vitrine/wishlist/styles.css?url";
import { useWishlist } from "@vitrine/wishlist/widget";
import { data, Link } from "react-router";
import { listingAddToCart } from "../components/CartCardBuyForm";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { optional, readContext, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { PageHandle } from "../lib/wishlist";
import { isCustomer, readWishlistProducts, wishlistEnabled } from "../lib/wishlist.server";
import type { Route } from "./+types/wishlist";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: wishlistPackageStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.wishlist"));
}

export async function loader({ context }: Route.LoaderArgs) {
  // With the wishlist switched off there is no wishlist page.
  if (!wishlistEnabled()) {
    throw data({ message: pageText(context)("demo.error.notFoundText") }, { status: 404 });
  }
  const signedIn = isCustomer(await optional(readContext(context), null));
  // A guest's list lives in local storage: the page reads its products by id after hydration.
  const snippets = routeSnippets(context, "wishlist");
  if (!signedIn) return { signedIn, products: null, snippets };
  const products = await readWishlistProducts(context).catch((error: unknown) => toRouteError(error));
  return { signedIn, products, snippets };
}

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const path = useShopPath();
  const { signedIn, products } = loaderData;
  const wishlist = useWishlist();
  // A guest's list is read after hydration: until then the page is laid out as its likeliest outcome, the empty
  // state, so an empty list arrives without moving anything (the "Discover products" link is right either way).
  const empty = wishlist.ready ? wishlist.count === 0 : !signedIn;
  return (
    <div className="container page wishlist-page">
      <header className="page-head">
        <h1>{t("demo.page.wishlist")}</h1>
      </header>
      <WishlistPage initialProducts={products ?? undefined} renderAddToCart={listingAddToCart} />
      {empty || !signedIn ? (
        <div className={empty ? "empty-state" : "wishlist-hint"}>
          <p className="muted">{t(signedIn ? "demo.wishlist.hint" : "demo.wishlist.guestHint")}</p>
          <div className="button-row">
            {empty ? (
              <Link to={path("/")} className="button button-primary">
                {t("demo.wishlist.discover")}
              </Link>
            ) : null}
            {signedIn ? null : (
              <Link
                to={`${path("/account/login")}?redirectTo=${encodeURIComponent(path("/wishlist"))}`}
                className="button button-secondary"
              >
                {t("demo.page.login")}
              </Link>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "wishlist", action: "index" } };
