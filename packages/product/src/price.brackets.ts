import type { CalculatedPrice } from "@vitrine/core/schemas";

/**
 * The bracket that applies to a quantity: the first whose upper quantity bound is at least the quantity,
 * else the last (SPEC section 5, "Price brackets"). Returns its index, or -1 without brackets.
 */
export function findPriceBracket(
  brackets: readonly Pick<CalculatedPrice, "quantity">[],
  quantity: number,
): number {
  if (brackets.length === 0) return -1;
  const index = brackets.findIndex((bracket) => bracket.quantity >= quantity);
  return index === -1 ? brackets.length - 1 : index;
}

/** The quantity range of each bracket: from one above the previous upper bound to its own (the last is open). */
export function priceBracketRanges(
  brackets: readonly Pick<CalculatedPrice, "quantity">[],
): { from: number; to: number | null }[] {
  return brackets.map((bracket, index) => ({
    from: index === 0 ? 1 : (brackets[index - 1]?.quantity ?? 0) + 1,
    to: index === brackets.length - 1 ? null : bracket.quantity,
  }));
}
