import { useSnippet } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import { ProductSummaryCard } from "@vitrine/product/card";
import type { ReactNode } from "react";
import { gallerySnippets } from "./gallery.snippets";
import { type UseProductSliderOptions, useProductSlider } from "./useProductSlider";

/** Props of {@link ProductSlider}. */
export interface ProductSliderProps<P extends ProductSummary = ProductSummary>
  extends UseProductSliderOptions {
  /** The products (e.g. cross-selling or a CMS product slider), loaded on the server. */
  products: readonly P[];
  /** Name of the slider region (default "Products"), e.g. the cross-selling's name. */
  label?: string;
  /** Visible heading above the slider. */
  title?: ReactNode;
  /** Renders one product box (default: image, name and price linking to its detail page). */
  renderProduct?: (product: P, index: number) => ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The default product box: `@vitrine/product/card`'s card (cover, name linking to its product page, price). */
export function ProductBox({ product }: { product: ProductSummary }): ReactNode {
  return <ProductSummaryCard product={product} className="vitrine-product-box" />;
}

/**
 * A product slider for cross-selling and the home page: boxes at least 300 px wide on CSS scroll-snap,
 * previous/next buttons, optional autoplay (5000 ms) with a visible pause button; reduced motion respected.
 */
export function ProductSlider<P extends ProductSummary>({
  products,
  label,
  title,
  renderProduct,
  className,
  ...options
}: ProductSliderProps<P>): ReactNode {
  const t = useSnippet(gallerySnippets);
  const slider = useProductSlider(options);
  return (
    <section
      className={cx("vitrine-product-slider", className)}
      aria-roledescription="carousel"
      aria-label={label ?? t("slider.label")}
      data-state={slider.playing ? "playing" : "still"}
    >
      {title != null && <h2 className="vitrine-product-slider__title">{title}</h2>}
      {products.length === 0 ? (
        <p className="vitrine-product-slider__empty">{t("slider.empty")}</p>
      ) : (
        <>
          <div className="vitrine-product-slider__controls">
            {slider.autoplay && (
              <button
                className="vitrine-button vitrine-product-slider__pause"
                {...slider.getPauseButtonProps(slider.paused ? t("slider.play") : t("slider.pause"))}
              >
                <span aria-hidden="true">{slider.paused ? "▶" : "❚❚"}</span>
              </button>
            )}
            <button
              className="vitrine-button vitrine-product-slider__arrow"
              data-direction="previous"
              {...slider.getPreviousButtonProps(t("slider.previous"))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              className="vitrine-button vitrine-product-slider__arrow"
              data-direction="next"
              {...slider.getNextButtonProps(t("slider.next"))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <div className="vitrine-product-slider__container">
            <ul className="vitrine-product-slider__viewport" {...slider.getViewportProps()}>
              {products.map((product, index) => (
                <li key={product.id} className="vitrine-product-slider__item">
                  {renderProduct ? renderProduct(product, index) : <ProductBox product={product} />}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
