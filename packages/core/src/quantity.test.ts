import { describe, expect, it } from "vitest";
import { clampQuantity, quantityBounds, stepQuantity } from "./quantity";

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
