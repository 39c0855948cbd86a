import type { APIRequestContext } from "@playwright/test";

/** A product's SEO URL at the end of an address: `/Name/ProductNumber` (Shopware's default template; variants' numbers carry their options: `VT-10163.OCE-L`). */
export const PRODUCT_URL = /\/[^/?#]+\/VT-[\w.-]+$/;
/** A category's SEO URL at the end of an address: its breadcrumb path with the trailing slash. */
export const CATEGORY_URL = /\/(?:[^/?#]+\/)+$/;

const ROUTES = {
  product: "frontend.detail.page",
  category: "frontend.navigation.page",
  landingPage: "frontend.landing.page",
} as const;

/** An entity's canonical SEO path (`/Linen-Shirt/VT-1001`), read through `readSeoUrl`. */
export async function seoPathOf(
  request: APIRequestContext,
  kind: keyof typeof ROUTES,
  id: string,
): Promise<string> {
  const response = await request.post("/store-api/seo-url", {
    data: {
      filter: [
        { type: "equals", field: "foreignKey", value: id },
        { type: "equals", field: "routeName", value: ROUTES[kind] },
        { type: "equals", field: "isCanonical", value: true },
      ],
    },
  });
  const [url] = (await response.json()).elements as { seoPathInfo: string }[];
  if (!url) throw new Error(`${kind} ${id} has no SEO URL`);
  return `/${url.seoPathInfo}`;
}

/** A string as a regular expression that matches it literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a link lands: a technical category or product link (`/navigation/{id}`, `/detail/{id}`) answers 301 to the
 * entity's SEO URL; any other link lands where it points.
 */
export async function landingPathOf(request: APIRequestContext, href: string): Promise<string> {
  const technical = /^\/(navigation|detail)\/([0-9a-f]{32})$/.exec(href);
  if (!technical?.[2]) return href;
  return seoPathOf(request, technical[1] === "detail" ? "product" : "category", technical[2]);
}
