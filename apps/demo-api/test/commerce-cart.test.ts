import { describe, expect, it } from "vitest";
import { calculateCart, fitQuantity, quantityRules, unitPriceFor } from "../src/commerce/cart.calculate.js";
import {
  addLineItems,
  mergeCarts,
  removeLineItems,
  updateLineItemQuantities,
} from "../src/commerce/cart.mutate.js";
import type {
  CartProduct,
  CartPromotion,
  CartShippingMethod,
  StoredCart,
} from "../src/commerce/cart.types.js";
import { expectMatchesComponent } from "./contract/harness.js";

const now = new Date("2026-11-21T10:00:00Z");

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: "a".repeat(32),
    parentId: null,
    productNumber: "SW-1",
    name: "Linen shirt",
    taxId: "7".repeat(32),
    active: true,
    stock: 50,
    availableStock: 50,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    unitPrice: 20,
    taxRate: 19,
    shippingFree: false,
    ...overrides,
  };
}

const promotions = new Map<string, CartPromotion>([
  [
    "TENPERCENT",
    {
      id: "p1",
      code: "TENPERCENT",
      name: "10 % off",
      discountType: "percentage",
      value: 10,
      active: true,
      validFrom: null,
      validUntil: null,
    },
  ],
  [
    "FIVEEURO",
    {
      id: "p2",
      code: "FIVEEURO",
      name: "5 € off",
      discountType: "absolute",
      value: 5,
      active: true,
      validFrom: null,
      validUntil: null,
    },
  ],
  [
    "EXPIRED",
    {
      id: "p3",
      code: "EXPIRED",
      name: "Old",
      discountType: "percentage",
      value: 50,
      active: true,
      validFrom: "2020-01-01T00:00:00Z",
      validUntil: "2021-01-01T00:00:00Z",
    },
  ],
]);

const standard: CartShippingMethod = {
  id: "5".repeat(32),
  price: 4.99,
  json: { id: "5".repeat(32), name: "Standard", technicalName: "standard", deliveryTimeId: "d".repeat(32) },
};

function calc(stored: StoredCart, products: CartProduct[], added: string[] = []) {
  return calculateCart({
    stored,
    products: new Map(products.map((p) => [p.id, p])),
    promotions,
    shippingMethod: standard,
    paymentMethodId: "f".repeat(32),
    addedPromotionCodes: new Set(added),
    now,
  });
}

const empty: StoredCart = { token: "tok", lineItems: [] };

describe("cart calculation", () => {
  it("prices products gross with 19 % tax and adds the shipping costs of the method", () => {
    const shirt = product();
    const { cart: stored } = addLineItems(empty, [{ type: "product", referencedId: shirt.id, quantity: 2 }]);
    const { cart, errors } = calc(stored, [shirt]);
    expect(errors).toEqual({});
    const price = cart.price as Record<string, number>;
    expect(price.positionPrice).toBe(40);
    expect(price.totalPrice).toBe(44.99);
    // 44.99 gross at 19 %: 7.18 tax (6.39 on goods + 0.80 on shipping, rounded per line).
    expect(price.netPrice).toBe(roundTo(44.99 - 6.39 - 0.8));
    expect(cart.price).toMatchObject({ taxStatus: "gross", rawTotal: 44.99 });
    const [line] = cart.lineItems as Record<string, unknown>[];
    expect(line).toMatchObject({
      type: "product",
      quantity: 2,
      price: { unitPrice: 20, totalPrice: 40, calculatedTaxes: [{ tax: 6.39, taxRate: 19, price: 40 }] },
      quantityInformation: { minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 },
    });
    const [delivery] = cart.deliveries as Record<string, unknown>[];
    expect(delivery).toMatchObject({ shippingCosts: { totalPrice: 4.99 } });
    expectMatchesComponent("Cart", cart);
  });

  it("makes shipping free when every product ships free", () => {
    const shirt = product({ shippingFree: true });
    const { cart } = calc({ token: "t", lineItems: [line(shirt.id, 1)] }, [shirt]);
    expect((cart.price as { totalPrice: number }).totalPrice).toBe(20);
  });

  it("stacks the same product and uses the tier price of the quantity", () => {
    const shirt = product({
      tierPrices: [
        { quantityStart: 1, quantityEnd: 9, unitPrice: 20 },
        { quantityStart: 10, quantityEnd: null, unitPrice: 15 },
      ],
    });
    let { cart: stored } = addLineItems(empty, [{ type: "product", referencedId: shirt.id, quantity: 6 }]);
    ({ cart: stored } = addLineItems(stored, [{ type: "product", referencedId: shirt.id, quantity: 4 }]));
    expect(stored.lineItems).toHaveLength(1);
    const { cart } = calc(stored, [shirt]);
    expect(cart.lineItems).toMatchObject([{ quantity: 10, price: { unitPrice: 15, totalPrice: 150 } }]);
    expect(unitPriceFor(shirt, 3)).toBe(20);
  });

  it("applies a percentage promotion with the promotion-discount-added notice", () => {
    const shirt = product();
    const { cart: stored, addedCodes } = addLineItems({ token: "t", lineItems: [line(shirt.id, 5)] }, [
      { type: "promotion", referencedId: "TENPERCENT", quantity: 1 },
    ]);
    const { cart, errors } = calc(stored, [shirt], [...addedCodes]);
    const promo = (cart.lineItems as Record<string, unknown>[]).find((item) => item.type === "promotion");
    expect(promo).toMatchObject({ referencedId: "TENPERCENT", price: { totalPrice: -10 } });
    expect((cart.price as { positionPrice: number }).positionPrice).toBe(90);
    const notice = Object.values(errors).find((error) => error.messageKey === "promotion-discount-added");
    expect(notice?.level).toBe(0);
    expectMatchesComponent("Cart", cart);
  });

  it("caps an absolute promotion at the goods total", () => {
    const cheap = product({ unitPrice: 3 });
    const stored = { token: "t", lineItems: [line(cheap.id, 1), promoLine("FIVEEURO")] };
    const { cart } = calc(stored, [cheap]);
    expect((cart.price as { positionPrice: number }).positionPrice).toBe(0);
  });

  it("drops unknown and expired codes with a promotion-not-found error", () => {
    const shirt = product();
    const stored = { token: "t", lineItems: [line(shirt.id, 1), promoLine("NOPE"), promoLine("EXPIRED")] };
    const result = calc(stored, [shirt]);
    const keys = Object.values(result.errors).map((error) => `${error.messageKey}:${error.level}`);
    expect(keys).toEqual(["promotion-not-found:20", "promotion-not-found:20"]);
    expect(result.stored.lineItems.map((item) => item.type)).toEqual(["product"]);
    expect((result.cart.price as { positionPrice: number }).positionPrice).toBe(20);
  });

  it("raises a quantity under min purchase to the minimum with a min-order-quantity warning", () => {
    const pack = product({ minPurchase: 3 });
    const result = calc({ token: "t", lineItems: [line(pack.id, 1)] }, [pack]);
    expect(result.stored.lineItems[0]?.quantity).toBe(3);
    expect(Object.values(result.errors)).toMatchObject([
      { messageKey: "min-order-quantity", level: 10, quantity: 3 },
    ]);
  });

  it("lowers a quantity over max purchase with a product-stock-reached warning", () => {
    const limited = product({ maxPurchase: 5 });
    const result = calc({ token: "t", lineItems: [line(limited.id, 9)] }, [limited]);
    expect(result.stored.lineItems[0]?.quantity).toBe(5);
    expect(Object.values(result.errors)).toMatchObject([{ messageKey: "product-stock-reached", level: 10 }]);
  });

  it("puts a quantity off the step grid back on it with a purchase-steps-quantity warning", () => {
    const steps = product({ minPurchase: 2, purchaseSteps: 3 });
    expect(quantityRules(steps)).toEqual({ min: 2, max: 98, steps: 3 });
    const result = calc({ token: "t", lineItems: [line(steps.id, 7)] }, [steps]);
    expect(result.stored.lineItems[0]?.quantity).toBe(5);
    expect(Object.values(result.errors)).toMatchObject([
      { messageKey: "purchase-steps-quantity", quantity: 5 },
    ]);
  });

  it("limits closeouts by available stock and removes them when sold out", () => {
    const closeout = product({ isCloseout: true, availableStock: 2 });
    expect(fitQuantity(closeout, 4, "x")).toMatchObject({ ok: true, quantity: 2 });
    const soldOut = product({ isCloseout: true, availableStock: 0, stock: 0 });
    const result = calc({ token: "t", lineItems: [line(soldOut.id, 1)] }, [soldOut]);
    expect(result.stored.lineItems).toEqual([]);
    expect(Object.values(result.errors)).toMatchObject([{ messageKey: "product-out-of-stock", level: 20 }]);
    expect(result.cart.deliveries).toEqual([]);
  });

  it("lets a product that is not a closeout be ordered beyond stock (restock)", () => {
    const backorder = product({ availableStock: 0, stock: 0, restockTime: 5 });
    expect(calc({ token: "t", lineItems: [line(backorder.id, 3)] }, [backorder]).errors).toEqual({});
  });

  it("reports products that no longer exist", () => {
    const result = calc({ token: "t", lineItems: [line("b".repeat(32), 1)] }, []);
    expect(Object.values(result.errors)).toMatchObject([{ messageKey: "product-not-found", level: 20 }]);
  });

  it("updates quantities, removes items and reports unknown ids", () => {
    const base: StoredCart = { token: "t", lineItems: [line("a1", 1), line("a2", 2)] };
    const updated = updateLineItemQuantities(base, [
      { id: "a2", quantity: 4 },
      { id: "zz", quantity: 1 },
    ]);
    expect(updated.unknownIds).toEqual(["zz"]);
    expect(updated.cart.lineItems.map((item) => item.quantity)).toEqual([1, 4]);
    const removed = removeLineItems(updated.cart, ["a1", "nope"]);
    expect(removed.unknownIds).toEqual(["nope"]);
    expect(removed.cart.lineItems.map((item) => item.id)).toEqual(["a2"]);
  });

  it("merges a guest cart into the customer's cart", () => {
    const merged = mergeCarts(
      { token: "c", lineItems: [line("a1", 1)] },
      { token: "g", lineItems: [line("a1", 2), line("a2", 1)] },
    );
    expect(merged.lineItems.map((item) => [item.id, item.quantity])).toEqual([
      ["a1", 3],
      ["a2", 1],
    ]);
    expect(merged.token).toBe("c");
  });
});

function line(productId: string, quantity: number) {
  return {
    id: productId,
    type: "product" as const,
    referencedId: productId,
    quantity,
    stackable: true,
    removable: true,
  };
}

function promoLine(code: string) {
  return {
    id: `promo-${code}`,
    type: "promotion" as const,
    referencedId: code,
    quantity: 1,
    stackable: false,
    removable: true,
  };
}

function roundTo(value: number) {
  return Math.round(value * 100) / 100;
}
