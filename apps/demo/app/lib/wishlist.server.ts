// The wishlist's server side: the feature switch and the customer's list for the root and /wishlist loaders.
import { type ProductSummary, pickThumbnail, type SalesChannelContext } from "@vitrine/core/schemas";
import { defaultWishlistApi } from "@vitrine/wishlist";
import type { AppLoadContext } from "react-router";
import { productName } from "./format";
import { storeApi } from "./store-api.server";

/** Whether the shop offers the wishlist: on unless `DEMO_WISHLIST=0` (or `false`, `off`) is set. */
export function wishlistEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return !/^(0|false|off|no)$/i.test(env.DEMO_WISHLIST?.trim() ?? "");
}

/** Whether the shopper is a logged-in customer (a guest checkout session is not). */
export function isCustomer(shopContext: SalesChannelContext | null | undefined): boolean {
  return Boolean(shopContext?.customer && !shopContext.customer.guest);
}

/** What the root loader tells the WishlistProvider: the switch and, for a customer, their product ids. */
export interface RootWishlist {
  enabled: boolean;
  /** The customer's wishlist, newest first (guests: empty, their list lives in local storage). */
  productIds: string[];
}

/** The customer's wishlist products, newest first, as lean as the wishlist page renders them. */
export async function readWishlistProducts(context: AppLoadContext): Promise<ProductSummary[]> {
  const products = await defaultWishlistApi.list(storeApi(context));
  return products.map(leanProduct);
}

/** The root loader's wishlist part: a failed read shows an empty header count rather than an error page. */
export async function readRootWishlist(
  context: AppLoadContext,
  shopContext: SalesChannelContext | null,
): Promise<RootWishlist> {
  const enabled = wishlistEnabled();
  if (!enabled || !isCustomer(shopContext)) return { enabled, productIds: [] };
  const products = await defaultWishlistApi.list(storeApi(context)).catch(() => []);
  return { enabled, productIds: products.map((product) => product.id) };
}

/** Only the fields `WishlistPage` shows (name, price, one thumbnail): loader data is sent twice in the HTML. */
function leanProduct(product: ProductSummary): ProductSummary {
  const media = product.cover?.media;
  const name = productName(product);
  // The thumbnail the page picks (400 px), kept alone; without thumbnails the page shows the original.
  const thumbnail = media ? pickThumbnail(media, 400) : null;
  const thumbnails =
    thumbnail?.width && thumbnail.height
      ? [{ url: thumbnail.url, width: thumbnail.width, height: thumbnail.height }]
      : [];
  const price = product.calculatedPrice;
  return {
    id: product.id,
    name,
    translated: { name },
    calculatedPrice: price
      ? { unitPrice: price.unitPrice, totalPrice: price.totalPrice, quantity: price.quantity }
      : null,
    cover: media ? { media: { id: media.id, url: media.url, thumbnails } } : null,
  };
}
