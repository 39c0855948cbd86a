import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceService } from "../commerce/service.js";
import { WishlistService } from "../commerce/wishlist.service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import { idSchema, MAX_ITEMS, pageSchema } from "../validation.js";

const mergeBody = v.object({
  productIds: v.pipe(v.array(idSchema, "productIds must be an array"), v.maxLength(MAX_ITEMS)),
});

const listBody = v.object({
  page: pageSchema,
  limit: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1), v.maxValue(100)), 24),
});

/** Wishlist routes of a logged-in customer: list (with products), add, delete, merge the guest list. */
export function wishlistRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const wishlists = new WishlistService(service);
  app.post("/customer/wishlist", async (c) => {
    const criteria = parseWith(listBody, await readJsonObject(c));
    const session = await service.customerSession(c);
    const { products, salesChannelId } = await wishlists.products(session);
    const page = criteria.page;
    const limit = criteria.limit;
    return c.json({
      wishlist: { customerId: session.customer.id, salesChannelId },
      products: {
        entity: "product",
        total: products.length,
        aggregations: [],
        page,
        limit,
        elements: products.slice((page - 1) * limit, page * limit),
        currentFilters: {
          navigationId: "",
          manufacturer: [],
          price: { min: 0, max: 0 },
          rating: null,
          "shipping-free": false,
          properties: [],
        },
        availableSortings: [],
        apiAlias: "product_listing",
      },
      apiAlias: "wishlist_products",
    });
  });

  app.post("/customer/wishlist/add/:productId", async (c) => {
    const session = await service.customerSession(c);
    await wishlists.add(session, c.req.param("productId") ?? "");
    return c.json({ success: true });
  });

  app.delete("/customer/wishlist/delete/:productId", async (c) => {
    const session = await service.customerSession(c);
    await wishlists.remove(session, c.req.param("productId") ?? "");
    return c.json({ success: true });
  });

  app.post("/customer/wishlist/merge", async (c) => {
    const body = parseWith(mergeBody, await readJsonObject(c));
    await wishlists.merge(await service.customerSession(c), body.productIds);
    return c.json({ success: true });
  });
  return app;
}
