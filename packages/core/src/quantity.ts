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
