// The demo's own CMS elements: the standard product box and slider with the demo's cards (wishlist toggle, buy
// form). Loaded lazily by the pages whose layouts show them; the listing is its own chunk (CmsListingElement), so a
// page with a slider does not load the listing and its filters.
import { defineCmsElement } from "@vitrine/cms";
import type { DemoProductBoxData, DemoProductSliderData } from "../lib/cms.server";
import { useDemoSnippet } from "../lib/snippets";
import { ProductCard } from "./ProductCard";
import { ProductCardSlider } from "./ProductCardSlider";

/** `product-box`: one demo product card. */
export const DemoProductBox = defineCmsElement<DemoProductBoxData>(({ data }) =>
  data ? <ProductCard product={data.product} /> : null,
);

/** `product-slider`: the demo's cards in the product slider, titled by the element's config. */
export const DemoProductSlider = defineCmsElement<DemoProductSliderData>(({ data, config }) => {
  const t = useDemoSnippet();
  if (!data?.products.length) return null;
  const title = config("title");
  const label = typeof title === "string" && title ? title : t("demo.cms.products");
  return (
    <div className="product-slider home-slider">
      <ProductCardSlider products={data.products} label={label} title={label} />
    </div>
  );
});
