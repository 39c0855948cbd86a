import { isStoreApiError, type StoreApiClient } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { WISHLIST_PAGE_LIMIT } from "./constants";
import type { WishlistSuccess } from "./wishlist.schema";

// The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
const schemas = () => import("./wishlist.schema");

/** Shopware's error code for adding a product that is on the wishlist already (400). */
const WISHLIST_PRODUCT_DUPLICATED = "CHECKOUT__WISHLIST_PRODUCT_DUPLICATED";

/** The Store API calls of the wishlist; a shop replaces one by setting `wishlistApiAtom`. */
export interface WishlistApi {
  /** The customer's wishlist products, newest first (`POST /customer/wishlist`). */
  list(client: StoreApiClient, signal?: AbortSignal): Promise<ProductSummary[]>;
  /** Puts a product on the customer's wishlist (`POST /customer/wishlist/add/{productId}`). */
  add(client: StoreApiClient, productId: string): Promise<WishlistSuccess>;
  /** Takes a product off the customer's wishlist (`DELETE /customer/wishlist/delete/{productId}`). */
  remove(client: StoreApiClient, productId: string): Promise<WishlistSuccess>;
  /** Merges the guest list into the customer's wishlist (`POST /customer/wishlist/merge {productIds}`). */
  merge(client: StoreApiClient, productIds: string[]): Promise<WishlistSuccess>;
  /** Products by id, for the guest wishlist page (`POST /product {ids}`). */
  products(client: StoreApiClient, ids: string[], signal?: AbortSignal): Promise<ProductSummary[]>;
}

/** The Store API calls as Shopware 6 serves them. */
export const defaultWishlistApi: WishlistApi = {
  async list(client, signal) {
    try {
      const answer = await client.post("/customer/wishlist", {
        body: { limit: WISHLIST_PAGE_LIMIT },
        schema: schemas().then((m) => m.CustomerWishlistSchema),
        signal,
        idempotent: true,
      });
      return answer.products.elements;
    } catch (error) {
      // Shopware answers 404 (CHECKOUT__WISHLIST_NOT_FOUND) while a customer has never had a wishlist.
      if (isStoreApiError(error) && error.status === 404) return [];
      throw error;
    }
  },
  async add(client, productId) {
    try {
      return await client.post("/customer/wishlist/add/{productId}", {
        params: { productId },
        schema: schemas().then((m) => m.WishlistSuccessSchema),
      });
    } catch (error) {
      // Shopware answers 400 when the product is on the list already (another tab, a double click): that is added.
      if (isStoreApiError(error) && error.errors.some((entry) => entry.code === WISHLIST_PRODUCT_DUPLICATED))
        return { success: true };
      throw error;
    }
  },
  remove: async (client, productId) =>
    client.delete("/customer/wishlist/delete/{productId}", {
      params: { productId },
      schema: schemas().then((m) => m.WishlistSuccessSchema),
    }),
  merge: async (client, productIds) =>
    client.post("/customer/wishlist/merge", {
      body: { productIds },
      schema: schemas().then((m) => m.WishlistSuccessSchema),
    }),
  async products(client, ids, signal) {
    if (ids.length === 0) return [];
    const answer = await client.post("/product", {
      body: { ids, limit: ids.length },
      schema: schemas().then((m) => m.WishlistProductListSchema),
      signal,
      idempotent: true,
    });
    return answer.elements;
  },
};
