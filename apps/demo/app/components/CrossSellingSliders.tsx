import type { DemoCrossSellingData } from "../lib/cms.server";
import { ProductCardSlider } from "./ProductCardSlider";

/** The product page's cross-sellings: one slider of demo cards each (the loader's lean card views). */
export function CrossSellingSliders({ crossSellings }: DemoCrossSellingData) {
  return crossSellings.map((crossSelling) => (
    <div key={crossSelling.id} className="product-cross-selling">
      <ProductCardSlider
        products={crossSelling.products}
        title={crossSelling.name}
        label={crossSelling.name}
      />
    </div>
  ));
}
