import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("checkout/cart", "routes/cart.tsx"),
  route("store-api/*", "routes/store-api.ts"),
] satisfies RouteConfig;
