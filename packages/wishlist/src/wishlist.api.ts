import { isStoreApiError, type StoreApiClient } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { WISHLIST_PAGE_LIMIT } from "./constants";
import type { WishlistSuccess } from "./wishlist.schema";

type Schemas = typeof import("./wishlist.schema");
/** A schema of the answers; the schemas (and valibot) load with the first call, not for a page's first paint. */
const schema = <K extends keyof Schemas>(name: K): Promise<Schemas[K]> =>
  import("./wishlist.schema").then((module) => module[name]);

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

/** Whether a failed call is the Store API's answer with this status, or with this error code. */
const answered = (error: unknown, status: number, code?: string): boolean =>
  isStoreApiError(error) &&
  (code ? error.errors.some((entry) => entry.code === code) : error.status === status);

/** The Store API calls as Shopware 6 serves them. */
export const defaultWishlistApi: WishlistApi = {
  list: (client, signal) =>
    client
      .post("/customer/wishlist", {
        body: { limit: WISHLIST_PAGE_LIMIT },
        schema: schema("CustomerWishlistSchema"),
        signal,
        idempotent: true,
      })
      .then(
        (answer) => answer.products.elements,
        // Shopware answers 404 (CHECKOUT__WISHLIST_NOT_FOUND) while a customer has never had a wishlist.
        (error: unknown) => {
          if (answered(error, 404)) return [];
          throw error;
        },
      ),
  add: (client, productId) =>
    client
      .post("/customer/wishlist/add/{productId}", {
        params: { productId },
        schema: schema("WishlistSuccessSchema"),
      })
      // Shopware answers 400 when the product is on the list already (another tab, a double click): that is added.
      .catch((error: unknown) => {
        if (answered(error, 400, WISHLIST_PRODUCT_DUPLICATED)) return { success: true };
        throw error;
      }),
  remove: async (client, productId) =>
    client.delete("/customer/wishlist/delete/{productId}", {
      params: { productId },
      schema: schema("WishlistSuccessSchema"),
    }),
  merge: async (client, productIds) =>
    client.post("/customer/wishlist/merge", {
      body: { productIds },
      schema: schema("WishlistSuccessSchema"),
    }),
  products: async (client, ids, signal) =>
    ids.length === 0
      ? []
      : (
          await client.post("/product", {
            body: { ids, limit: ids.length },
            schema: schema("WishlistProductListSchema"),
            signal,
            idempotent: true,
          })
        ).elements,
};

/** The calls in use: the shop's replacements (`wishlistApiAtom`) over the default ones. */
export const wishlistApi = (replaced: Partial<WishlistApi>): WishlistApi => ({
  ...defaultWishlistApi,
  ...replaced,
});
