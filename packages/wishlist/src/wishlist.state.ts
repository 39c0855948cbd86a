import { type CrossTabChannel, createCrossTabChannel } from "@vitrine/core/utils";
import { atom, type createStore } from "jotai";
import { WISHLIST_BROADCAST_CHANNEL, WISHLIST_STORAGE_PREFIX } from "./constants";
import type { WishlistApi } from "./wishlist.api";

/** The wishlist: product id → ISO timestamp of adding. Server entries of unknown age carry "". */
export type WishlistMap = Record<string, string>;

/** The guest storage key: the wishlist prefix plus the sales channel id. */
export function wishlistStorageKey(salesChannelId: string): string {
  return WISHLIST_STORAGE_PREFIX + salesChannelId;
}

/** Reads a stored wishlist; anything that is not a map of id → timestamp is dropped, never thrown. */
export function parseWishlistMap(value: unknown): WishlistMap {
  const map: WishlistMap = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return map;
  for (const [productId, addedAt] of Object.entries(value)) {
    if (productId && productId !== "__proto__" && typeof addedAt === "string") map[productId] = addedAt;
  }
  return map;
}

/** The wishlist with the product added now (an already listed product keeps its first timestamp). */
export function addToWishlistMap(map: WishlistMap, productId: string, now: Date = new Date()): WishlistMap {
  if (Object.hasOwn(map, productId)) return map;
  return { ...map, [productId]: now.toISOString() };
}

/** The wishlist without the product. */
export function removeFromWishlistMap(map: WishlistMap, productId: string): WishlistMap {
  if (!Object.hasOwn(map, productId)) return map;
  const { [productId]: _removed, ...rest } = map;
  return rest;
}

/** Product ids newest first by their timestamps (entries of equal age keep their order: the sort is stable). */
export function newestFirst(map: WishlistMap): string[] {
  const at = (id: string) => map[id] ?? "";
  return Object.keys(map).sort((a, b) => (at(a) === at(b) ? 0 : at(a) < at(b) ? 1 : -1));
}

/** A wishlist from the server's product ids, already newest first (their timestamps are unknown). */
export function wishlistFromProductIds(productIds: readonly string[]): WishlistMap {
  const map: WishlistMap = {};
  for (const id of productIds) map[id] = "";
  return map;
}

/** An answer's fields (none when it is not an object). */
const fields = (answer: unknown): { success?: unknown } =>
  typeof answer === "object" && answer !== null ? answer : {};

/** Whether the server reported success for an addition: only `success: true` counts. */
export function isAddConfirmed(answer: unknown): boolean {
  return fields(answer).success === true;
}

/** Whether a removal answer counts: the response has a success field. */
export function isRemoveConfirmed(answer: unknown): boolean {
  return "success" in fields(answer);
}

/** The current shopper's wishlist (guest or customer); null until it is known. */
export const wishlistAtom = atom<WishlistMap | null>(null);

/**
 * Whose list `wishlistAtom` holds: a guest's (local storage) or a customer's (the server's, from a loader or a read).
 * After a login a guest's list is no customer's: the customer's list is then read, unless a loader gave it.
 */
export const wishlistOwnerAtom = atom<"guest" | "customer" | null>(null);

type Store = ReturnType<typeof createStore>;

/** Whether the store holds the logged-in customer's list (a loader's or a read's), not a guest's. */
export const customerListKnown = (store: Store): boolean =>
  store.get(wishlistAtom) !== null && store.get(wishlistOwnerAtom) !== "guest";

/** Shows the customer's list: a loader's or a read's product ids, newest first. */
export function showCustomerList(store: Store, productIds: readonly string[]): void {
  store.set(wishlistAtom, wishlistFromProductIds(productIds));
  store.set(wishlistOwnerAtom, "customer");
}

/** Products whose addition or removal is under way (their buttons are busy). */
export const wishlistPendingAtom = atom<Record<string, true>>({});

/**
 * The wishlist's Store API calls a shop replaces (set it in the provider's store); every other call is
 * `defaultWishlistApi`'s, which loads with the first change, not with the page.
 */
export const wishlistApiAtom = atom<Partial<WishlistApi>>({});

/** A change told to the other tabs of a customer. */
export interface WishlistBroadcast {
  salesChannelId: string;
  productId: string;
  added: boolean;
}

/** Core's cross-tab channel of the sales channel's wishlists. */
export const wishlistChannel = (salesChannelId: string): CrossTabChannel<WishlistBroadcast> =>
  createCrossTabChannel(WISHLIST_BROADCAST_CHANNEL, salesChannelId);
