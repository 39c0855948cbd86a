import { createHash } from "node:crypto";

/** A deterministic Shopware-style id (32 lowercase hex) for a seed key, e.g. idFor("product:12"). */
export function idFor(key: string): string {
  return createHash("md5").update(`vitrine-demo:${key}`).digest("hex");
}

/** The demo sales channel and its defaults (Shopware's default currency, language and customer group ids). */
export const SALES_CHANNEL = {
  id: "98432def39fc4624b33213a56b8c944d",
  name: "Vitrine demo",
  currencyId: "b7d2554b0ce847cd82f3ac9bd1c0dfca",
  languageId: "2fbb5fe2e29a4d70aa5854ce7ce3e20b",
  customerGroupId: "cfbd5018d38d41d8adca10d94fc8bdd6",
  countryId: "c0000000000000000000000000000001",
  shippingMethodId: "5b000000000000000000000000000001",
  paymentMethodId: "9a000000000000000000000000000001",
  taxId: "7a000000000000000000000000000019",
} as const;

/** Countries (stable ids). DE and US have states; NL and AT have none. */
export const COUNTRY_IDS = {
  DE: "c0000000000000000000000000000001",
  AT: "c0000000000000000000000000000002",
  NL: "c0000000000000000000000000000003",
  US: "c0000000000000000000000000000004",
} as const;

/** A few states the demo customer and tests use. */
export const STATE_IDS = {
  berlin: "c5000000000000000000000000000001",
  bavaria: "c5000000000000000000000000000002",
  california: "c5000000000000000000000000000101",
  newYork: "c5000000000000000000000000000102",
} as const;

/** Salutations (stable ids). */
export const SALUTATION_IDS = {
  mr: "5a000000000000000000000000000001",
  mrs: "5a000000000000000000000000000002",
  notSpecified: "5a000000000000000000000000000003",
} as const;

/** Shipping methods (stable ids): Standard 4.99 € (free from 50 €), Express 9.99 €. */
export const SHIPPING_METHOD_IDS = {
  standard: "5b000000000000000000000000000001",
  express: "5b000000000000000000000000000002",
} as const;

/** Payment methods (stable ids). */
export const PAYMENT_METHOD_IDS = {
  invoice: "9a000000000000000000000000000001",
  cashOnDelivery: "9a000000000000000000000000000002",
  creditCard: "9a000000000000000000000000000003",
  applePay: "9a000000000000000000000000000004",
} as const;

/** Tax rates (stable ids). */
export const TAX_IDS = {
  standard: "7a000000000000000000000000000019",
  reduced: "7a000000000000000000000000000007",
} as const;

/** Delivery times (stable ids). */
export const DELIVERY_TIME_IDS = {
  oneToThreeDays: "de000000000000000000000000000001",
  twoToFiveDays: "de000000000000000000000000000002",
  oneToTwoWeeks: "de000000000000000000000000000003",
  express: "de000000000000000000000000000004",
} as const;

/** Promotions (stable ids). */
export const PROMOTION_IDS = {
  VITRINE10: "a7000000000000000000000000000001",
  SAVE5: "a7000000000000000000000000000002",
  EXPIRED2020: "a7000000000000000000000000000003",
} as const;

/** Navigation roots (stable ids). */
export const NAVIGATION_IDS = {
  main: "ca000000000000000000000000000001",
  footer: "ca000000000000000000000000000002",
  service: "ca000000000000000000000000000003",
} as const;

/** Demo products with a role in the spec (stable ids). */
export const DEMO_PRODUCT_IDS = {
  /** T-shirt with colour × size variants (parent). */
  variantParent: "d0000000000000000000000000000001",
  /** Its closeout variant that is out of stock (Graphite / XL). */
  closeoutVariant: "d0000000000000000000000000000002",
  /** A variant with low stock and a restock time (Ocean / S). */
  restockVariant: "d0000000000000000000000000000003",
  /** The customizable product (Swag Customized Products template). */
  customizable: "d0000000000000000000000000000010",
  /** A camera with accessories (cross-selling with min/max/steps) and a bundle. */
  withAccessories: "d0000000000000000000000000000020",
  /** Accessories of the camera. */
  accessoryBag: "d0000000000000000000000000000021",
  accessoryStrap: "d0000000000000000000000000000022",
  accessoryCard: "d0000000000000000000000000000023",
  accessoryTripod: "d0000000000000000000000000000024",
  /** A compact camera with accessories only (nothing included); its description carries unsafe markup. */
  accessoriesOnly: "d0000000000000000000000000000025",
  /** Its sold-out accessory (a closeout without stock). */
  accessorySoldOut: "d0000000000000000000000000000026",
  /** Its closeout accessory whose stock (1) is below its minimum purchase (2). */
  accessoryBelowMinimum: "d0000000000000000000000000000027",
  /** A product with tier prices (advanced prices by quantity) and a reference price. */
  tierPrices: "d0000000000000000000000000000030",
  /** The promoted product on the video landing page. */
  videoProduct: "d0000000000000000000000000000040",
} as const;

/** The customized-products template of the customizable product. */
export const CUSTOMIZED_TEMPLATE_ID = "d1000000000000000000000000000010";
