// The shop's page paths: plain data and one function, safe on the server (the provider and @vitrine/core/server).

/** Paths of the shop's pages, with `{name}` placeholders (Shopware's routes by default). */
export interface VitrineRoutes {
  home: string;
  category: string;
  product: string;
  landingPage: string;
  search: string;
  cart: string;
  checkout: string;
  login: string;
  register: string;
  account: string;
  wishlist: string;
}

/** Shopware's storefront routes, the defaults. */
export const defaultRoutes: VitrineRoutes = {
  home: "/",
  category: "/navigation/{categoryId}",
  product: "/detail/{productId}",
  landingPage: "/landingPage/{landingPageId}",
  search: "/search",
  cart: "/checkout/cart",
  checkout: "/checkout/confirm",
  login: "/account/login",
  register: "/account/register",
  account: "/account",
  wishlist: "/wishlist",
};

/**
 * Fills `{name}` placeholders with `params` (the one home of placeholders: routes, paths of calls, snippets),
 * URL-encoded unless `encode` is false; `missing` answers a name without a value (default: the placeholder stays).
 */
export function fillPlaceholders(
  template: string,
  params: Record<string, string | number>,
  encode = true,
  missing = (placeholder: string, _name: string) => placeholder,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined
      ? missing(placeholder, name)
      : encode
        ? encodeURIComponent(value)
        : String(value);
  });
}

/** Fills a route's `{name}` placeholders (URL-encoded). */
export function buildRoute(template: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(template, params);
}
