import { useSnippet } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import { memo, type ReactNode } from "react";
import { listingSnippets } from "./listing.snippets";
import { ProductCard, type ProductCardProps } from "./ProductCard";
import { useListingContext } from "./useListing";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps
  extends Pick<ProductCardProps, "addToCart" | "wishlist" | "imageSizes" | "headingLevel"> {
  /** Render each product yourself instead of with `<ProductCard>`. */
  renderProduct?: (product: ProductSummary, index: number) => ReactNode;
  /** Called when the shopper follows a product's link (`useListingAnalytics` from `/analytics` gives one). */
  onSelectProduct?: (product: ProductSummary, index: number) => void;
  /** How many cards load their image at once (the first row). */
  eagerImages?: number;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The listing's products. While newer results load the old ones stay in place (`aria-busy`, `data-state="loading"`),
 * so the grid keeps its size; a failed fetch keeps them, says so (`role=alert`) and offers a retry.
 *
 * A card renders again only when its own props change: the grid's busy state, the router's new URL and the filter
 * panel re-render the grid, not its cards (keep `addToCart`, `wishlist` and `onSelectProduct` stable for that, e.g.
 * functions at module level and `useListingAnalytics`).
 */
export function ProductGrid({
  renderProduct,
  eagerImages = 4,
  onSelectProduct,
  className,
  ...cardProps
}: ProductGridProps): ReactNode {
  const listing = useListingContext();
  const t = useSnippet(listingSnippets);
  const products = listing.result.elements;
  return (
    <div {...listing.getListingProps()} className={cx("vitrine-listing", className)}>
      {listing.error !== undefined && (
        <div role="alert" className="vitrine-listing__error">
          <p>{t("listing.error")}</p>
          <button type="button" className="vitrine-button" onClick={listing.retry}>
            {t("listing.retry")}
          </button>
        </div>
      )}
      {products.length === 0 ? (
        <p className="vitrine-listing__empty">{t("listing.empty")}</p>
      ) : (
        <ul className="vitrine-listing__grid">
          {products.map((product, index) => (
            <GridItem
              key={product.id}
              product={product}
              index={index}
              eager={index < eagerImages}
              renderProduct={renderProduct}
              onSelectProduct={onSelectProduct}
              {...cardProps}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One grid cell: the card (or the shop's own rendering), memoized on its props. */
const GridItem = memo(function GridItem({
  product,
  index,
  renderProduct,
  onSelectProduct,
  ...cardProps
}: Omit<ProductGridProps, "eagerImages" | "className"> & {
  product: ProductSummary;
  index: number;
  eager: boolean;
}): ReactNode {
  return (
    <li className="vitrine-listing__item">
      {renderProduct ? (
        renderProduct(product, index)
      ) : (
        <ProductCard
          product={product}
          onSelect={onSelectProduct && (() => onSelectProduct(product, index))}
          {...cardProps}
        />
      )}
    </li>
  );
});

/** The number of products found, in `role=status` so a change is announced ("24 products"). */
export function ListingCount({ className }: { className?: string }): ReactNode {
  const { total } = useListingContext();
  const t = useSnippet(listingSnippets);
  return (
    <p role="status" className={cx("vitrine-listing-count", className)}>
      {total === 1 ? t("listing.totalOne") : t("listing.total", { count: total })}
    </p>
  );
}
