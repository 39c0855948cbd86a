import { useSnippet } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { cx, translated } from "@vitrine/core/utils";
import { ProductSummaryCard } from "@vitrine/product/card";
import type { ReactNode } from "react";
import { useWishlistPage, type WishlistPageOptions } from "./useWishlistPage";
import { wishlistPageSnippets } from "./wishlistPage.snippets";

/** Props of {@link WishlistPage}. */
export interface WishlistPageProps extends WishlistPageOptions {
  /** The add-to-cart slot of each product (the cart package's form). */
  renderAddToCart?: (product: ProductSummary) => ReactNode;
  /** Level of the products' names, to fit the page's outline (default 2: below the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The wishlist page's list: products newest first, each `@vitrine/product/card`'s card (list price, "from" and
 * reference price) with an add-to-cart slot and remove; an empty state.
 */
export function WishlistPage({
  renderAddToCart,
  headingLevel = 2,
  className,
  initialProducts,
}: WishlistPageProps) {
  const page = useWishlistPage({ initialProducts });
  const t = useSnippet(wishlistPageSnippets);
  if (!page.enabled) return null;
  return (
    <section
      className={cx("vitrine-wishlist-page", className)}
      data-state={page.isEmpty ? "empty" : page.status}
    >
      {page.status === "error" && (
        <div role="alert" className="vitrine-wishlist-page__error">
          {t("wishlist.page.error")}{" "}
          <button type="button" onClick={page.retry}>
            {t("wishlist.page.retry")}
          </button>
        </div>
      )}
      {page.status === "loading" && page.products.length === 0 && (
        <p role="status" className="vitrine-wishlist-page__loading">
          {t("wishlist.page.loading")}
        </p>
      )}
      {page.isEmpty && <p className="vitrine-wishlist-page__empty">{t("wishlist.page.empty")}</p>}
      {page.products.length > 0 && (
        <ul className="vitrine-wishlist-page__list" aria-busy={page.status === "loading" || undefined}>
          {page.products.map((product) => {
            const name = translated(product, "name") ?? "";
            const removing = page.isRemoving(product.id);
            return (
              <li key={product.id} className="vitrine-wishlist-page__item" data-product-id={product.id}>
                <ProductSummaryCard
                  product={product}
                  headingLevel={headingLevel}
                  actions={
                    <>
                      {renderAddToCart?.(product)}
                      <button
                        type="button"
                        className="vitrine-wishlist-page__remove"
                        aria-label={t("wishlist.page.removeLabel", { name })}
                        aria-busy={removing || undefined}
                        data-state={removing ? "loading" : undefined}
                        onClick={() => {
                          if (!removing) void page.remove(product.id);
                        }}
                      >
                        {t("wishlist.page.remove")}
                      </button>
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
