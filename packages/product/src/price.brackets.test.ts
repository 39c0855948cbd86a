import { describe, expect, it } from "vitest";
import { findPriceBracket, priceBracketRanges } from "./price.brackets";

const brackets = [{ quantity: 10 }, { quantity: 50 }, { quantity: 100 }];

describe("Price brackets: the bracket is the first whose upper quantity bound is at least the quantity, else the last", () => {
  it("picks the first bracket whose upper quantity bound is at least the quantity", () => {
    expect(findPriceBracket(brackets, 1)).toBe(0);
    expect(findPriceBracket(brackets, 10)).toBe(0);
    expect(findPriceBracket(brackets, 11)).toBe(1);
    expect(findPriceBracket(brackets, 50)).toBe(1);
    expect(findPriceBracket(brackets, 51)).toBe(2);
  });

  it("else the last", () => {
    expect(findPriceBracket(brackets, 101)).toBe(2);
    expect(findPriceBracket(brackets, 5000)).toBe(2);
    expect(findPriceBracket([{ quantity: 1 }], 7)).toBe(0);
  });

  it("no brackets, no bracket", () => {
    expect(findPriceBracket([], 3)).toBe(-1);
  });

  it("each bracket's range starts one above the previous bound; the last is open", () => {
    expect(priceBracketRanges(brackets)).toEqual([
      { from: 1, to: 10 },
      { from: 11, to: 50 },
      { from: 51, to: null },
    ]);
  });
});
