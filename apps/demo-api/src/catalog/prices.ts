type Json = Record<string, unknown>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Price columns of one product. */
export interface PriceInput {
  price: number;
  listPrice: number | null;
  regulationPrice: number | null;
  taxRate: number;
  reference: { purchaseUnit: number; referenceUnit: number; unitName: string } | null;
  tiers: { start: number; end: number | null; price: number }[];
}

/** The reference price (price per reference unit) as the Store API's CartPriceReference. */
export function referencePrice(input: PriceInput, unitPrice: number): Json | null {
  if (!input.reference || input.reference.purchaseUnit <= 0) return null;
  const price = round2((unitPrice / input.reference.purchaseUnit) * input.reference.referenceUnit);
  return {
    purchaseUnit: input.reference.purchaseUnit,
    referenceUnit: input.reference.referenceUnit,
    unitName: input.reference.unitName,
    price,
    listPrice: null,
    regulationPrice: null,
    hasRange: false,
    variantId: null,
    calculatedTaxes: [],
    totalPrice: price,
    quantity: 1,
    apiAlias: "cart_price_reference",
  };
}

function listPrice(unitPrice: number, list: number | null): Json | null {
  if (list === null || list <= unitPrice) return null;
  return {
    price: list,
    discount: round2(unitPrice - list),
    percentage: round2(((list - unitPrice) / list) * 100),
    apiAlias: "cart_list_price",
  };
}

/** A CalculatedPrice (gross) for a quantity at a unit price. */
export function calculatedPrice(input: PriceInput, unitPrice: number, quantity = 1): Json {
  const total = round2(unitPrice * quantity);
  const net = round2(total / (1 + input.taxRate / 100));
  return {
    unitPrice,
    quantity,
    rawTotal: total,
    totalPrice: total,
    positionPrice: total,
    netPrice: net,
    taxStatus: "gross",
    calculatedTaxes: [
      { tax: round2(total - net), taxRate: input.taxRate, price: total, apiAlias: "cart_tax_calculated" },
    ],
    taxRules: [{ taxRate: input.taxRate, percentage: 100 }],
    referencePrice: referencePrice(input, unitPrice),
    listPrice: listPrice(unitPrice, input.listPrice),
    regulationPrice: input.regulationPrice
      ? { price: input.regulationPrice, apiAlias: "cart_regulation_price" }
      : null,
    hasRange: false,
    variantId: null,
    apiAlias: "calculated_price",
  };
}

/** The unit price for a quantity (tier prices apply by quantity bracket). */
export function unitPriceFor(input: PriceInput, quantity: number): number {
  const tier = input.tiers.find(
    (entry) => quantity >= entry.start && (entry.end === null || quantity <= entry.end),
  );
  return tier?.price ?? input.price;
}

/** calculatedPrice, calculatedPrices (one per tier) and calculatedCheapestPrice of a product. */
export function productPrices(
  input: PriceInput,
  cheapest: { price: number; hasRange: boolean; variantId: string | null },
): Json {
  const first = input.tiers[0]?.price ?? input.price;
  const tiers = input.tiers.map((tier) => calculatedPrice(input, tier.price, tier.end ?? tier.start));
  const lowestTier = input.tiers.reduce((low, tier) => Math.min(low, tier.price), first);
  const cheapestPrice = Math.min(cheapest.price, lowestTier);
  return {
    calculatedPrice: calculatedPrice(input, first),
    calculatedPrices: tiers,
    calculatedCheapestPrice: {
      unitPrice: cheapestPrice,
      quantity: 1,
      totalPrice: cheapestPrice,
      referencePrice: referencePrice(input, cheapestPrice),
      listPrice: listPrice(cheapestPrice, input.listPrice),
      regulationPrice: input.regulationPrice ? { price: input.regulationPrice } : null,
      hasRange: cheapest.hasRange || input.tiers.length > 1,
      variantId: cheapest.variantId,
      apiAlias: "calculated_cheapest_price",
    },
  };
}
