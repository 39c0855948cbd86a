import { useSnippet } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import { ProductSummaryCard } from "@vitrine/product/card";
import type { ReactNode } from "react";
import { RATING_MAX } from "./constants";
import { listingSnippets } from "./listing.snippets";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product the card shows. */
  product: ProductSummary;
  /** The add-to-cart control (e.g. `@vitrine/cart`'s button). */
  addToCart?: (product: ProductSummary) => ReactNode;
  /** The wishlist control (e.g. `@vitrine/wishlist`'s toggle). */
  wishlist?: (product: ProductSummary) => ReactNode;
  /** The image's `sizes` (how wide the card is at each viewport). */
  imageSizes?: string;
  /** Load the image at once (the first row), not lazily. */
  eager?: boolean;
  /** Level of the name's heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  /** Called when the shopper follows the product's link (the listing tells analytics: `select_item`). */
  onSelect?: () => void;
}

/** Rating stars out of 5, named for screen readers ("Rated 4 out of 5"). */
export function RatingStars({ rating, className }: { rating: number; className?: string }): ReactNode {
  const t = useSnippet(listingSnippets);
  const full = Math.round(rating);
  return (
    <span
      role="img"
      className={cx("vitrine-rating", className)}
      aria-label={t("listing.rated", { rating: Math.round(rating * 10) / 10, max: RATING_MAX })}
      data-rating={full}
    >
      {"★".repeat(full)}
      <span className="vitrine-rating__empty">{"★".repeat(RATING_MAX - full)}</span>
    </span>
  );
}

/**
 * A product in the listing: `@vitrine/product/card`'s card (image, name linking to the product page, list price,
 * "from" and reference price) with the rating stars and the add-to-cart and wishlist slots.
 */
export function ProductCard({
  product,
  addToCart,
  wishlist,
  imageSizes = "(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw",
  ...props
}: ProductCardProps): ReactNode {
  return (
    <ProductSummaryCard
      product={product}
      imageSizes={imageSizes}
      details={product.ratingAverage ? <RatingStars rating={product.ratingAverage} /> : null}
      actions={
        addToCart || wishlist ? (
          <>
            {addToCart?.(product)}
            {wishlist?.(product)}
          </>
        ) : null
      }
      {...props}
    />
  );
}
