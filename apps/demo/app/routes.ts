import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { SHOP_DOMAINS } from "./lib/shop-domains";

/**
 * Shopware's storefront paths (DESIGN.md section 4); each route module is its own chunk. Every other path is an
 * SEO URL (routes/seo-page.tsx: a product, category or landing page by its Shopware address, else 404). The shop
 * answers them once per language, under the language's prefix (lib/shop-domains.ts: English at `/`, German under
 * `/de`); a prefixed route's id carries the prefix (`de/routes/product`).
 */
function shopRoutes(idPrefix: string): RouteConfig {
  const id = (file: string) => (idPrefix ? { id: `${idPrefix}/${file.replace(/\.tsx?$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("navigation/:categoryId", "routes/category.tsx"),
    page("landingPage/:landingPageId", "routes/landing.tsx"),
    page("detail/:productId", "routes/product.tsx"),
    page("search", "routes/search.tsx"),
    page("checkout/cart", "routes/cart.tsx"),
    page("checkout/confirm", "routes/confirm.tsx"),
    page("checkout/finish/:orderId", "routes/finish.tsx"),
    page("checkout/configure", "routes/configure.tsx"),
    page("checkout/card-payment/challenge/:chargeId", "routes/card-challenge.tsx"),
    page("account/login", "routes/login.tsx"),
    page("account/logout", "routes/logout.tsx"),
    page("account/register", "routes/register.tsx"),
    page("account", "routes/account.tsx"),
    page("account/address", "routes/address.tsx"),
    page("account/order", "routes/orders.tsx"),
    page("account/order/edit/:orderId", "routes/order-edit.tsx"),
    page("wishlist", "routes/wishlist.tsx"),
    page("contact", "routes/contact.tsx"),
    page("newsletter-subscribe", "routes/newsletter-confirm.tsx"),
    page("captcha/basic", "routes/captcha-image.ts"),
    page("cookie-consent", "routes/cookie-consent.ts"),
    page("*", "routes/seo-page.tsx"),
  ] as RouteConfig;
}

export default [
  ...(shopRoutes("") as never[]),
  ...SHOP_DOMAINS.filter((domain) => domain.basePath).flatMap((domain) =>
    prefix(domain.basePath.replace(/^\//, ""), shopRoutes(domain.basePath.replace(/^\//, "")) as never[]),
  ),
] satisfies RouteConfig;
