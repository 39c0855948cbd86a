import { Link } from "react-router";
import { ProductGrid } from "../components/ProductCard";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { WishlistSchema } from "../lib/schemas";
import { pageTitle } from "../lib/shop";
import { isNotFound, optional, readContext, storeApi, toRouteError } from "../lib/store-api.server";
import { useCurrency } from "../lib/useShop";
import { type ProductCardView, productCardView } from "../lib/view";
import type { Route } from "./+types/wishlist";

export function meta() {
  return [{ title: pageTitle("Wishlist") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const shopContext = await optional(readContext(context), null);
  const signedIn = Boolean(shopContext?.customer && !shopContext.customer.guest);
  if (!signedIn) return { signedIn, products: [] as ProductCardView[] };
  try {
    const result = await storeApi(context).post("/customer/wishlist", {
      body: { associations: { cover: { associations: { media: {} } } } },
      schema: WishlistSchema,
    });
    return { signedIn, products: result.products.elements.map(productCardView) };
  } catch (error) {
    // A customer without a wishlist yet gets a 404 from the Store API: that is an empty list.
    if (isNotFound(error)) return { signedIn, products: [] };
    return toRouteError(error);
  }
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const currency = useCurrency();
  const { signedIn, products } = loaderData;
  return (
    <div className="container page">
      <header className="page-head">
        <h1>Wishlist</h1>
      </header>
      {products.length > 0 ? (
        <>
          <p role="status" className="result-count">
            {products.length} {products.length === 1 ? "product" : "products"} on your wishlist
          </p>
          <ProductGrid products={products} currency={currency} />
        </>
      ) : (
        <div className="empty-state">
          <p>Your wishlist is empty.</p>
          <p className="muted">
            {signedIn
              ? "Products you mark with the heart appear here."
              : "Products you mark with the heart appear here. Log in to keep your wishlist on every device."}
          </p>
          <div className="button-row">
            <Link to="/" className="button button-primary">
              Discover products
            </Link>
            {signedIn ? null : (
              <Link to="/account/login?redirectTo=%2Fwishlist" className="button button-secondary">
                Log in
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
