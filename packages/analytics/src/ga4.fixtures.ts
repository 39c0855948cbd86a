import type { Cart, LineItem, Order, Product, ProductSummary } from "@vitrine/core/schemas";

/** A product of the demo catalogue, as the Store API sends it on its detail page (a variant with options). */
export const fixtureProduct = {
  id: "p-shirt-red-m",
  productNumber: "SW10001.2",
  name: "Linen shirt",
  translated: { name: "Linen shirt" },
  manufacturer: { id: "m1", name: "Nordic Threads", translated: { name: "Nordic Threads" } },
  options: [
    { id: "o1", translated: { name: "Red" } },
    { id: "o2", translated: { name: "M" } },
  ],
  calculatedPrice: { unitPrice: 19.99, totalPrice: 19.99, quantity: 1 },
} as unknown as Product;

/** A listing card: a cap at 9.50. */
export const fixtureCap = {
  id: "p-cap",
  productNumber: "SW10002",
  translated: { name: "Cap" },
  calculatedPrice: { unitPrice: 9.5 },
} as unknown as ProductSummary;

/** Three listing cards, the third without a product number. */
export const fixtureListing = [
  fixtureProduct,
  fixtureCap,
  { id: "p-broken", translated: { name: "No number" }, calculatedPrice: { unitPrice: 5 } },
] as unknown as ProductSummary[];

/** A cart line of three shirts at 19.99 (the shop's answer). */
export const fixtureShirtLine = {
  id: "l1",
  referencedId: "p-shirt-red-m",
  type: "product",
  label: "Linen shirt",
  quantity: 3,
  price: { unitPrice: 19.99, totalPrice: 59.97, quantity: 3 },
  payload: {
    productNumber: "SW10001.2",
    options: [
      { group: "Colour", option: "Red" },
      { group: "Size", option: "M" },
    ],
  },
} as unknown as LineItem;

/** A cart line of one cap at 9.50. */
export const fixtureCapLine = {
  id: "l2",
  referencedId: "p-cap",
  type: "product",
  label: "Cap",
  quantity: 1,
  price: { unitPrice: 9.5, totalPrice: 9.5, quantity: 1 },
  payload: { productNumber: "SW10002" },
} as unknown as LineItem;

/** The shirts, the cap and a promotion line. */
export const fixtureLines = [
  fixtureShirtLine,
  fixtureCapLine,
  {
    id: "promo",
    type: "promotion",
    label: "10 % off",
    quantity: 1,
    price: { unitPrice: -6.95 },
  } as unknown as LineItem,
];

/** The cart holding those lines. */
export const fixtureCart = {
  token: "t",
  price: { totalPrice: 67.47, netPrice: 56.7, positionPrice: 62.52 },
  lineItems: fixtureLines,
  errors: [],
} as unknown as Cart;

/** The placed order: 59.97 + 9.50 of goods, 4.95 shipping, 13.47 tax in a gross total of 78.42. */
export const fixtureOrder = {
  id: "order-1",
  orderNumber: "10042",
  shippingTotal: 4.95,
  amountTotal: 78.42,
  price: { totalPrice: 78.42, netPrice: 64.95 },
  lineItems: [
    {
      id: "ol1",
      type: "product",
      label: "Linen shirt",
      quantity: 3,
      unitPrice: 19.99,
      totalPrice: 59.97,
      payload: { productNumber: "SW10001.2" },
    },
    {
      id: "ol2",
      type: "product",
      label: "Cap",
      quantity: 1,
      unitPrice: 9.5,
      totalPrice: 9.5,
      payload: { productNumber: "SW10002" },
    },
  ],
} as unknown as Order;
