import { ProductSlider } from "@vitrine/gallery-zoom/slider";
import type { ReactNode } from "react";
import type { ProductCardView } from "../lib/view";
import { ProductCard } from "./ProductCard";

/**
 * The demo's product cards in `@vitrine/gallery-zoom`'s product slider (boxes at least 300 px wide, previous/next
 * buttons, reduced motion respected). The loaders send lean card views; the slider only needs their id and name.
 */
export function ProductCardSlider({
  products,
  label,
  title,
}: {
  products: readonly ProductCardView[];
  label: string;
  title?: ReactNode;
}) {
  const items = products.map((product) => ({ ...product, translated: { name: product.name } }));
  return (
    <ProductSlider
      products={items}
      label={label}
      title={title}
      renderProduct={(product) => <ProductCard product={product} />}
    />
  );
}
