import { describe, expect, it } from "vitest";
import { buildCart, products } from "./cart.fixtures";
import { cartNotices, cartTotals, fitQuantity, settleQuantities } from "./cart.lines";
import { applyPendingChanges, cartItemCount, summarizeCart } from "./cart.state";
import { cartWidgetUpdate } from "./cart.storage";

const shirt = products[0]?.id as string;
const tote = products[1]?.id as string;
const line = (referencedId: string, quantity: number, type = "product") => ({
  id: referencedId,
  referencedId,
  type,
  quantity,
});

describe("cart widget rule (SPEC 4: a 204 response clears stored content and shows the empty-cart markup; status 500 or above changes nothing; any other response is stored and shown)", () => {
  it("an empty cart (the Store API's 204) clears the stored content", () => {
    expect(cartWidgetUpdate({ cart: buildCart([]) })).toEqual({ action: "clear" });
  });
  it("status 500 or above changes nothing", () => {
    expect(cartWidgetUpdate({ error: { status: 503 } })).toEqual({ action: "keep" });
  });
  it("any other response is stored and shown: item count and total", () => {
    const cart = buildCart([line(shirt, 2), line(tote, 1)]);
    expect(cartWidgetUpdate({ cart })).toEqual({
      action: "store",
      summary: { itemCount: 3, totalPrice: cart.price.totalPrice },
    });
  });
});

describe("item count", () => {
  it("counts the quantities of goods, not promotions", () => {
    const cart = buildCart([line(shirt, 2), line("SUMMER10", 1, "promotion")]);
    expect(cart.lineItems).toHaveLength(2);
    expect(cartItemCount(cart)).toBe(2);
    expect(summarizeCart(cart).itemCount).toBe(2);
  });
});

describe("quantity fitting", () => {
  const item = buildCart([line(shirt, 1)]).lineItems[0];
  if (!item) throw new Error("fixture");
  const rules = { ...item, quantityInformation: { minPurchase: 2, maxPurchase: 11, purchaseSteps: 3 } };
  it("keeps to minimum purchase, maximum purchase and purchase steps", () => {
    expect(fitQuantity(rules, 0)).toBe(2);
    expect(fitQuantity(rules, 6)).toBe(5);
    expect(fitQuantity(rules, 40)).toBe(11);
    expect(fitQuantity(item, 7)).toBe(7);
  });
});

describe("optimistic changes", () => {
  const cart = buildCart([line(shirt, 1), line(tote, 2)]);
  it("shows a pending quantity at once, with line and cart totals moved by the same amount", () => {
    const shown = applyPendingChanges(cart, { [shirt]: 3 }, []);
    expect(shown.lineItems[0]?.quantity).toBe(3);
    expect(shown.lineItems[0]?.price?.totalPrice).toBe(149.7);
    expect(shown.price.totalPrice).toBe(Math.round((cart.price.totalPrice + 99.8) * 100) / 100);
    expect(cart.lineItems[0]?.quantity).toBe(1);
  });
  it("hides a line being removed", () => {
    const shown = applyPendingChanges(cart, {}, [tote]);
    expect(shown.lineItems.map((item) => item.id)).toEqual([shirt]);
    expect(shown.price.positionPrice).toBe(49.9);
  });
  it("rolls back: settled changes leave the server's cart as it is, changes made meanwhile stay", () => {
    expect(settleQuantities({ a: 2, b: 5 }, { a: 2, b: 4 })).toEqual({ b: 5 });
    expect(applyPendingChanges(cart, settleQuantities({ [shirt]: 3 }, { [shirt]: 3 }), [])).toBe(cart);
  });
});

describe("notices", () => {
  it("lists failures first, then cart errors by level (error before notice)", () => {
    const cart = buildCart([], {
      errors: {
        a: { key: "a", level: 0, messageKey: "promotion-discount-added" },
        b: { key: "b", level: 20, messageKey: "promotion-not-found" },
      },
    });
    const failure = { key: "failure-quantity", level: 20, messageKey: "failure.quantity" };
    expect(cartNotices(cart, [failure]).map((notice) => notice.key)).toEqual(["failure-quantity", "b", "a"]);
  });
});

describe("totals", () => {
  it("gives goods, shipping costs, taxes and total", () => {
    const totals = cartTotals(buildCart([line(shirt, 2)]));
    expect(totals).toEqual({
      positionPrice: 99.8,
      shippingCosts: 4.99,
      taxes: [{ taxRate: 19, tax: 16.73 }],
      totalPrice: 104.79,
    });
  });
});
