import { AddToCartForm } from "@vitrine/cart";
import { useEntityLink } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { Link } from "react-router";
import { productName, productPath } from "../lib/format";

// A file of its own: cards appear on pages without a buy box, which need not load the product package.

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
        <AddToCartForm context="listing" productId={productId} action={productPath(productId)} />
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
