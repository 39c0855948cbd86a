import { debounce, useEvents, useStoreApi } from "@vitrine/core";
import { useAtom, useAtomValue } from "@vitrine/core/react";
import type { Cart, LineItem } from "@vitrine/core/schemas";
import { CART_ERROR_LEVEL } from "@vitrine/core/utils";
import { useStore } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { cartApi } from "./cart.api";
import { cartNotices, cartTotals, fitQuantity, settleQuantities } from "./cart.lines";
import { failureNotice } from "./cart.notices";
import type { ShippingMethod } from "./cart.schema";
import {
  type CartNotice,
  cartApiAtom,
  cartAtom,
  cartFailuresAtom,
  offcanvasCartOpenAtom,
  pendingQuantitiesAtom,
  pendingRemovalsAtom,
} from "./cart.state";
import { CART_QUANTITY_DEBOUNCE_MS } from "./constants";
import { useCart } from "./useCart";
import { useCartController } from "./useCartController";

/**
 * The message of a refused quantity change: which line, what was asked, the server's quantity it is back at. A
 * warning (level 10), so it is read out in the panel's status region next to the field that changed back.
 */
function quantityFailure(
  cart: Cart | null,
  items: { id: string; quantity: number }[],
  error: unknown,
): CartNotice {
  const first = items[0];
  const line = cart?.lineItems.find((item) => item.id === first?.id);
  return {
    ...failureNotice("quantity", error),
    level: CART_ERROR_LEVEL.warning,
    name: line?.label ?? line?.referencedId ?? "",
    wanted: first?.quantity ?? 0,
    quantity: line?.quantity ?? 0,
  };
}

/** What {@link useOffcanvasCart} returns. */
export interface OffcanvasCart {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The cart with pending changes applied; null until known. */
  cart: Cart | null;
  isLoading: boolean;
  /** Messages to show: notices (level 0) and warnings, errors (level 20) and our failed requests. */
  notices: CartNotice[];
  /** Goods, shipping, taxes and total of the shown cart. */
  totals: ReturnType<typeof cartTotals> | null;
  /** Sets a line's quantity (fitted to its purchase rules): shown at once, sent after 800 ms of quiet. */
  changeQuantity: (lineItemId: string, quantity: number) => void;
  /** Removes a line: hidden at once, back with a message if the server refuses. */
  removeLineItem: (lineItemId: string) => Promise<boolean>;
  /** Adds a promotion code; resolves true when the cart took it without an error. */
  applyPromotionCode: (code: string) => Promise<boolean>;
  isApplyingPromotion: boolean;
  /** The available shipping methods (null until loaded). */
  shippingMethods: ShippingMethod[] | null;
  shippingMethodId: string | null;
  /** Chooses a shipping method (updates the context, then reads the cart again). */
  setShippingMethod: (shippingMethodId: string) => Promise<boolean>;
  isChangingShippingMethod: boolean;
}

/**
 * The off-canvas cart: the cart, quantity change debounced 800 ms (several quick changes send one request),
 * remove, promotion code, shipping method; failed requests roll back and say so.
 */
export function useOffcanvasCart(): OffcanvasCart {
  const store = useStore();
  const client = useStoreApi();
  const events = useEvents();
  const controller = useCartController();
  const { cart, isLoading } = useCart({ load: false });
  const serverCart = useAtomValue(cartAtom);
  const failures = useAtomValue(cartFailuresAtom);
  const [isOpen, setOpen] = useAtom(offcanvasCartOpenAtom);
  const [shippingMethods, setShippingMethods] = useState<ShippingMethod[] | null>(null);
  const [shippingMethodId, setShippingMethodId] = useState<string | null>(null);
  const [busy, setBusy] = useState<"" | "promotion" | "shipping">("");

  useEffect(() => {
    if (!isOpen) {
      // Messages are shown once (the spec's flash messages): closing the panel dismisses them.
      const shown = store.get(cartAtom);
      if (shown?.errors?.length) store.set(cartAtom, { ...shown, errors: [] });
      if (store.get(cartFailuresAtom).length) store.set(cartFailuresAtom, []);
      return;
    }
    // The last known cart shows at once; the shop's answer replaces it (another tab, device or the server may
    // have changed it). A failed read changes nothing.
    void controller.refresh();
    const api = cartApi(store.get(cartApiAtom));
    const abort = new AbortController();
    Promise.all([
      api.readShippingMethods(client, abort.signal),
      api.readShippingMethodId(client, abort.signal),
    ]).then(
      ([methods, id]) => {
        setShippingMethods(methods);
        setShippingMethodId(id);
      },
      // Without the list the selector stays hidden; the cart still works.
      () => {},
    );
    return () => abort.abort();
  }, [isOpen, store, client, controller]);

  const sendQuantities = useMemo(
    () =>
      debounce(async () => {
        const sent = store.get(pendingQuantitiesAtom);
        const items = Object.entries(sent).map(([id, quantity]) => ({ id, quantity }));
        if (items.length === 0) return;
        const { error } = await controller.run(
          "quantity",
          (api, apiClient) => api.changeQuantity(apiClient, items),
          true,
        );
        // Answered or failed: the server's cart is the truth again (a failure rolls the lines back).
        store.set(pendingQuantitiesAtom, (pending) => settleQuantities(pending, sent));
        if (error !== undefined)
          store.set(cartFailuresAtom, [quantityFailure(store.get(cartAtom), items, error)]);
      }, CART_QUANTITY_DEBOUNCE_MS),
    [store, controller],
  );
  // Unmounting (leaving the page) sends what is waiting instead of dropping it; closing the panel keeps the timer.
  useEffect(() => () => sendQuantities.flush(), [sendQuantities]);

  const lineItem = (id: string): LineItem | undefined =>
    store.get(cartAtom)?.lineItems.find((item) => item.id === id);

  return {
    isOpen,
    setOpen,
    cart,
    isLoading,
    notices: cartNotices(serverCart, failures),
    totals: cart && cartTotals(cart),
    changeQuantity(id, wanted) {
      const item = lineItem(id);
      if (!item) return;
      const quantity = fitQuantity(item, wanted);
      store.set(pendingQuantitiesAtom, (pending) => {
        const { [id]: _, ...others } = pending;
        return quantity === item.quantity ? others : { ...others, [id]: quantity };
      });
      sendQuantities();
    },
    async removeLineItem(id) {
      const item = lineItem(id);
      if (!item) return false;
      // A waiting quantity change of this line is moot now.
      store.set(pendingQuantitiesAtom, ({ [id]: _, ...others }) => others);
      store.set(pendingRemovalsAtom, (ids) => [...ids, id]);
      const { cart: answer } = await controller.run("remove", (api, apiClient) =>
        api.removeLineItems(apiClient, [id]),
      );
      store.set(pendingRemovalsAtom, (ids) => ids.filter((other) => other !== id));
      // The answer was lost but the cart read afterwards shows the line gone: it was removed after all.
      const next = answer ?? (lineItem(id) ? undefined : store.get(cartAtom));
      if (!answer && next) store.set(cartFailuresAtom, []);
      if (next) {
        events.emit("cart:line-item-removed", {
          lineItemId: id,
          productId: item.referencedId ?? undefined,
          quantity: item.quantity,
          lineItem: item,
        });
      }
      return !!next;
    },
    async applyPromotionCode(code) {
      const trimmed = code.trim();
      if (!trimmed || busy) return false;
      setBusy("promotion");
      const { cart: next } = await controller.run("promotion", (api, apiClient) =>
        api.applyPromotionCode(apiClient, trimmed),
      );
      setBusy("");
      return !!next && !(next.errors ?? []).some((error) => error.level >= 20);
    },
    isApplyingPromotion: busy === "promotion",
    shippingMethods,
    shippingMethodId,
    async setShippingMethod(id) {
      const previous = shippingMethodId;
      setShippingMethodId(id);
      setBusy("shipping");
      const { cart: next } = await controller.run("shipping", (api, apiClient) =>
        api.setShippingMethod(apiClient, id),
      );
      setBusy("");
      if (!next) setShippingMethodId(previous);
      return !!next;
    },
    isChangingShippingMethod: busy === "shipping",
  };
}
