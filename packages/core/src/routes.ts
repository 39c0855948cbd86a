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

/** Fills a route's `{name}` placeholders (URL-encoded). */
export function buildRoute(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : encodeURIComponent(String(params[name])),
  );
}
