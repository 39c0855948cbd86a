// Story and test fixtures (not exported by the package): a shirt with tier prices and variants.
import type { ProductDetail, PropertyGroup } from "./product.schema";

/** Ids of the fixture variants. */
export const IDS = {
  parent: "a0000000000000000000000000000001",
  redS: "b0000000000000000000000000000001",
  redM: "b0000000000000000000000000000002",
  blueS: "b0000000000000000000000000000003",
  blueM: "b0000000000000000000000000000004",
} as const;

const price = (unitPrice: number, quantity = 1) => ({ unitPrice, totalPrice: unitPrice, quantity });

/** A linen shirt in red, size S: tier prices 1–10, 11–50, from 51; in stock, delivery 1-3 days. */
export const shirt: ProductDetail = {
  id: IDS.redS,
  parentId: IDS.parent,
  productNumber: "SW-1001.1",
  name: "Linen shirt",
  translated: { name: "Linen shirt" },
  calculatedPrice: price(19.99),
  calculatedPrices: [price(19.99, 10), price(17.99, 50), price(15.99, 51)],
  availableStock: 40,
  minPurchase: 1,
  maxPurchase: 100,
  purchaseSteps: 1,
  deliveryTime: { name: "1-3 days" },
  optionIds: ["red", "s"],
};

/** Wine with list price, reference price per litre and content 0.75 l. */
export const wine: ProductDetail = {
  id: "d0000000000000000000000000000001",
  name: "Riesling 2024",
  translated: { name: "Riesling 2024" },
  calculatedPrice: {
    unitPrice: 9.99,
    totalPrice: 9.99,
    quantity: 1,
    listPrice: { price: 12.99, discount: -3, percentage: 23.09 },
    referencePrice: { price: 13.32, purchaseUnit: 0.75, referenceUnit: 1, unitName: "litre" },
  },
  calculatedPrices: [],
  purchaseUnit: 0.75,
  referenceUnit: 1,
  unit: { name: "litre", shortCode: "l" },
  availableStock: 120,
  minPurchase: 1,
  maxPurchase: 24,
  purchaseSteps: 6,
  deliveryTime: { name: "2-4 days" },
};

/** A closeout variant with stock below its minimum purchase. */
export const closeout: ProductDetail = {
  ...shirt,
  id: IDS.blueM,
  calculatedPrices: [],
  availableStock: 1,
  minPurchase: 2,
  isCloseout: true,
  optionIds: ["blue", "m"],
};

/** The shirt's configurator: colour swatches and sizes (XL does not exist in red). */
export const configurator: PropertyGroup[] = [
  {
    id: "colour",
    name: "Colour",
    displayType: "color",
    options: [
      { id: "red", name: "Red", colorHexCode: "#b3261e" },
      { id: "blue", name: "Blue", colorHexCode: "#1f4e9c" },
    ],
  },
  {
    id: "size",
    name: "Size",
    displayType: "text",
    options: [
      { id: "s", name: "S" },
      { id: "m", name: "M" },
      { id: "xl", name: "XL", combinable: false },
    ],
  },
];

/** The variant of a combination, as find-variant answers (undefined: 404). */
export function variantOf(options: Record<string, string>): string | undefined {
  const key = `${options.colour}-${options.size}`;
  return (
    { "red-s": IDS.redS, "red-m": IDS.redM, "blue-s": IDS.blueS, "blue-m": IDS.blueM } as Record<
      string,
      string
    >
  )[key];
}

/** Stock and delivery of each variant, as the variant-options route answers. */
export const variantProducts: Record<string, Record<string, unknown>> = {
  [IDS.redS]: { availableStock: 40, minPurchase: 1, deliveryTime: { name: "1-3 days" }, isCloseout: false },
  [IDS.redM]: { availableStock: 0, minPurchase: 1, deliveryTime: { name: "1-3 days" }, restockTime: 5 },
  [IDS.blueS]: { availableStock: 0, minPurchase: 1, deliveryTime: null, restockTime: null },
  [IDS.blueM]: { availableStock: 1, minPurchase: 2, deliveryTime: { name: "1-3 days" }, isCloseout: true },
};
