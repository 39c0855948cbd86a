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

function byId(products: readonly ProductSummary[]): Record<string, ProductSummary> {
  return Object.fromEntries(products.map((product) => [product.id, product]));
}

/**
 * The wishlist page: a guest's products fetched by id (`POST /product {ids}`) and shown newest first (ids the shop
 * no longer returns are dropped from the guest's storage), a customer's from `POST /customer/wishlist`; follows
 * additions and removals (also from other tabs).
 */
export function useWishlistPage({ initialProducts }: WishlistPageOptions = {}): WishlistPageControls {
  const wishlist = useWishlist();
  const client = useStoreApi();
  const replaced = useAtomValue(wishlistApiAtom);
  const [products, setProducts] = useState(() => byId(initialProducts ?? []));
  // Ids a read did not return (deleted or inactive products): not asked for again.
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { ready, loggedIn, productIds } = wishlist;
  const remove = useRef(wishlist.remove);
  remove.current = wishlist.remove;

  const unknownIds = productIds.filter((id) => !products[id] && !unavailable.has(id));
  const unknownKey = unknownIds.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: unknownKey stands for unknownIds; attempt re-reads
  useEffect(() => {
    if (!ready || !wishlist.enabled || unknownIds.length === 0) return;
    const controller = new AbortController();
    setFailed(false);
    const api = wishlistApi(replaced);
    (loggedIn
      ? api.list(client, controller.signal)
      : api.products(client, unknownIds, controller.signal)
    ).then(
      (found) => {
        if (controller.signal.aborted) return;
        setProducts((current) => ({ ...current, ...byId(found) }));
        const foundIds = new Set(found.map((product) => product.id));
        const gone = unknownIds.filter((id) => !foundIds.has(id));
        setUnavailable((current) => new Set([...current, ...gone]));
        // The shop answered without them (deleted, inactive): a guest's storage drops them for good. A failed
        // read never gets here, so it loses nothing.
        if (!loggedIn) for (const id of gone) void remove.current(id);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [ready, wishlist.enabled, loggedIn, unknownKey, attempt, replaced, client]);

  const shown = useMemo(
    () => productIds.map((id) => products[id]).filter((product): product is ProductSummary => !!product),
    [productIds, products],
  );
  const status: WishlistPageStatus = failed ? "error" : !ready || unknownIds.length > 0 ? "loading" : "ready";
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    enabled: wishlist.enabled,
    status,
    products: shown,
    isEmpty: status === "ready" && shown.length === 0,
    isRemoving: wishlist.isPending,
    remove: wishlist.remove,
    retry,
  };
}
