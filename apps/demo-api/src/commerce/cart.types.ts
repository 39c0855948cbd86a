/** Line item types the demo cart knows (Shopware core types, the Customized Products container, bundle items). */
export type LineItemType =
  | "product"
  | "promotion"
  | "customized-products"
  | "customized-products-option"
  | typeof BUNDLE_ITEM_TYPE;

/** A Vitrine accessories bundle item: a product kept under its main product's line item (SPEC section 7). */
export const BUNDLE_ITEM_TYPE = "vitrine-bundle-item";

/** A line item as the cart stores it: what the shopper asked for, before calculation. */
export interface StoredLineItem {
  id: string;
  type: LineItemType;
  referencedId: string;
  quantity: number;
  stackable: boolean;
  removable: boolean;
  /** Label for items that are not products (options of a customized product). */
  label?: string;
  /** Gross surcharge of a customized-product option: per unit, or once per line item. */
  surcharge?: { amount: number; oneTime: boolean };
  payload?: Record<string, unknown>;
  /** Extensions the line answers with (a customized product's stored configuration). */
  extensions?: Record<string, unknown>;
  children?: StoredLineItem[];
}

/** The cart as the database keeps it for one context token. */
export interface StoredCart {
  token: string;
  lineItems: StoredLineItem[];
  customerComment?: string | null;
}

/** A quantity bracket of a tiered price: the unit price for quantities from quantityStart to quantityEnd. */
export interface TierPrice {
  quantityStart: number;
  quantityEnd: number | null;
  unitPrice: number;
}

/** What the cart needs to know about a product (gross prices, purchase rules, stock, display data). */
export interface CartProduct {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  taxId: string;
  active: boolean;
  stock: number;
  availableStock: number;
  isCloseout: boolean;
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  unitPrice: number;
  tierPrices?: TierPrice[];
  listPrice?: number | null;
  regulationPrice?: number | null;
  reference?: { purchaseUnit: number; referenceUnit: number; unitName: string } | null;
  taxRate: number;
  shippingFree: boolean;
  cover?: Record<string, unknown> | null;
  options?: { group: string; option: string }[];
  deliveryTime?: { name: string; min: number; max: number; unit: string } | null;
  restockTime?: number | null;
  weight?: number | null;
}

/** A promotion code row. */
export interface CartPromotion {
  id: string;
  code: string;
  name: string;
  discountType: "percentage" | "absolute";
  value: number;
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
}

/** The shipping method the context has chosen, with its gross price and the entity JSON to embed. */
export interface CartShippingMethod {
  id: string;
  price: number;
  /** Goods total (gross) from which shipping is free, or null. */
  freeFrom?: number | null;
  deliveryTime?: { min: number; max: number; unit: string } | null;
  json: Record<string, unknown>;
}

/** A cart error, notice or warning in the Store API shape (level 0 notice, 10 warning, 20 error). */
export interface CartMessage {
  code: number;
  key: string;
  level: 0 | 10 | 20;
  message: string;
  messageKey: string;
  [extra: string]: unknown;
}

/** Everything the calculation looks up, resolved by the caller beforehand. */
export interface CartCalculationInput {
  stored: StoredCart;
  products: ReadonlyMap<string, CartProduct>;
  promotions: ReadonlyMap<string, CartPromotion>;
  shippingMethod: CartShippingMethod | null;
  paymentMethodId: string | null;
  /** Country entity JSON of the shipping location, embedded in the delivery. */
  shippingCountry?: Record<string, unknown> | null;
  /**
   * The currency the cart is calculated in (default: the default currency). Products come priced in it; shipping
   * costs, absolute discounts and option surcharges are converted with its factor; the total is cash-rounded.
   */
  currency?: {
    factor: number;
    itemRounding: { decimals: number; interval: number; roundForNet: boolean };
    totalRounding: { decimals: number; interval: number; roundForNet: boolean };
  };
  /** Promotion codes added by the current request: they get the "promotion-discount-added" notice. */
  addedPromotionCodes?: ReadonlySet<string>;
  now: Date;
}

/** The result of a calculation: the Store API cart, and the stored cart after quantities were corrected. */
export interface CartCalculationResult {
  cart: Record<string, unknown>;
  stored: StoredCart;
  errors: Record<string, CartMessage>;
}
