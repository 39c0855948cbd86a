// Shopware's `cross-selling` element, apart from the product page's other elements: its slider and product cards are
// listing code, loaded only by a page that renders the element (the demo's product page shows its own).
import type { ProductSummary } from "@vitrine/core/schemas";
import { translated } from "@vitrine/core/utils";
import { ProductSlider } from "@vitrine/gallery-zoom/slider";
import { defineCmsElement } from "../cms.registry";
import { CmsProductCard } from "./CmsProducts";
import type { CmsCrossSellingData } from "./elements.schema";

/** A cross-selling the page shows: its id, name and products. */
export interface CmsCrossSellingView {
  id: string;
  name: string;
  products: ProductSummary[];
}

/** The cross-sellings a `cross-selling` slot shows: the active ones that have products, in order. */
export function cmsCrossSellings(data: CmsCrossSellingData | undefined): CmsCrossSellingView[] {
  return (data?.crossSellings ?? []).flatMap(({ crossSelling, products }) =>
    crossSelling.active !== false && products?.length
      ? [{ id: crossSelling.id, name: translated(crossSelling, "name") ?? "", products }]
      : [],
  );
}

/** Shopware's `cross-selling` element: one `@vitrine/gallery-zoom` product slider per cross-selling, titled. */
export const CmsCrossSelling = defineCmsElement<CmsCrossSellingData>(function CmsCrossSelling({ data }) {
  const sliders = cmsCrossSellings(data);
  if (!sliders.length) return null;
  return (
    <div className="vitrine-cms-cross-selling">
      {sliders.map((slider) => (
        <ProductSlider
          key={slider.id}
          products={slider.products}
          label={slider.name}
          title={slider.name}
          renderProduct={(product) => <CmsProductCard product={product} />}
        />
      ))}
    </div>
  );
});
