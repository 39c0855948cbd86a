import { useEntityLink } from "@vitrine/core";
import { ProductCard as CardFrame } from "@vitrine/product/card";
import { WishlistButton } from "@vitrine/wishlist/widget";
import { Link } from "react-router";
import type { ProductCardView } from "../lib/view";
import { CardBuyForm } from "./CartCardBuyForm";
import { ProductImage } from "./ProductImage";

const CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw";

/** A product tile: `@vitrine/product/card`'s card with the demo's image, wishlist toggle and buy form in its slots. */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductCardView;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const link = useEntityLink();
  const href = link("product", { id: product.id, seoUrls: product.seoUrls });
  return (
    <CardFrame
      id={product.id}
      name={product.name}
      href={href}
      price={product.price}
      topseller={product.topseller}
      className="product-card"
      headingLevel={headingLevel}
      image={<ProductImage image={product.image} alt="" sizes={CARD_SIZES} priority={priority} />}
      badges={<WishlistButton productId={product.id} showLabel={false} className="wishlist-toggle" />}
      actions={
        <CardBuyForm productId={product.id} name={product.name} buyable={product.buyable} href={href} />
      }
      renderLink={({ href, className, children }) => (
        <Link to={href} className={`${className} product-card-link`} prefetch="intent">
          {children}
        </Link>
      )}
    />
  );
}
