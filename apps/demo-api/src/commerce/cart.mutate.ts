import { createHash } from "node:crypto";
import { BUNDLE_ITEM_TYPE, type StoredCart, type StoredLineItem } from "./cart.types.js";

/** An item of an add-to-cart request after validation. */
export interface AddItem {
  id?: string;
  type: "product" | "promotion" | typeof BUNDLE_ITEM_TYPE;
  referencedId: string;
  quantity: number;
  stackable?: boolean;
  removable?: boolean;
  /** Bundle items: the main product's line item id. */
  parentId?: string;
}

/** The quantity of a bundle item: its pieces per main product times the main product's quantity. */
export function bundleChildQuantity(child: StoredLineItem, parentQuantity: number): number {
  const perParent = Number(child.payload?.quantityPerParent ?? 1);
  return Math.max(1, perParent) * parentQuantity;
}

/** A line item's children after its quantity changed: bundle items scale, other children take the quantity. */
export function childrenFor(item: StoredLineItem, quantity: number): StoredLineItem[] | undefined {
  return item.children?.map((child) => ({
    ...child,
    quantity: child.type === BUNDLE_ITEM_TYPE ? bundleChildQuantity(child, quantity) : quantity,
  }));
}

/** A promotion code as the shop compares it: trimmed, upper case (`vitrine10 ` is `VITRINE10`). */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A stable 32-hex id for a promotion line item of a code (every spelling of a code gets the same id). */
export function promotionLineItemId(code: string): string {
  return createHash("md5")
    .update(`promotion:${normalizePromotionCode(code).toLowerCase()}`)
    .digest("hex");
}

/**
 * Adds items: a product already in the cart under the same id has its quantity increased (when stackable);
 * a promotion code already in the cart is not added twice; a bundle item goes under its main product's line item
 * (added before it in the same request, or already in the cart), never on its own. Returns the new cart and the
 * codes added; `orphans` are the indexes of bundle items whose main product line item does not exist.
 */
export function addLineItems(
  cart: StoredCart,
  items: AddItem[],
): { cart: StoredCart; addedCodes: Set<string>; orphans: number[] } {
  const lineItems = cart.lineItems.map((item) => ({ ...item }));
  const addedCodes = new Set<string>();
  const orphans: number[] = [];
  for (const [index, item] of items.entries()) {
    if (item.type === BUNDLE_ITEM_TYPE) {
      const parent = lineItems.find((line) => line.id === item.parentId && line.type === "product");
      if (!parent) {
        orphans.push(index);
        continue;
      }
      const id = item.id ?? `${parent.id}-${item.referencedId}`;
      const child: StoredLineItem = {
        id,
        type: BUNDLE_ITEM_TYPE,
        referencedId: item.referencedId,
        quantity: 0,
        stackable: false,
        removable: false,
        payload: { quantityPerParent: item.quantity },
      };
      child.quantity = bundleChildQuantity(child, parent.quantity);
      parent.children = [...(parent.children ?? []).filter((existing) => existing.id !== id), child];
      continue;
    }
    if (item.type === "promotion") {
      const code = normalizePromotionCode(item.referencedId);
      if (
        lineItems.some(
          (existing) =>
            existing.type === "promotion" && normalizePromotionCode(existing.referencedId) === code,
        )
      )
        continue;
      lineItems.push({
        id: promotionLineItemId(code),
        type: "promotion",
        referencedId: code,
        quantity: 1,
        stackable: false,
        removable: true,
      });
      addedCodes.add(code);
      continue;
    }
    const id = item.id ?? item.referencedId;
    const existing = lineItems.find((candidate) => candidate.id === id);
    if (existing) {
      if (existing.stackable) existing.quantity += item.quantity;
      else existing.quantity = item.quantity;
      existing.children = childrenFor(existing, existing.quantity);
      continue;
    }
    lineItems.push({
      id,
      type: "product",
      referencedId: item.referencedId,
      quantity: item.quantity,
      stackable: item.stackable ?? true,
      removable: item.removable ?? true,
    });
  }
  return { cart: { ...cart, lineItems }, addedCodes, orphans };
}

/** Adds a prepared line item (a customized-products container) as it is. */
export function addPreparedLineItem(cart: StoredCart, item: StoredLineItem): StoredCart {
  return { ...cart, lineItems: [...cart.lineItems.filter((existing) => existing.id !== item.id), item] };
}

/** Sets the quantities of existing line items. Unknown ids are reported, not ignored. */
export function updateLineItemQuantities(
  cart: StoredCart,
  updates: { id: string; quantity: number }[],
): { cart: StoredCart; unknownIds: string[] } {
  const unknownIds = updates
    .filter((update) => !cart.lineItems.some((item) => item.id === update.id))
    .map((u) => u.id);
  const byId = new Map(updates.map((update) => [update.id, update.quantity]));
  const lineItems = cart.lineItems.map((item) => {
    const quantity = byId.get(item.id);
    if (quantity === undefined || item.type === "promotion") return item;
    return { ...item, quantity, children: childrenFor(item, quantity) };
  });
  return { cart: { ...cart, lineItems }, unknownIds };
}

/** Removes line items by id; unknown ids and items that are not removable are reported. */
export function removeLineItems(
  cart: StoredCart,
  ids: string[],
): { cart: StoredCart; unknownIds: string[]; notRemovable: string[] } {
  const unknownIds = ids.filter((id) => !cart.lineItems.some((item) => item.id === id));
  const notRemovable = cart.lineItems
    .filter((item) => ids.includes(item.id) && !item.removable)
    .map((i) => i.id);
  const lineItems = cart.lineItems.filter((item) => !ids.includes(item.id) || !item.removable);
  return { cart: { ...cart, lineItems }, unknownIds, notRemovable };
}

/** Merges a guest cart into a customer's cart on login (guest items are added on top). */
export function mergeCarts(customerCart: StoredCart, guestCart: StoredCart): StoredCart {
  const lineItems = customerCart.lineItems.map((item) => ({ ...item }));
  for (const item of guestCart.lineItems) {
    const existing = lineItems.find((candidate) => candidate.id === item.id);
    if (!existing) lineItems.push({ ...item });
    else if (existing.type !== "promotion" && existing.stackable) {
      existing.quantity += item.quantity;
      existing.children = childrenFor(existing, existing.quantity);
    }
  }
  return { ...customerCart, lineItems };
}
