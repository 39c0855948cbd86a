import { useMoney, useRoute, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { type ProductSummary, pickThumbnail } from "@vitrine/core/schemas";
import { cx, translated } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { useWishlistPage, type WishlistPageOptions } from "./useWishlistPage";

/** English defaults of the wishlist page's texts. */
export const wishlistPageSnippets = {
  "wishlist.page.loading": "Loading your wishlist…",
  "wishlist.page.empty": "Your wishlist is empty.",
  "wishlist.page.error": "Your wishlist could not be loaded.",
  "wishlist.page.retry": "Try again",
  "wishlist.page.remove": "Remove",
  "wishlist.page.removeLabel": "Remove {name} from wishlist",
};

/** Props of {@link WishlistPage}. */
export interface WishlistPageProps extends WishlistPageOptions {
  /** The add-to-cart slot of each product (the cart package's form). */
  renderAddToCart?: (product: ProductSummary) => ReactNode;
  className?: string;
}

function productName(product: ProductSummary): string {
  return translated(product, "name") ?? "";
}

/** The wishlist page's list: products newest first, each with remove and an add-to-cart slot; an empty state. */
export function WishlistPage({ renderAddToCart, className, initialProducts }: WishlistPageProps) {
  const page = useWishlistPage({ initialProducts });
  const t = useSnippet(wishlistPageSnippets);
  const route = useRoute();
  const money = useMoney();
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
            const name = productName(product);
            const media = product.cover?.media;
            const image = media ? pickThumbnail(media, 400) : null;
            const removing = page.isRemoving(product.id);
            return (
              <li key={product.id} className="vitrine-wishlist-page__item" data-product-id={product.id}>
                <Link
                  className="vitrine-wishlist-page__link"
                  href={route("product", { productId: product.id })}
                >
                  {image && (
                    <img src={image.url} width={image.width} height={image.height} alt="" loading="lazy" />
                  )}
                  <span className="vitrine-wishlist-page__name">{name}</span>
                </Link>
                {product.calculatedPrice && (
                  <span className="vitrine-wishlist-page__price">
                    {money(product.calculatedPrice.unitPrice)}
                  </span>
                )}
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
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
