import { useStoreApi } from "@vitrine/core";
import { roundPrice } from "@vitrine/core/money";
import type { ProductSummary } from "@vitrine/core/schemas";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type AccessoriesApi, defaultAccessoriesApi } from "./accessories.api";
import {
  type AccessoryGroup,
  type AccessoryItem,
  type AccessoryLineItem,
  type AccessoryProblem,
  accessoriesTotal,
  accessoryGroups,
  accessoryLineItems,
  accessoryProblem,
  initialQuantities,
  snapQuantity,
  stepDown,
  stepUp,
  unitPriceAt,
} from "./accessories.rules";
import type { AccessoriesResponse } from "./accessories.schema";
import { SAME_QUANTITY_SYNC_MS } from "./constants";

/** Where the block stands: waiting for the shop, showing its answer, or failed. */
export type AccessoriesStatus = "loading" | "ready" | "error";

/** Options of `useAccessories`. */
export interface UseAccessoriesOptions {
  /** The main product (its cross-selling carries the accessories). */
  productId: string;
  /** The main product's quantity in the buy box (linked accessories follow it). */
  mainQuantity: number;
  /** The main product's prices (its price bracket gives the main total). */
  mainPrice?: Pick<ProductSummary, "calculatedPrice" | "calculatedPrices"> | null;
  /** The server's answer (from a loader): rendered at once, nothing is fetched on mount. */
  initialData?: AccessoriesResponse;
  /** Replaces the Store API calls. */
  api?: AccessoriesApi;
}

/** A snapped quantity or a problem found before sending, said in words by the component. */
export interface AccessoryNotice {
  key: string;
  kind: "snapped" | AccessoryProblem;
}

/** What `useAccessories` gives a component (and the buy form). */
export interface AccessoriesControls {
  status: AccessoriesStatus;
  groups: AccessoryGroup[];
  /** The chosen quantity by item key (0 = not chosen; bundle items 1 = included or checked). */
  quantities: Record<string, number>;
  /** Snapped values and problems to say, by item key. */
  notices: AccessoryNotice[];
  /** "+": from 0 to the minimum purchase, else one step up to the maximum. */
  increment: (key: string) => void;
  /** "−": one step down, never below 0. */
  decrement: (key: string) => void;
  /** A typed value: snapped to a valid step (with a notice when it changed). */
  type: (key: string, value: number) => void;
  /** Sets a valid quantity as it is (0 = not chosen), e.g. from core's quantity stepper. */
  setQuantity: (key: string, quantity: number) => void;
  /** Checks or unchecks an optional bundle item. */
  check: (key: string, checked: boolean) => void;
  /** Whether an item follows the main quantity. */
  isLinked: (key: string) => boolean;
  /** The shopper unlinks an item from the main quantity (or links it again). */
  setLinked: (key: string, linked: boolean) => void;
  /** The main product's total alone and with the chosen items, rounded to 2 decimals. */
  mainTotal: number;
  total: number;
  /** The extra line items for the add-to-cart call: items above 0 that are not read-only. */
  lineItems: (mainLineItemId: string) => AccessoryLineItem[];
  /** Checks stock, closeout, min and max before sending; false (with notices) when something cannot be added. */
  validate: () => boolean;
  /** Loads the cross-selling again. */
  reload: () => void;
}

/** Headless @vitrine/accessories: loads the product's cross-selling and keeps the shopper's choice. */
export function useAccessories({
  productId,
  mainQuantity,
  mainPrice,
  initialData,
  api = defaultAccessoriesApi,
}: UseAccessoriesOptions): AccessoriesControls {
  const client = useStoreApi();
  const [response, setResponse] = useState(initialData);
  const [status, setStatus] = useState<AccessoriesStatus>(initialData ? "ready" : "loading");
  const [attempt, setAttempt] = useState(initialData ? 0 : 1);
  const groups = useMemo(() => (response ? accessoryGroups(response) : []), [response]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const [quantities, setQuantities] = useState(() => initialQuantities(groups));
  const [notices, setNotices] = useState<AccessoryNotice[]>([]);
  const [unlinked, setUnlinked] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!attempt) return;
    const controller = new AbortController();
    setStatus("loading");
    api.load(client, productId, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setResponse(answer);
        setQuantities((current) => ({ ...initialQuantities(accessoryGroups(answer)), ...current }));
        setStatus("ready");
      },
      () => {
        if (!controller.signal.aborted) setStatus("error");
      },
    );
    return () => controller.abort();
  }, [api, client, productId, attempt]);

  const byKey = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);
  const set = (key: string, next: (item: AccessoryItem, quantity: number) => number) => {
    const item = byKey.get(key);
    // Read-only items and mandatory bundle items (always included) do not change.
    if (!item || item.readOnly || (item.kind === "bundle" && !item.optional)) return;
    setNotices((current) => current.filter((notice) => notice.key !== key));
    setQuantities((current) => ({ ...current, [key]: next(item, current[key] ?? 0) }));
  };

  // Same-quantity sync: chosen linked accessories follow the main quantity 300 ms after it changed.
  const lastMain = useRef(mainQuantity);
  useEffect(() => {
    if (lastMain.current === mainQuantity) return;
    lastMain.current = mainQuantity;
    const timer = setTimeout(() => {
      setQuantities((current) => {
        const next = { ...current };
        for (const item of items) {
          if (!item.sameQuantity || item.readOnly || unlinked.has(item.key) || !current[item.key]) continue;
          next[item.key] = snapQuantity(mainQuantity, item.bounds);
        }
        return next;
      });
    }, SAME_QUANTITY_SYNC_MS);
    return () => clearTimeout(timer);
  }, [mainQuantity, items, unlinked]);

  const mainTotal = roundPrice(
    (mainPrice ? unitPriceAt(mainPrice as ProductSummary, mainQuantity) : 0) * mainQuantity,
  );
  const validate = () => {
    const found = items.flatMap((item): AccessoryNotice[] => {
      const kind = item.readOnly ? null : accessoryProblem(item, quantities[item.key] ?? 0);
      return kind ? [{ key: item.key, kind }] : [];
    });
    setNotices(found);
    return found.length === 0;
  };

  return {
    status,
    groups,
    quantities,
    notices,
    increment: (key) => set(key, (item, quantity) => stepUp(quantity, item.bounds)),
    decrement: (key) => set(key, (item, quantity) => stepDown(quantity, item.bounds)),
    setQuantity: (key, quantity) => set(key, () => quantity),
    type: (key, value) => {
      const item = byKey.get(key);
      if (!item || item.readOnly) return;
      const snapped = snapQuantity(value, item.bounds);
      set(key, () => snapped);
      if (snapped !== (Number.isFinite(value) ? Math.max(0, value) : 0))
        setNotices((current) => [...current, { key, kind: "snapped" }]);
    },
    check: (key, checked) => set(key, () => (checked ? 1 : 0)),
    isLinked: (key) => Boolean(byKey.get(key)?.sameQuantity) && !unlinked.has(key),
    setLinked: (key, linked) =>
      setUnlinked((current) => {
        const next = new Set(current);
        if (linked) next.delete(key);
        else next.add(key);
        return next;
      }),
    mainTotal,
    total: accessoriesTotal(mainTotal, items, quantities, mainQuantity),
    lineItems: (mainLineItemId) => accessoryLineItems(mainLineItemId, items, quantities),
    validate,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
