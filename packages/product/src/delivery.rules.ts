import { translated } from "@vitrine/core/utils";
/** The product fields the delivery status rules read (the variant-options answer's `product`). */
export interface DeliveryStatusInput {
  availableStock?: number | null;
  minPurchase?: number | null;
  deliveryTime?: { name?: string | null; translated?: { name?: string | null } | null } | null;
  isCloseout?: boolean | null;
  /** Days until the product is back in stock. */
  restockTime?: number | null;
}

/** Which delivery status block shows. */
export type DeliveryStatusResult =
  | { kind: "available"; deliveryTime: string }
  | { kind: "unavailable" }
  | { kind: "restock"; days: number; deliveryTime: string }
  | { kind: "hidden" };

/**
 * The delivery status of a variant, exactly these four rules, in order:
 * 1. stock at or above min purchase with a delivery time: 'immediately available, delivery time X';
 * 2. closeout with stock below minimum: the unavailable block (and the variant id is cleared);
 * 3. stock below minimum with delivery time and restock time: 'ready to ship in N days, delivery time X';
 * 4. otherwise all status blocks are hidden.
 */
export function deliveryStatus(product: DeliveryStatusInput): DeliveryStatusResult {
  const stock = product.availableStock ?? 0;
  const minimum = product.minPurchase ?? 1;
  const deliveryTime = translated(product.deliveryTime, "name") ?? "";
  if (stock >= minimum && deliveryTime) return { kind: "available", deliveryTime };
  if (product.isCloseout && stock < minimum) return { kind: "unavailable" };
  if (stock < minimum && deliveryTime && product.restockTime != null && product.restockTime > 0) {
    return { kind: "restock", days: product.restockTime, deliveryTime };
  }
  return { kind: "hidden" };
}

/** Whether a status clears the generated variant id (a closeout below minimum cannot be bought). */
export function clearsVariantId(status: DeliveryStatusResult): boolean {
  return status.kind === "unavailable";
}
