import { describe, expect, it } from "vitest";
import { cardPriceDisplay } from "./card.price";

const price = (unitPrice: number, extra: Record<string, unknown> = {}) => ({
  unitPrice,
  totalPrice: unitPrice,
  quantity: 1,
  ...extra,
});

describe("card price display rules", () => {
  it("shows the product's price; no price at all shows nothing", () => {
    expect(cardPriceDisplay({ calculatedPrice: price(19.99) })).toEqual({
      unitPrice: 19.99,
      from: false,
      listPrice: null,
      percentage: null,
      referencePrice: null,
    });
    expect(cardPriceDisplay({})).toBeNull();
  });

  it("list price: struck through only when it is above the price, with the saving in percent", () => {
    const reduced = cardPriceDisplay({ calculatedPrice: price(80, { listPrice: { price: 100 } }) });
    expect(reduced).toMatchObject({ unitPrice: 80, listPrice: 100, percentage: 20 });
    const shopPercentage = cardPriceDisplay({
      calculatedPrice: price(80, { listPrice: { price: 100, percentage: 19.6 } }),
    });
    expect(shopPercentage?.percentage).toBe(20);
    const notAbove = cardPriceDisplay({ calculatedPrice: price(100, { listPrice: { price: 100 } }) });
    expect(notAbove).toMatchObject({ listPrice: null, percentage: null });
  });

  it('tier prices: a "from" price with the lowest (last) tier, never with a struck-through list price', () => {
    const display = cardPriceDisplay({
      calculatedPrice: price(10, { listPrice: { price: 12 } }),
      calculatedPrices: [price(10, { quantity: 10 }), price(9, { quantity: 20 }), price(8, { quantity: 30 })],
    });
    expect(display).toMatchObject({ unitPrice: 8, from: true, listPrice: null });
  });

  it('variants: a parent with variants shows its cheapest variant\'s price as "from"', () => {
    const display = cardPriceDisplay({
      childCount: 3,
      calculatedPrice: price(30),
      calculatedCheapestPrice: price(24.5),
    });
    expect(display).toMatchObject({ unitPrice: 24.5, from: true });
    // Without a cheapest price the parent's own price is the "from" price.
    expect(cardPriceDisplay({ childCount: 2, calculatedPrice: price(30) })).toMatchObject({
      unitPrice: 30,
      from: true,
    });
  });

  it("reference price per unit: the shown price's, with 1 as the default reference amount", () => {
    const display = cardPriceDisplay({
      calculatedPrice: price(7.5, { referencePrice: { price: 10, referenceUnit: 1, unitName: "litre" } }),
    });
    expect(display?.referencePrice).toEqual({ price: 10, referenceUnit: 1, unitName: "litre" });
    const noUnit = cardPriceDisplay({ calculatedPrice: price(7.5, { referencePrice: { price: 10 } }) });
    expect(noUnit?.referencePrice).toBeNull();
  });
});
