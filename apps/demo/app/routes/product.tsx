import { CmsPage, checkedSlotData, standardProductPage } from "@vitrine/cms";
import { cmsPageOf } from "@vitrine/cms/schemas";
import { CartSchema } from "@vitrine/core/schemas";
import { type BreadcrumbItem, breadcrumbFromEntries } from "@vitrine/navigation";
import { useProductTabs, useProductView } from "@vitrine/product";
import { useMemo } from "react";
import { redirect } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { buyFormFields, cartMessages } from "../lib/cart";
import { CMS_DEVELOPMENT, cmsRegistry } from "../lib/cms";
import { type BuyBoxData, checkDemoPage } from "../lib/cms.server";
import { readCustomized } from "../lib/customized.server";
import { nameOf, productName } from "../lib/format";
import { leanProductLayout, readCrossSellings, variantRedirectUrl } from "../lib/product.server";
import { ProductPageContext, type ProductPageState } from "../lib/product-page";
import { productPageMeta, productSeo } from "../lib/seo/pages";
import { readReviewCount } from "../lib/seo/reviews.server";
import { shopMetaContext } from "../lib/seo/route-meta";
import { pageTitle } from "../lib/shop";
import {
  errorMessage,
  optional,
  readProduct,
  readProductBreadcrumb,
  storeApi,
  toRouteError,
} from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/product";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Product") }];
  return productPageMeta(loaderData.seo, { ...shopMetaContext(matches), crumbs: loaderData.crumbs });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { product, configurator } = await readProduct(context, params.productId).catch((error: unknown) =>
    toRouteError(error, "product"),
  );
  // A variant chosen without JavaScript (the configurator's GET form): move to that variant's page.
  const variantUrl = await variantRedirectUrl(context, new URL(request.url), product, configurator);
  if (variantUrl) throw redirect(variantUrl);
  // The product's layout (Shopware sends its own or the default product page layout); without one, the standard.
  const layout = cmsPageOf(product.cmsPage) ?? standardProductPage();
  // Without an SEO category the product's deepest category leads the breadcrumb.
  const referrer = product.seoCategory?.id ?? product.categoryTree?.at(-1) ?? product.categoryIds?.[0];
  const [breadcrumb, crossSellings, customized, reviewCount] = await Promise.all([
    optional(readProductBreadcrumb(context, product.id, referrer), []),
    readCrossSellings(context, product.id, layout),
    readCustomized(context, product, new URL(request.url)),
    optional(readReviewCount(context, product.id), 0),
  ]);
  const properties = new Map<string, string[]>();
  for (const property of product.properties ?? []) {
    const group = property.group ? nameOf(property.group) : "Details";
    properties.set(group, [...(properties.get(group) ?? []), nameOf(property)]);
  }
  const crumbs: BreadcrumbItem[] = [...breadcrumbFromEntries(breadcrumb), { name: productName(product) }];
  const page = checkDemoPage(
    leanProductLayout(layout, {
      product,
      configurator: configurator ?? [],
      crossSellings: crossSellings.sliders,
      properties: [...properties.entries()].map(([group, values]) => ({ group, values: values.join(", ") })),
    }),
  );
  return {
    product: {
      id: product.id,
      parentId: product.parentId ?? null,
      optionIds: product.optionIds ?? product.options?.map((option) => option.id) ?? [],
      productNumber: product.productNumber ?? null,
      manufacturer: product.manufacturer ? nameOf(product.manufacturer) : "",
    },
    // Title, description, canonical URL, images, offer and rating for the page's meta and JSON-LD.
    seo: productSeo(product, reviewCount),
    name: productName(product),
    page,
    crumbs,
    accessories: crossSellings.accessories,
    customized,
    hasTabs: { properties: properties.size > 0 },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const { productId, quantity } = buyFormFields(form, params.productId);
  try {
    const cart = await storeApi(context).post("/checkout/cart/line-item", {
      body: {
        items: [
          {
            id: productId,
            referencedId: productId,
            type: "product",
            quantity,
            stackable: true,
            removable: true,
          },
        ],
      },
      schema: CartSchema,
    });
    const problems = cartMessages(cart).filter((message) => message.level >= 10);
    return { ok: true, quantity, messages: problems.map((problem) => problem.message) };
  } catch (error) {
    return { ok: false, quantity, messages: [errorMessage(error, "The product could not be added.")] };
  }
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, name, page, crumbs, accessories, customized, hasTabs } = loaderData;
  const tabs = useProductTabs({
    tabIds: hasTabs.properties ? ["description", "properties"] : ["description"],
  });
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

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "product", action: "index" } };
