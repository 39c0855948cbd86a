/** Purchase bounds of a product or line item: min purchase, max purchase and purchase steps. */
export interface QuantityBounds {
  min: number;
  max: number;
  step: number;
}

/** The Store API fields the bounds come from (a product, or a line item's `quantityInformation`). */
export interface PurchaseLimits {
  minPurchase?: number | null;
  maxPurchase?: number | null;
  calculatedMaxPurchase?: number | null;
  purchaseSteps?: number | null;
}

/** The bounds from `minPurchase`, `calculatedMaxPurchase` (else `maxPurchase`, else `fallbackMax`) and `purchaseSteps`. */
export function quantityBounds(limits: PurchaseLimits, fallbackMax = 100): QuantityBounds {
  const min = Math.max(1, limits.minPurchase ?? 1);
  const max = Math.max(min, limits.calculatedMaxPurchase ?? limits.maxPurchase ?? fallbackMax);
  const step = Math.max(1, limits.purchaseSteps ?? 1);
  return { min, max, step };
}

/** Keeps a quantity within min and max, snapped down onto the step grid that starts at min. */
export function clampQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (!Number.isFinite(value)) return min;
  const top = min + Math.floor((Math.max(min, max) - min) / step) * step;
  const bounded = Math.min(top, Math.max(min, Math.floor(value)));
  return min + Math.floor((bounded - min) / step) * step;
}

/** How a quantity field counts: whether 0 ("not chosen", an accessory) is one of its quantities. */
export interface QuantityRules {
  /**
   * 0 means "not chosen" ("Accessories"): a step up from 0 goes to the minimum purchase, otherwise it adds
   * the step up to the maximum; a step down below the minimum goes to 0; nothing or 0 typed is 0.
   */
  allowZero?: boolean;
}

/** The quantity after one step up (+1) or down (-1), within the bounds (and 0 when `allowZero`). */
export function stepQuantity(
  value: number,
  direction: 1 | -1,
  bounds: QuantityBounds,
  { allowZero }: QuantityRules = {},
): number {
  if (allowZero) {
    if (direction === 1) return value <= 0 ? bounds.min : Math.min(value + bounds.step, bounds.max);
    const next = value - bounds.step;
    return next < bounds.min ? 0 : next;
  }
  return clampQuantity(clampQuantity(value, bounds) + direction * bounds.step, bounds);
}

/** A typed quantity made valid: within the bounds on the step grid; with `allowZero`, nothing or 0 stays 0. */
export function typedQuantity(
  typed: number,
  bounds: QuantityBounds,
  { allowZero }: QuantityRules = {},
): number {
  if (allowZero && !(Number.isFinite(typed) && typed >= 1)) return 0;
  return clampQuantity(typed, bounds);
}

/**
 * The bracket that applies to a quantity: the first whose upper quantity bound is at least the quantity,
 * else the last. Returns its index, or -1 without brackets.
 */
export function findPriceBracket(brackets: readonly { quantity: number }[], quantity: number): number {
  if (brackets.length === 0) return -1;
  const index = brackets.findIndex((bracket) => bracket.quantity >= quantity);
  return index === -1 ? brackets.length - 1 : index;
}
