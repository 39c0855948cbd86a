// A quantity field's steps and typed values, and the price bracket of a quantity: a module of their own, apart from
// the bounds and clamping (quantity.ts) that a shop's header needs (the cart's state), so that the code every page
// loads (the demo's shell chunk) does not carry the stepper's rules that only a product, cart or accessories part runs.
import { clampQuantity, type QuantityBounds } from "./quantity";

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
