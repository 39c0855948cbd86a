import { errorEntry, fail, StoreApiException } from "../errors.js";
import { isId } from "../validation.js";
import type { CommerceService, Session } from "./service.js";
import { addToWishlist, type CustomerRow, removeFromWishlist, wishlistOf } from "./store.js";

type Json = Record<string, unknown>;
type CustomerSession = Session & { customer: CustomerRow };

/** The wishlist of a logged-in customer: its products, add, remove, merge a guest list. */
export class WishlistService {
  constructor(private readonly service: CommerceService) {}

  /** The products on the customer's wishlist (Store API product JSON) and the sales channel's id. */
  async products(session: CustomerSession): Promise<{ products: Json[]; salesChannelId: string }> {
    const catalogue = this.service.deps.catalogue;
    const entries = await wishlistOf(this.service.db, session.customer.id);
    const products = await catalogue.productsJson(entries.map((entry) => entry.productId));
    const salesChannel = await catalogue.salesChannel();
    return { products, salesChannelId: salesChannel.id };
  }

  /**
   * Adds an active product (404 `CONTENT__PRODUCT_NOT_FOUND` otherwise); a product already on the list answers 400
   * `CHECKOUT__WISHLIST_PRODUCT_DUPLICATED`, like Shopware's AddWishlistProductRoute
   * (src/Core/Checkout/Customer/SalesChannel/AddWishlistProductRoute.php, CustomerException::duplicateWishlistProduct).
   */
  async add(session: CustomerSession, productId: string): Promise<void> {
    const products = isId(productId)
      ? await this.service.deps.catalogue.cartProducts([productId])
      : new Map();
    if (!products.get(productId)?.active) {
      fail(404, "CONTENT__PRODUCT_NOT_FOUND", `Could not find product with id "${productId}".`);
    }
    if ((await addToWishlist(this.service.db, session.customer.id, [productId])) === 0) {
      fail(400, "CHECKOUT__WISHLIST_PRODUCT_DUPLICATED", "Product already added in wishlist");
    }
  }

  /** Removes a product (404 `CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND` when it is not on the list). */
  async remove(session: CustomerSession, productId: string): Promise<void> {
    if (!(await removeFromWishlist(this.service.db, session.customer.id, productId))) {
      fail(404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND", `Wishlist product with id ${productId} not found.`);
    }
  }

  /** Merges a guest list: every product must be active, else nothing is added (400 per unknown product). */
  async merge(session: CustomerSession, productIds: string[]): Promise<void> {
    const products = await this.service.deps.catalogue.cartProducts(productIds);
    const unknown = productIds
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
    await addToWishlist(this.service.db, session.customer.id, productIds);
  }
}
