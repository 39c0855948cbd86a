import { useEntityLink } from "@vitrine/core";
import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import type { ProductSummary } from "@vitrine/core/schemas";
import { VisibleIsland } from "@vitrine/core/visible-island";
import { Link } from "react-router";
import { productName } from "../lib/format";

// A file of its own: cards appear on pages without a buy box, which need not load the product package.

/**
 * The cards' "Add to shopping cart" forms: their code (the cart's add form) loads on the shopper's first interaction
 * with one of them (a pointer over it, the focus, a press) and hydrates every card's form in place. Until then each
 * is the server's form, which posts to the product page without JavaScript (its canonical URL, the card's link: the
 * technical `/detail/<id>` answers a redirect there, which a browser follows without the form); a press before the
 * code came is sent by the hydrated form.
 */
const buyForm = lazyOnInteraction("card-buy", () =>
  import("./CardAddToCart").then((module) => module.CardAddToCart),
);

/**
 * A listing card's buy button (AddToCartForm context "listing"); a product with variants to choose gets a
 * "Details" link to its page instead, as Shopware's listing does.
 */
export function CardBuyForm({
  productId,
  name,
  buyable,
  href,
}: {
  productId: string;
  name: string;
  buyable: boolean;
  /** The product page's link (its canonical SEO URL when known). */
  href: string;
}) {
  return (
    <div className="product-card-buy">
      {buyable ? (
        <VisibleIsland island={buyForm} props={{ productId, action: href }} />
      ) : (
        <Link to={href} className="button button-secondary product-card-details">
          Details<span className="vitrine-visually-hidden"> of {name}</span>
        </Link>
      )}
    </div>
  );
}

/**
 * The same buy button for `@vitrine/listing-filter`'s grid: `<ProductGrid addToCart={listingAddToCart} />` on the
 * category and search pages.
 */
export function listingAddToCart(product: ProductSummary) {
  return <ListingBuyForm product={product} />;
}

function ListingBuyForm({ product }: { product: ProductSummary }) {
  const link = useEntityLink();
  const childCount = (product as { childCount?: number | null }).childCount ?? 0;
  return (
    <CardBuyForm
      productId={product.id}
      name={productName(product)}
      buyable={childCount === 0 && product.available !== false}
      href={link("product", product)}
    />
  );
}
