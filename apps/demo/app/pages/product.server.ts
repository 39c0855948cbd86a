// The product page's data and its buy form (no JavaScript), shared by the technical route (/detail/:productId)
// and the SEO route (`Name/ProductNumber`).

import { standardProductPage } from "@vitrine/cms";
import { cmsPageOf } from "@vitrine/cms/schemas";
import { CartSchema } from "@vitrine/core/schemas";
import { type BreadcrumbItem, breadcrumbFromEntries } from "@vitrine/navigation";
import { type AppLoadContext, redirect } from "react-router";
import { buyFormFields, cartMessages } from "../lib/cart";
import { checkDemoPage } from "../lib/cms.server";
import { readCustomized } from "../lib/customized.server";
import { nameOf, productName } from "../lib/format";
import { pageLanguage } from "../lib/language.server";
import { leanProductLayout, readCrossSellings, variantRedirectUrl } from "../lib/product.server";
import { productSeo } from "../lib/seo/pages";
import { readReviewCount } from "../lib/seo/reviews.server";
import {
  errorMessage,
  optional,
  readProduct,
  readProductBreadcrumb,
  storeApi,
  toRouteError,
} from "../lib/store-api.server";

export interface PageLoaderArgs<Params> {
  params: Params;
  context: AppLoadContext;
  request: Request;
}

/** The product page's data (404 for an unknown product; a no-JavaScript variant choice redirects to the variant). */
export async function loadProductPage({ params, context, request }: PageLoaderArgs<{ productId: string }>) {
  const { product, configurator } = await readProduct(context, params.productId).catch((error: unknown) =>
    toRouteError(error),
  );
  // A variant chosen without JavaScript (the configurator's GET form): move to that variant's page.
  const variantUrl = await variantRedirectUrl(context, new URL(request.url), product, configurator);
  if (variantUrl) throw redirect(variantUrl);
  // The product's layout (Shopware sends its own or the default product page layout); without one, the standard.
  const layout = cmsPageOf(product.cmsPage) ?? standardProductPage();
  // Without an SEO category the product's deepest category leads the breadcrumb.
  const referrer = product.seoCategory?.id ?? product.categoryTree?.at(-1) ?? product.categoryIds?.[0];
  const { basePath, languageId } = await pageLanguage(context);
  const link = { basePath, languageId: languageId ?? undefined };
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
  const crumbs: BreadcrumbItem[] = [
    ...breadcrumbFromEntries(breadcrumb, link),
    { name: productName(product) },
  ];
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
    seo: productSeo(product, reviewCount, link),
    name: productName(product),
    page,
    crumbs,
    accessories: crossSellings.accessories,
    customized,
    hasTabs: { properties: properties.size > 0 },
  };
}

/** The buy form without JavaScript: adds the product to the cart and answers the outcome. */
export async function productAction({ request, context, params }: PageLoaderArgs<{ productId: string }>) {
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
