import { describe, expect, it } from "vitest";
import { clearsVariantId, deliveryStatus } from "./delivery.rules";

const deliveryTime = { name: "1-3 days" };

describe("Delivery status for variants (SPEC section 4)", () => {
  it("Stock at or above min purchase with a delivery time: shows 'immediately available, delivery time X'", () => {
    expect(deliveryStatus({ availableStock: 5, minPurchase: 5, deliveryTime })).toEqual({
      kind: "available",
      deliveryTime: "1-3 days",
    });
    expect(deliveryStatus({ availableStock: 50, minPurchase: 1, deliveryTime, isCloseout: true })).toEqual({
      kind: "available",
      deliveryTime: "1-3 days",
    });
    expect(
      deliveryStatus({
        availableStock: 3,
        minPurchase: 1,
        deliveryTime: { name: "x", translated: { name: "2 Tage" } },
      }),
    ).toEqual({ kind: "available", deliveryTime: "2 Tage" });
  });

  it("Closeout with stock below minimum: shows the unavailable block and clears the generated variant id", () => {
    const status = deliveryStatus({
      availableStock: 1,
      minPurchase: 2,
      deliveryTime,
      isCloseout: true,
      restockTime: 4,
    });
    expect(status).toEqual({ kind: "unavailable" });
    expect(clearsVariantId(status)).toBe(true);
    expect(deliveryStatus({ availableStock: 0, minPurchase: 1, isCloseout: true })).toEqual({
      kind: "unavailable",
    });
  });

  it("Stock below minimum with delivery time and restock time: shows 'ready to ship in N days, delivery time X'", () => {
    const status = deliveryStatus({
      availableStock: 0,
      minPurchase: 1,
      deliveryTime,
      isCloseout: false,
      restockTime: 7,
    });
    expect(status).toEqual({ kind: "restock", days: 7, deliveryTime: "1-3 days" });
    expect(clearsVariantId(status)).toBe(false);
  });

  it("Otherwise all status blocks are hidden", () => {
    expect(deliveryStatus({ availableStock: 0, minPurchase: 1, deliveryTime })).toEqual({ kind: "hidden" });
    expect(deliveryStatus({ availableStock: 0, minPurchase: 1, restockTime: 7 })).toEqual({ kind: "hidden" });
    expect(deliveryStatus({ availableStock: 10, minPurchase: 1 })).toEqual({ kind: "hidden" });
    expect(deliveryStatus({})).toEqual({ kind: "hidden" });
    expect(clearsVariantId({ kind: "hidden" })).toBe(false);
  });
});
