import type { StoreApiClient } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";

// The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
export const schemas = () => import("./cart.schema");

/**
 * `GET /checkout/cart` as Shopware 6 serves it: the one call the header's widget makes (a module of its own, so
 * every page's code carries none of the cart's writes).
 */
export const readCart = async (client: StoreApiClient, signal?: AbortSignal): Promise<Cart> =>
  client.get("/checkout/cart", { schema: schemas().then((m) => m.CartSchema), signal });
