import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Shopware's storefront paths (DESIGN.md section 4); each route module is its own chunk.
export default [
  index("routes/home.tsx"),
  route("navigation/:categoryId", "routes/category.tsx"),
  route("landingPage/:landingPageId", "routes/landing.tsx"),
  route("detail/:productId", "routes/product.tsx"),
  route("search", "routes/search.tsx"),
  route("checkout/cart", "routes/cart.tsx"),
  route("checkout/confirm", "routes/confirm.tsx"),
  route("checkout/finish/:orderId", "routes/finish.tsx"),
  route("checkout/card-payment/challenge/:chargeId", "routes/card-challenge.tsx"),
  route("account/login", "routes/login.tsx"),
  route("account/logout", "routes/logout.tsx"),
  route("account/register", "routes/register.tsx"),
  route("account", "routes/account.tsx"),
  route("account/address", "routes/address.tsx"),
  route("account/order", "routes/orders.tsx"),
  route("account/order/edit/:orderId", "routes/order-edit.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter-subscribe", "routes/newsletter-confirm.tsx"),
  route("captcha/basic", "routes/captcha-image.ts"),
  route("cookie-consent", "routes/cookie-consent.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
