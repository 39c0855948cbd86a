import { useStoreApi } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import type { ProductSummary } from "@vitrine/core/schemas";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useWishlist } from "./useWishlist";
import { wishlistApi } from "./wishlist.api";
import { wishlistApiAtom } from "./wishlist.state";

/** The page's state: loading (the list or its products), ready, or error (a read failed). */
export type WishlistPageStatus = "loading" | "ready" | "error";

/** What {@link useWishlistPage} returns. */
export interface WishlistPageControls {
  enabled: boolean;
  status: WishlistPageStatus;
  /** The wishlist's products, newest first. */
  products: ProductSummary[];
  /** True when the list is known, read and has no products. */
  isEmpty: boolean;
  /** Whether the removal of this product is under way. */
  isRemoving(productId: string): boolean;
  remove(productId: string): Promise<boolean>;
  /** Reads again after an error. */
  retry(): void;
}

/** Options of {@link useWishlistPage}. */
export interface WishlistPageOptions {
  /** The products from a server loader (a customer's `POST /customer/wishlist`), so the page renders complete. */
  initialProducts?: readonly ProductSummary[];
}

/**
 * The wishlist page: a guest's products fetched by id (`POST /product {ids}`) and shown newest first (ids the shop
 * no longer returns are dropped from the guest's storage), a customer's from `POST /customer/wishlist`; follows
 * additions and removals (also from other tabs).
 */
export function useWishlistPage({ initialProducts = [] }: WishlistPageOptions = {}): WishlistPageControls {
  const wishlist = useWishlist();
  const client = useStoreApi();
  const replaced = useAtomValue(wishlistApiAtom);
  // Every product read so far by id; null for an id a read did not return (deleted or inactive): not asked again.
  const [known, setKnown] = useState(() =>
    Object.fromEntries(initialProducts.map((product) => [product.id, product as ProductSummary | null])),
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { enabled, ready, loggedIn, productIds, remove } = wishlist;
  const removeLatest = useRef(remove);
  removeLatest.current = remove;

  const unknownIds = productIds.filter((id) => known[id] === undefined);
  const unknownKey = unknownIds.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: unknownKey stands for unknownIds; attempt re-reads
  useEffect(() => {
    if (!ready || !enabled || !unknownKey) return;
    const controller = new AbortController();
    setFailed(false);
    const api = wishlistApi(replaced);
    (loggedIn
      ? api.list(client, controller.signal)
      : api.products(client, unknownIds, controller.signal)
    ).then(
      (found) => {
        if (controller.signal.aborted) return;
        const read: Record<string, ProductSummary | null> = {};
        for (const id of unknownIds) read[id] = null;
        for (const product of found) read[product.id] = product;
        setKnown((current) => ({ ...current, ...read }));
        // The shop answered without them (deleted, inactive): a guest's storage drops them for good. A failed
        // read never gets here, so it loses nothing.
        if (!loggedIn) for (const id of unknownIds) if (!read[id]) void removeLatest.current(id);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [ready, enabled, loggedIn, unknownKey, attempt, replaced, client]);

  const products = useMemo(
    () => productIds.map((id) => known[id]).filter((product) => !!product),
    [productIds, known],
  );
  const status: WishlistPageStatus = failed ? "error" : !ready || unknownKey ? "loading" : "ready";

  return {
    enabled,
    status,
    products,
    isEmpty: status === "ready" && products.length === 0,
    isRemoving: wishlist.isPending,
    remove,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
