import { roundPrice } from "@vitrine/core/money";
import type { ProductSummary } from "@vitrine/core/schemas";
import {
  findPriceBracket,
  type QuantityBounds,
  stepQuantity,
  translated,
  typedQuantity,
} from "@vitrine/core/utils";

import type { AccessoriesResponse, AccessoryItemConfig } from "./accessories.schema";
import { ACCESSORIES_EXTENSION, BUNDLE_LINE_ITEM_TYPE } from "./constants";

/** What an element is: an accessory with a stepper, or an item of a bundle. */
export type AccessoryKind = "accessory" | "bundle";

/** One accessory or bundle item, ready to show: its product, purchase bounds and flags. */
export interface AccessoryItem {
  /** Unique in the block: cross-selling id and product id. */
  key: string;
  kind: AccessoryKind;
  product: ProductSummary;
  name: string;
  /** Minimum purchase, maximum (the smallest of the config's, the element's own and a closeout's stock), step. */
  bounds: QuantityBounds;
  /** A bundle item's fixed quantity (1 when not given). */
  fixedQuantity: number;
  /** A bundle item the shopper may leave out (a checkbox); mandatory ones are included. */
  optional: boolean;
  /** Follows the main product's quantity (until the shopper unlinks it). */
  sameQuantity: boolean;
  /** Cannot be bought (sold out, or the bounds leave no quantity): shown, never added. */
  readOnly: boolean;
}

/** One cross-selling of accessories or one bundle, with its items. */
export interface AccessoryGroup {
  id: string;
  name: string;
  kind: AccessoryKind;
  items: AccessoryItem[];
}

/** A line item of the add-to-cart call (`@vitrine/cart`'s `AddLineItem`). */
export interface AccessoryLineItem {
  id: string;
  referencedId: string;
  type: string;
  quantity: number;
  stackable: boolean;
  removable: boolean;
  /** Bundle items: the main product's line item id. */
  parentId?: string;
  [field: string]: unknown;
}

const KINDS: readonly string[] = ["accessory", "bundle"];

/** The bounds of an element: the config's rules over the product's, capped by the element's max and a closeout's stock. */
export function accessoryBounds(config: AccessoryItemConfig, product: ProductSummary): QuantityBounds {
  const min = Math.max(1, config.minPurchase ?? product.minPurchase ?? 1);
  const step = Math.max(1, config.purchaseSteps ?? product.purchaseSteps ?? 1);
  const caps = [config.maxPurchase ?? product.maxPurchase ?? 100, config.max ?? Infinity];
  if (product.isCloseout) caps.push(product.availableStock ?? product.stock ?? 0);
  return { min, max: Math.min(...caps), step };
}

/** The accessory and bundle groups of a cross-selling answer (other cross-sellings are left to the slider). */
export function accessoryGroups(response: AccessoriesResponse): AccessoryGroup[] {
  return response.flatMap((element) => {
    const config = element.crossSelling.extensions?.[ACCESSORIES_EXTENSION];
    if (!config || !KINDS.includes(config.kind)) return [];
    const kind = config.kind as AccessoryKind;
    const products = new Map((element.products ?? []).map((product) => [product.id, product]));
    const items = config.items.flatMap((item): AccessoryItem[] => {
      const product = products.get(item.productId);
      if (!product) return [];
      const bounds = accessoryBounds(item, product);
      return [
        {
          key: `${element.crossSelling.id}:${product.id}`,
          kind,
          product,
          name: translated(product, "name") ?? product.id,
          bounds,
          fixedQuantity: Math.max(1, item.quantity ?? 1),
          optional: kind === "bundle" && item.optional === true,
          sameQuantity: item.sameQuantity === true,
          readOnly: product.available === false || bounds.max < bounds.min,
        },
      ];
    });
    const id = element.crossSelling.id;
    return items.length ? [{ id, name: translated(element.crossSelling, "name") ?? id, kind, items }] : [];
  });
}

/** An accessory's quantity rules (core's, with 0 as "not chosen"). */
const NOT_CHOSEN_IS_ZERO = { allowZero: true };

/** Quantity step up: from 0 it goes to the minimum purchase; otherwise it adds the step, up to the maximum. */
export function stepUp(quantity: number, bounds: QuantityBounds): number {
  return stepQuantity(quantity, 1, bounds, NOT_CHOSEN_IS_ZERO);
}

/** Step down: subtracts the step, never below 0 (0 = not chosen); below the minimum purchase it goes to 0. */
export function stepDown(quantity: number, bounds: QuantityBounds): number {
  return stepQuantity(quantity, -1, bounds, NOT_CHOSEN_IS_ZERO);
}

/** A typed quantity made valid: nothing or 0 means not chosen; else within the bounds, on the step grid. */
export function snapQuantity(typed: number, bounds: QuantityBounds): number {
  return typedQuantity(typed, bounds, NOT_CHOSEN_IS_ZERO);
}

/** The unit price of a product at a quantity: its price bracket's, else its own price. */
export function unitPriceAt(product: ProductSummary, quantity: number): number {
  const brackets = product.calculatedPrices ?? [];
  const bracket = brackets.length > 1 ? brackets[findPriceBracket(brackets, quantity)] : undefined;
  return (bracket ?? product.calculatedPrice)?.unitPrice ?? 0;
}

/** What a chosen item adds to the cart: the quantity the shopper chose, or a bundle item's fixed quantity (per main product). */
export function lineQuantity(item: AccessoryItem, chosen: number): number {
  return item.kind === "bundle" ? (chosen > 0 ? item.fixedQuantity : 0) : chosen;
}

/**
 * The total of the main product and the chosen items, rounded to 2 decimals ("Price rounding"); bundle
 * items count once per main product.
 */
export function accessoriesTotal(
  mainTotal: number,
  items: readonly AccessoryItem[],
  quantities: Readonly<Record<string, number>>,
  mainQuantity = 1,
): number {
  let total = mainTotal;
  for (const item of items) {
    const quantity =
      (item.readOnly ? 0 : lineQuantity(item, quantities[item.key] ?? 0)) *
      (item.kind === "bundle" ? mainQuantity : 1);
    total += roundPrice(unitPriceAt(item.product, quantity) * quantity);
  }
  return roundPrice(total);
}

/** The line items to send with the main product: every item above 0 that is not read-only. */
export function accessoryLineItems(
  mainLineItemId: string,
  items: readonly AccessoryItem[],
  quantities: Readonly<Record<string, number>>,
): AccessoryLineItem[] {
  return items.flatMap((item): AccessoryLineItem[] => {
    const quantity = lineQuantity(item, quantities[item.key] ?? 0);
    if (quantity <= 0 || item.readOnly) return [];
    const referencedId = item.product.id;
    return item.kind === "bundle"
      ? [
          {
            id: `${mainLineItemId}-${referencedId}`,
            referencedId,
            type: BUNDLE_LINE_ITEM_TYPE,
            quantity,
            stackable: false,
            removable: false,
            parentId: mainLineItemId,
          },
        ]
      : [{ id: referencedId, referencedId, type: "product", quantity, stackable: true, removable: true }];
  });
}

/** Why an item cannot be added as chosen, checked before sending (stock, closeout, min, max); null when it can. */
export type AccessoryProblem = "stock" | "min" | "max";

/** Checks a chosen quantity against stock, closeout stock, minimum and maximum purchase. */
export function accessoryProblem(item: AccessoryItem, chosen: number): AccessoryProblem | null {
  const quantity = lineQuantity(item, chosen);
  if (quantity <= 0) return null;
  const stock = item.product.availableStock ?? item.product.stock;
  if (item.product.available === false || (item.product.isCloseout && (stock ?? 0) < quantity))
    return "stock";
  if (item.kind === "bundle") return null;
  if (quantity < item.bounds.min) return "min";
  if (quantity > item.bounds.max) return "max";
  return null;
}

/** The starting choice: mandatory bundle items are included, everything else is not chosen. */
export function initialQuantities(groups: readonly AccessoryGroup[]): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const group of groups)
    for (const item of group.items)
      quantities[item.key] = item.kind === "bundle" && !item.optional && !item.readOnly ? 1 : 0;
  return quantities;
}
