import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceService } from "../commerce/service.js";
import { addToWishlist, removeFromWishlist, wishlistOf } from "../commerce/store.js";
import type { AppEnv } from "../context.js";
import { errorEntry, fail, parseWith, readJsonObject, StoreApiException } from "../errors.js";
import { idSchema, isId, MAX_ITEMS } from "../validation.js";

const mergeBody = v.object({
  productIds: v.pipe(v.array(idSchema, "productIds must be an array"), v.maxLength(MAX_ITEMS)),
});

const listBody = v.object({
  page: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1)), 1),
  limit: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1), v.maxValue(100)), 24),
});

/** Wishlist routes of a logged-in customer: list (with products), add, delete, merge the guest list. */
export function wishlistRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/customer/wishlist", async (c) => {
    const criteria = parseWith(listBody, await readJsonObject(c));
    const session = await service.customerSession(c);
    const entries = await wishlistOf(service.db, session.customer.id);
    const products = await service.deps.catalogue.productsJson(entries.map((entry) => entry.productId));
    const page = criteria.page;
    const limit = criteria.limit;
    const salesChannel = await service.deps.catalogue.salesChannel();
    return c.json({
      wishlist: { customerId: session.customer.id, salesChannelId: salesChannel.id },
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
    const productId = c.req.param("productId") ?? "";
    const products = isId(productId) ? await service.deps.catalogue.cartProducts([productId]) : new Map();
    if (!products.get(productId)?.active) {
      fail(404, "CONTENT__PRODUCT_NOT_FOUND", `Could not find product with id "${productId}".`);
    }
    await addToWishlist(service.db, session.customer.id, [productId]);
    return c.json({ success: true });
  });

  app.delete("/customer/wishlist/delete/:productId", async (c) => {
    const session = await service.customerSession(c);
    const productId = c.req.param("productId") ?? "";
    if (!(await removeFromWishlist(service.db, session.customer.id, productId))) {
      fail(404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND", `Wishlist product with id ${productId} not found.`);
    }
    return c.json({ success: true });
  });

  app.post("/customer/wishlist/merge", async (c) => {
    const body = parseWith(mergeBody, await readJsonObject(c));
    const session = await service.customerSession(c);
    const products = await service.deps.catalogue.cartProducts(body.productIds);
    const unknown = body.productIds
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !products.get(id)?.active);
    if (unknown.length) {
      throw new StoreApiException(
        400,
        unknown.map(({ id, index }) =>
          errorEntry(
            400,
            "CONTENT__PRODUCT_NOT_FOUND",
            `Could not find product with id "${id}".`,
            `/productIds/${index}`,
          ),
        ),
      );
    }
    await addToWishlist(service.db, session.customer.id, body.productIds);
    return c.json({ success: true });
  });
  return app;
}
