import * as v from "valibot";
import { errorEntry, fail, readJsonBody, StoreApiHttpError, validate } from "../commerce/http.js";
import { type AnyHono, handle, idSchema, MAX_ITEMS } from "../commerce/route-kit.js";
import type { CommerceService } from "../commerce/service.js";
import { addToWishlist, removeFromWishlist, wishlistOf } from "../commerce/store.js";

const mergeBody = v.object({
  productIds: v.pipe(v.array(idSchema, "productIds must be an array"), v.maxLength(MAX_ITEMS)),
});

const listBody = v.object({
  page: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1)), 1),
  limit: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1), v.maxValue(100)), 24),
});

/** Wishlist routes of a logged-in customer: list (with products), add, delete, merge the guest list. */
export function registerWishlistRoutes(app: AnyHono, service: CommerceService): void {
  app.post(
    "/customer/wishlist",
    handle(async (c) => {
      const criteria = validate(listBody, await readJsonBody(c));
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
    }),
  );

  app.post(
    "/customer/wishlist/add/:productId",
    handle(async (c) => {
      const session = await service.customerSession(c);
      const productId = c.req.param("productId") ?? "";
      const products = /^[0-9a-f]{32}$/.test(productId)
        ? await service.deps.catalogue.cartProducts([productId])
        : new Map();
      if (!products.get(productId)?.active) {
        fail(404, "CONTENT__PRODUCT_NOT_FOUND", `Could not find product with id "${productId}".`);
      }
      await addToWishlist(service.db, session.customer.id, [productId]);
      return c.json({ success: true });
    }),
  );

  app.delete(
    "/customer/wishlist/delete/:productId",
    handle(async (c) => {
      const session = await service.customerSession(c);
      const productId = c.req.param("productId") ?? "";
      if (!(await removeFromWishlist(service.db, session.customer.id, productId))) {
        fail(404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND", `Wishlist product with id ${productId} not found.`);
      }
      return c.json({ success: true });
    }),
  );

  app.post(
    "/customer/wishlist/merge",
    handle(async (c) => {
      const body = validate(mergeBody, await readJsonBody(c));
      const session = await service.customerSession(c);
      const products = await service.deps.catalogue.cartProducts(body.productIds);
      const unknown = body.productIds
        .map((id, index) => ({ id, index }))
        .filter(({ id }) => !products.get(id)?.active);
      if (unknown.length) {
        throw new StoreApiHttpError(
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
    }),
  );
}
