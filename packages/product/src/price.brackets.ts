import type { CalculatedPrice } from "@vitrine/core/schemas";

/** The bracket that applies to a quantity, from core: one home for the rule. */
export { findPriceBracket } from "@vitrine/core/utils";

/** The quantity range of each bracket: from one above the previous upper bound to its own (the last is open). */
export function priceBracketRanges(
  brackets: readonly Pick<CalculatedPrice, "quantity">[],
): { from: number; to: number | null }[] {
  return brackets.map((bracket, index) => ({
    from: index === 0 ? 1 : (brackets[index - 1]?.quantity ?? 0) + 1,
    to: index === brackets.length - 1 ? null : bracket.quantity,
  }));
}
