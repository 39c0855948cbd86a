import { FILTER_RANGE_LOWER_BOUND } from "./constants";

/** What is wrong with a price range: min above max (`filterRangeErrorMessage`) or a price below 0 (`filterRangeLowerBoundErrorMessage`). */
export type PriceRangeError = "filterRangeErrorMessage" | "filterRangeLowerBoundErrorMessage";

/** A price field's text as a number: empty is no bound, anything unreadable is NaN. */
export const readPrice = (text: string): number | undefined =>
  text.trim() === "" ? undefined : Number(text.replace(",", "."));

/** Checks a price range: error when min > max or when either is below the lower bound 0. */
export function validatePriceRange(
  min: number | undefined,
  max: number | undefined,
): { error?: PriceRangeError; invalid: { min: boolean; max: boolean } } {
  const below = (n: number | undefined) => n !== undefined && !(n >= FILTER_RANGE_LOWER_BOUND);
  if (below(min) || below(max)) {
    return { error: "filterRangeLowerBoundErrorMessage", invalid: { min: below(min), max: below(max) } };
  }
  if (min !== undefined && max !== undefined && min > max) {
    return { error: "filterRangeErrorMessage", invalid: { min: true, max: true } };
  }
  return { invalid: { min: false, max: false } };
}
