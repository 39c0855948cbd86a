// The demo's own CMS elements: the standard product box, slider and listing with the demo's cards (wishlist
// toggle, buy form). Loaded lazily by the pages whose layouts show them.
import { type CmsElementProps, defineCmsElement } from "@vitrine/cms";
import { useInCmsListingScope } from "@vitrine/cms/listing";
import { ProductSchema } from "@vitrine/core/schemas";
import * as v from "valibot";
import { productCardView } from "../lib/view";
import { ListingResults } from "./ListingPage";
import { ProductCard } from "./ProductCard";
import { ProductCardSlider } from "./ProductCardSlider";

/** `product-box`: one demo product card. */
export const DemoProductBox = defineCmsElement(v.looseObject({ product: ProductSchema }), ({ data }) =>
  data ? <ProductCard product={productCardView(data.product)} /> : null,
);

/** `product-slider`: the demo's cards in the product slider, titled by the element's config. */
export const DemoProductSlider = defineCmsElement(
  v.looseObject({ products: v.array(ProductSchema) }),
  ({ data, config }) => {
    if (!data?.products.length) return null;
    const title = config("title");
    const label = typeof title === "string" && title ? title : "Products";
    return (
      <div className="product-slider home-slider">
        <ProductCardSlider products={data.products.map(productCardView)} label={label} title={label} />
      </div>
    );
  },
);

/** `product-listing`: the demo's listing results (cards with wishlist and buy form), inside the page's scope. */
export function DemoProductListing({ context }: CmsElementProps) {
  if (!useInCmsListingScope()) return null;
  const listName = typeof context.categoryName === "string" ? context.categoryName : undefined;
  return <ListingResults analytics={{ categoryId: context.categoryId, listName }} />;
}
