import type { ProductSummary } from "@vitrine/core/schemas";
import { useWishlist } from "@vitrine/wishlist";
import { WishlistPage } from "@vitrine/wishlist/page";
import wishlistPackageStyles from "@vitrine/wishlist/styles.css?url";
import { data, Link, useFetcher } from "react-router";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { productPath } from "../lib/format";
import { pageTitle } from "../lib/shop";
import { optional, readContext, toRouteError } from "../lib/store-api.server";
import { isCustomer, readWishlistProducts, wishlistEnabled } from "../lib/wishlist.server";
import type { Route } from "./+types/wishlist";
import type { action as productAction } from "./product";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: wishlistPackageStyles }];

export function meta() {
  return [{ title: pageTitle("Wishlist") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  // With the wishlist switched off there is no wishlist page.
  if (!wishlistEnabled()) {
    throw data({ message: "The page you are looking for does not exist or has moved." }, { status: 404 });
  }
  const signedIn = isCustomer(await optional(readContext(context), null));
  // A guest's list lives in local storage: the page reads its products by id after hydration.
  if (!signedIn) return { signedIn, products: null };
  const products = await readWishlistProducts(context).catch((error: unknown) => toRouteError(error));
  return { signedIn, products };
}

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  const { signedIn, products } = loaderData;
  const wishlist = useWishlist();
  const empty = wishlist.ready && wishlist.count === 0;
  return (
    <div className="container page wishlist-page">
      <header className="page-head">
        <h1>Wishlist</h1>
      </header>
      <WishlistPage
        initialProducts={products ?? undefined}
        renderAddToCart={(product) => <WishlistAddToCart product={product} />}
      />
      {empty || !signedIn ? (
        <div className={empty ? "empty-state" : "wishlist-hint"}>
          <p className="muted">
            {signedIn
              ? "Products you mark with the heart appear here."
              : "Products you mark with the heart appear here. Log in to keep your wishlist on every device."}
          </p>
          <div className="button-row">
            {empty ? (
              <Link to="/" className="button button-primary">
                Discover products
              </Link>
            ) : null}
            {signedIn ? null : (
              <Link to="/account/login?redirectTo=%2Fwishlist" className="button button-secondary">
                Log in
              </Link>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The add-to-cart slot of a wishlist item: the product page's own route action (quantity 1), through a fetcher so
 * the shopper stays on the wishlist; without JavaScript the form posts to the product page, which confirms it.
 */
function WishlistAddToCart({ product }: { product: ProductSummary }) {
  const fetcher = useFetcher<typeof productAction>();
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action={productPath(product.id)} className="wishlist-add-to-cart">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
        Add to shopping cart
      </button>
      {result?.ok ? (
        <p role="status" className="small">
          Added to your shopping cart. <Link to="/checkout/cart">Go to the cart</Link>
        </p>
      ) : null}
      {result && result.messages.length > 0 ? (
        <p role="alert" className="small notice-danger">
          {result.messages.join(" ")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
