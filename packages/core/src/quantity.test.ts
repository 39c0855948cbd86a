import { describe, expect, it } from "vitest";
import { clampQuantity, quantityBounds } from "./quantity";
import { stepQuantity, typedQuantity } from "./quantitySteps";

describe("Quantity selector steps by the input's own step", () => {
  const bounds = { min: 2, max: 19, step: 3 };

  it("steps up and down by the product's step (purchaseSteps)", () => {
    expect(stepQuantity(2, 1, bounds)).toBe(5);
    expect(stepQuantity(5, 1, bounds)).toBe(8);
    expect(stepQuantity(8, -1, bounds)).toBe(5);
  });

  it("stays within min and max purchase", () => {
    expect(stepQuantity(2, -1, bounds)).toBe(2);
    // 2, 5, 8, 11, 14, 17 are on the grid and 20 is above max 19, so 17 is the highest quantity.
    expect(stepQuantity(17, 1, bounds)).toBe(17);
    expect(clampQuantity(100, bounds)).toBe(17);
    expect(clampQuantity(0, bounds)).toBe(2);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
  });

  it("a typed quantity off the step grid snaps down onto it", () => {
    expect(clampQuantity(7, bounds)).toBe(5);
    expect(clampQuantity(11, bounds)).toBe(11);
  });

  it("reads min purchase, max purchase (the calculated one first) and purchase steps from the product", () => {
    expect(quantityBounds({ minPurchase: 2, maxPurchase: 30, purchaseSteps: 2 })).toEqual({
      min: 2,
      max: 30,
      step: 2,
    });
    expect(
      quantityBounds({ minPurchase: 1, maxPurchase: 30, calculatedMaxPurchase: 12, purchaseSteps: null }),
    ).toEqual({
      min: 1,
      max: 12,
      step: 1,
    });
    expect(quantityBounds({})).toEqual({ min: 1, max: 100, step: 1 });
  });
});

describe("0 means not chosen (an accessory)", () => {
  const bounds = { min: 2, max: 9, step: 2 };
  const zero = { allowZero: true };

  it("a step up from 0 goes to the minimum purchase, otherwise adds the step up to the maximum", () => {
    expect(stepQuantity(0, 1, bounds, zero)).toBe(2);
    expect(stepQuantity(2, 1, bounds, zero)).toBe(4);
    expect(stepQuantity(8, 1, bounds, zero)).toBe(9);
  });

  it("a step down below the minimum goes to 0, never below", () => {
    expect(stepQuantity(4, -1, bounds, zero)).toBe(2);
    expect(stepQuantity(2, -1, bounds, zero)).toBe(0);
    expect(stepQuantity(0, -1, bounds, zero)).toBe(0);
  });

  it("typed: nothing or 0 stays 0 with 0 allowed, else the quantity is made valid", () => {
    expect(typedQuantity(Number.NaN, bounds, zero)).toBe(0);
    expect(typedQuantity(0, bounds, zero)).toBe(0);
    expect(typedQuantity(5, bounds, zero)).toBe(4);
    expect(typedQuantity(0, bounds)).toBe(2);
  });
});
