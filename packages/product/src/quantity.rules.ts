/** Purchase bounds of a product: min purchase, max purchase and purchase steps. */
export interface QuantityBounds {
  min: number;
  max: number;
  step: number;
}

/** The bounds from a product's `minPurchase`, `maxPurchase` (or `calculatedMaxPurchase`) and `purchaseSteps`. */
export function quantityBounds(product: {
  minPurchase?: number | null;
  maxPurchase?: number | null;
  calculatedMaxPurchase?: number | null;
  purchaseSteps?: number | null;
}): QuantityBounds {
  const min = Math.max(1, product.minPurchase ?? 1);
  const max = Math.max(min, product.calculatedMaxPurchase ?? product.maxPurchase ?? 100);
  const step = Math.max(1, product.purchaseSteps ?? 1);
  return { min, max, step };
}

/** Keeps a quantity within min and max, on the step grid that starts at min (rounding down). */
export function clampQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (!Number.isFinite(value)) return min;
  const top = min + Math.floor((max - min) / step) * step;
  const bounded = Math.min(top, Math.max(min, value));
  return min + Math.floor((bounded - min) / step) * step;
}

/** The quantity after one step up (+1) or down (-1): steps by the product's step within min and max. */
export function stepQuantity(value: number, direction: 1 | -1, bounds: QuantityBounds): number {
  return clampQuantity(clampQuantity(value, bounds) + direction * bounds.step, bounds);
}
