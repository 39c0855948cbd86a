// The product page's view, shared by the technical route (/detail/:productId) and the SEO route, which loads it
// only for a product (route-level code splitting: a category page does not load it).
import { CmsPage, checkedSlotData } from "@vitrine/cms";
import { useProductView } from "@vitrine/product";
import { useMemo, useState } from "react";
import { Breadcrumb } from "../components/Breadcrumb";
import { CMS_DEVELOPMENT, cmsRegistry } from "../lib/cms";
import type { BuyBoxData } from "../lib/cms.server";
import type { Unpacked } from "../lib/packed";
import { ProductPageContext, type ProductPageState } from "../lib/product-page";
import type { Route } from "../routes/+types/product";

/** The page's data as the view receives it (the technical route's and the SEO route's loader answer it). */
export type ProductPageData = Unpacked<Route.ComponentProps["loaderData"]["page"]>;
export type ProductActionData = Route.ComponentProps["actionData"];

/** The product page: its layout (gallery, buy box, description, cross-selling) under its breadcrumb. */
export default function ProductPage({
  loaderData,
  actionData,
}: {
  loaderData: ProductPageData;
  actionData?: ProductActionData | undefined;
}) {
  const { product, name, page, crumbs, accessories, customized } = loaderData;
  // "More info" reaches the description's tabs through one object that stays the same (lib/product-page.ts).
  const [tabs] = useState<ProductPageState["tabs"]>(() => ({ reveal: () => {} }));
  // The buy box's data, as the loader checked it (the buy-box element renders the same).
  const buy = checkedSlotData<BuyBoxData>(page, "buy-box");
  // Analytics' view_item: the product with its category path (the breadcrumb without the product itself) and
  // its variant's options (item_variant, named by the buy box's configurator).
  useProductView(
    {
      ...buy?.product,
      id: product.id,
      parentId: product.parentId,
      productNumber: product.productNumber,
      optionIds: product.optionIds,
      translated: { name },
      manufacturer: product.manufacturer ? { translated: { name: product.manufacturer } } : null,
    },
    crumbs.slice(0, -1).map((crumb) => crumb.name),
    buy?.configuratorSettings ?? [],
  );
  const state = useMemo(
    // The template and restored values as the loader sent them (JSON: no File objects, restored files by media id).
    () => ({
      product,
      name,
      tabs,
      accessories,
      customized: customized as ProductPageState["customized"],
      actionData,
    }),
    [product, name, tabs, accessories, customized, actionData],
  );
  return (
    <div className="container page product-page">
      <Breadcrumb items={crumbs} />
      {/* The product's layout: name and logo, gallery and buy box, description, cross-selling (@vitrine/cms). */}
      <ProductPageContext.Provider value={state}>
        <CmsPage
          page={page}
          registry={cmsRegistry}
          development={CMS_DEVELOPMENT}
          className="cms-page product-cms-page"
        />
      </ProductPageContext.Provider>
    </div>
  );
}
