import { useSnippet } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import { ProductSummaryCard } from "@vitrine/product/card";
import type { ReactNode } from "react";
import { RATING_MAX } from "./constants";
import { listingSnippets } from "./listing.snippets";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
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
<<<<<<< HEAD
  ...props
=======
  eager = false,
  headingLevel = 3,
  className,
  onSelect,
>>>>>>> h/ana
}: ProductCardProps): ReactNode {
  return (
<<<<<<< HEAD
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
=======
    <article className={cx("vitrine-product-card", className)} data-product-id={product.id}>
      <div className="vitrine-product-card__image">
        {media && image && (
          // The name link follows, so the image needs no name of its own.
          <img
            src={image.url}
            srcSet={mediaSrcSet(media) || undefined}
            sizes={imageSizes}
            width={width}
            height={height}
            alt={media.alt ?? ""}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        )}
      </div>
      <Heading className="vitrine-product-card__name">
        <Link href={route("product", { productId: product.id })} onClick={onSelect}>
          {name}
        </Link>
      </Heading>
      {product.ratingAverage ? <RatingStars rating={product.ratingAverage} /> : null}
      {price && (
        <p className="vitrine-product-card__price">
          <span className="vitrine-product-card__unit-price">
            {from ? t("listing.fromPrice", { price: money(from.unitPrice) }) : money(price.unitPrice)}
          </span>
          {price.listPrice && price.listPrice.price > price.unitPrice && (
            <>
              {" "}
              <del className="vitrine-product-card__list-price">
                <span className="vitrine-visually-hidden">{t("listing.listPrice")} </span>
                {money(price.listPrice.price)}
              </del>
            </>
          )}
          {reference && (
            <span className="vitrine-product-card__reference-price">
              {t("listing.referencePrice", {
                price: money(reference.price),
                unit: `${reference.referenceUnit ?? 1} ${reference.unitName ?? ""}`.trim(),
              })}
            </span>
          )}
        </p>
      )}
      {(addToCart || wishlist) && (
        <div className="vitrine-product-card__actions">
          {addToCart?.(product)}
          {wishlist?.(product)}
        </div>
      )}
    </article>
>>>>>>> h/ana
  );
}
