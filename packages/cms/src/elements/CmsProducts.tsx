import { useEntityLink, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import type { ProductSummary } from "@vitrine/core/schemas";
import { translated } from "@vitrine/core/utils";
import { ProductSlider } from "@vitrine/gallery-zoom/slider";
import { cardPriceDisplay, ProductCard } from "@vitrine/product/card";
import { defineCmsElement } from "../cms.registry";
import { cmsSnippets } from "../cms.snippets";
import type { CmsProductBoxData, CmsProductSliderData } from "./elements.schema";
import { CmsMediaImage } from "./media";

const CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw";

/**
 * A product as `@vitrine/product/card`'s card, linking through the shop's router to the product's canonical SEO URL
 * (technical route otherwise; core's `useEntityLink`).
 */
export function CmsProductCard({ product }: { product: ProductSummary }) {
  const link = useEntityLink();
  const name = translated(product, "name") ?? "";
  const media = product.cover?.media;
  return (
    <ProductCard
      id={product.id}
      name={name}
      href={link("product", product)}
      price={cardPriceDisplay(product)}
      image={
        media ? <CmsMediaImage media={media} sizes={CARD_SIZES} /> : <span className="vitrine-cms-no-image" />
      }
      renderLink={({ href, className, children }) => (
        <Link href={href} className={className}>
          {children}
        </Link>
      )}
    />
  );
}

/** Shopware's `product-box` element: one product card. */
export const CmsProductBox = defineCmsElement<CmsProductBoxData>(function CmsProductBox({ data }) {
  return data ? <CmsProductCard product={data.product} /> : null;
});

/** Shopware's `product-slider` element: `@vitrine/gallery-zoom`'s product slider of product cards, titled. */
export const CmsProductSlider = defineCmsElement<CmsProductSliderData>(function CmsProductSlider({
  data,
  config,
}) {
  const t = useSnippet(cmsSnippets);
  if (!data?.products.length) return null;
  const title = config("title");
  const label = typeof title === "string" && title ? title : t("cms.products");
  return (
    <ProductSlider
      className="vitrine-cms-product-slider"
      products={data.products}
      label={label}
      {...(typeof title === "string" && title ? { title } : {})}
      renderProduct={(product) => <CmsProductCard product={product} />}
    />
  );
});
