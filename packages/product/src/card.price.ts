import type { ProductCardData } from "./card.data";

/** What a product card's price shows, decided once (serialisable: a loader may compute it and send only this). */
export interface CardPriceDisplay {
  /** The price shown: the product's, the lowest tier price, or the cheapest variant's. */
  unitPrice: number;
  /** "from": the product has tier prices or variants with their own prices. */
  from: boolean;
  /** The list price, struck through; only when it is above the shown price and the price is not a "from" price. */
  listPrice: number | null;
  /** Saving in percent of the list price (rounded), with `listPrice`. */
  percentage: number | null;
  /** The price per reference unit (e.g. per litre) of the shown price. */
  referencePrice: { price: number; referenceUnit: number; unitName: string } | null;
}

/**
 * The card's price display rules, as Shopware's listing box applies them: with tier prices the lowest (last)
 * tier as a "from" price; a parent with variants shows its cheapest variant's price as "from"; the list price is
 * struck through only above the shown price and never next to a "from" price; the reference price belongs to the
 * shown price. No price at all gives null.
 */
export function cardPriceDisplay(
  product: Pick<
    ProductCardData,
    "calculatedPrice" | "calculatedPrices" | "calculatedCheapestPrice" | "childCount"
  >,
): CardPriceDisplay | null {
  const tiers = product.calculatedPrices ?? [];
  const variants = (product.childCount ?? 0) > 0;
  const price =
    tiers.length > 1
      ? tiers.at(-1)
      : variants
        ? (product.calculatedCheapestPrice ?? product.calculatedPrice)
        : product.calculatedPrice;
  if (!price) return null;
  const from = tiers.length > 1 || variants;
  const list = price.listPrice;
  const reduced = !from && list != null && list.price > price.unitPrice;
  const reference = price.referencePrice;
  return {
    unitPrice: price.unitPrice,
    from,
    listPrice: reduced ? list.price : null,
    percentage: reduced
      ? Math.round(list.percentage ?? ((list.price - price.unitPrice) / list.price) * 100)
      : null,
    referencePrice:
      reference?.unitName != null
        ? {
            price: reference.price,
            referenceUnit: reference.referenceUnit ?? 1,
            unitName: reference.unitName,
          }
        : null,
  };
}
