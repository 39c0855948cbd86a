// Test and story fixtures (not exported by the package): sample products and a small in-memory Store API cart
// that answers the calls of cart.api.ts the way Shopware does, with a log of the calls and failure injection.
import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { Cart, LineItem } from "@vitrine/core/schemas";

/** A product the fake shop sells. */
export interface FixtureProduct {
  id: string;
  name: string;
  price: number;
  options?: { group: string; option: string }[];
  maxPurchase?: number;
  minPurchase?: number;
  purchaseSteps?: number;
  stock?: number;
  image?: string;
}

const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${color}"/></svg>`)}`;

/** Sample products: a shirt with options, a tote bag, a scarce lamp (2 in stock). */
export const products: FixtureProduct[] = [
  {
    id: "0190a1b2c3d4e5f60718293a4b5c6d7e",
    name: "Linen shirt",
    price: 49.9,
    options: [
      { group: "Colour", option: "Sand" },
      { group: "Size", option: "M" },
    ],
    maxPurchase: 10,
    image: swatch("#d8c7a4"),
  },
  { id: "0190a1b2c3d4e5f60718293a4b5c6d7f", name: "Canvas tote bag", price: 19, image: swatch("#6b7f5e") },
  {
    id: "0190a1b2c3d4e5f60718293a4b5c6d80",
    name: "Brass desk lamp",
    price: 89,
    stock: 2,
    image: swatch("#b08d57"),
  },
];

/** Shipping methods of the fake shop. */
export const shippingMethods = [
  { id: "5a1b2c3d4e5f60718293a4b5c6d7e8f9", name: "Standard", price: 4.99 },
  { id: "5a1b2c3d4e5f60718293a4b5c6d7e8fa", name: "Express", price: 9.99 },
];

/** Promotion codes the fake shop knows: code → percentage off. */
export const promotions: Record<string, number> = { SUMMER10: 10 };

const round = (value: number) => Math.round(value * 100) / 100;
const price = (unitPrice: number, quantity: number) => ({
  unitPrice,
  quantity,
  totalPrice: round(unitPrice * quantity),
  calculatedTaxes: [
    { tax: round(((unitPrice * quantity) / 119) * 19), taxRate: 19, price: round(unitPrice * quantity) },
  ],
});

interface Stored {
  id: string;
  referencedId: string;
  type: string;
  quantity: number;
}

/** A cart in the Store API shape, calculated from stored lines (gross prices, 19 % VAT). */
export function buildCart(
  stored: readonly Stored[],
  { shippingMethodId = shippingMethods[0]?.id, errors = {} as Record<string, unknown> } = {},
): Cart {
  const lineItems: LineItem[] = [];
  let goods = 0;
  for (const line of stored) {
    const product = products.find((candidate) => candidate.id === line.referencedId);
    if (line.type !== "product" || !product) continue;
    goods += product.price * line.quantity;
    lineItems.push({
      id: line.id,
      referencedId: product.id,
      label: product.name,
      type: "product",
      quantity: line.quantity,
      good: true,
      stackable: true,
      removable: true,
      price: price(product.price, line.quantity),
      cover: product.image ? { id: `${product.id}-cover`, url: product.image, alt: product.name } : undefined,
      payload: { productNumber: `SW-${product.id.slice(-4)}`, options: product.options ?? [] },
      quantityInformation: {
        minPurchase: product.minPurchase ?? 1,
        maxPurchase: product.maxPurchase ?? product.stock ?? 100,
        purchaseSteps: product.purchaseSteps ?? 1,
      },
    });
  }
  for (const line of stored) {
    const percent = line.type === "promotion" ? promotions[line.referencedId] : undefined;
    if (percent === undefined) continue;
    const discount = -round((goods * percent) / 100);
    lineItems.push({
      id: line.id,
      referencedId: line.referencedId,
      label: `${percent} % off`,
      type: "promotion",
      quantity: 1,
      good: false,
      stackable: false,
      removable: true,
      price: price(discount, 1),
    });
  }
  const positionPrice = round(lineItems.reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0));
  const method = shippingMethods.find((candidate) => candidate.id === shippingMethodId);
  const shipping = lineItems.length && method ? method.price : 0;
  const totalPrice = round(positionPrice + shipping);
  return {
    token: "fixture-token",
    price: {
      totalPrice,
      positionPrice,
      netPrice: round(totalPrice / 1.19),
      calculatedTaxes: lineItems.length
        ? [{ tax: round((totalPrice / 119) * 19), taxRate: 19, price: totalPrice }]
        : [],
    },
    lineItems,
    errors: Object.values(errors) as Cart["errors"],
    deliveries: lineItems.length
      ? [
          {
            shippingCosts: price(shipping, 1),
            shippingMethod: method && { id: method.id, name: method.name },
          },
        ]
      : [],
  };
}

/** One call the fake shop answered. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Options of {@link createFakeShop}. */
export interface FakeShopOptions {
  /** Lines in the cart at the start: [product index, quantity]. */
  lines?: [number, number][];
  /** Delay of every answer in ms, or per call. */
  latency?: number | ((method: string, path: string) => number);
}

/** An in-memory shop cart behind a real Store API client: `client`, `calls`, `failNext(status)`, `lines`. */
export function createFakeShop({ lines = [], latency = 0 }: FakeShopOptions = {}) {
  let stored: Stored[] = lines.map(([index, quantity]) => {
    const product = products[index] as FixtureProduct;
    return { id: product.id, referencedId: product.id, type: "product", quantity };
  });
  let shippingMethodId = shippingMethods[0]?.id;
  const calls: FakeCall[] = [];
  const failures: number[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const error = (status: number, code: string, detail: string, parameters?: Record<string, unknown>) =>
    json(
      { errors: [{ status: String(status), code, title: "Error", detail, meta: { parameters } }] },
      status,
    );

  const answer = (method: string, path: string, body: Record<string, unknown>): Response => {
    const cart = (errors: Record<string, unknown> = {}) =>
      json(buildCart(stored, { shippingMethodId, errors }));
    if (path === "/checkout/cart" && method === "GET") return cart();
    if (path === "/checkout/cart/line-item" && method === "POST") {
      const errors: Record<string, unknown> = {};
      for (const item of body.items as {
        type: string;
        referencedId: string;
        quantity?: number;
        id?: string;
      }[]) {
        if (item.type === "promotion") {
          const code = item.referencedId;
          if (promotions[code] === undefined) {
            errors[`promotion-not-found-${code}`] = {
              key: `promotion-not-found-${code}`,
              level: 20,
              messageKey: "promotion-not-found",
              message: `Promotion with code ${code} not found!`,
              promotionCode: code,
            };
          } else if (!stored.some((line) => line.referencedId === code)) {
            stored = [
              ...stored,
              { id: `promotion-${code}`, referencedId: code, type: "promotion", quantity: 1 },
            ];
            errors[`promotion-discount-added-${code}`] = {
              key: `promotion-discount-added-${code}`,
              level: 0,
              messageKey: "promotion-discount-added",
              message: "Discount has been added",
              name: `${promotions[code]} % off`,
            };
          }
          continue;
        }
        const product = products.find((candidate) => candidate.id === item.referencedId);
        if (!product)
          return error(
            400,
            "CONTENT__PRODUCT_NOT_FOUND",
            `Could not find product with id "${item.referencedId}".`,
          );
        // Like Shopware: a quantity above the max purchase is refused as a whole (400), nothing is added.
        const maxPurchase = product.maxPurchase ?? 100;
        if ((item.quantity ?? 1) > maxPurchase)
          return error(
            400,
            "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
            `The quantity exceeds ${maxPurchase}.`,
            {
              quantity: item.quantity,
              maxPurchase,
            },
          );
        const id = item.id ?? product.id;
        const existing = stored.find((line) => line.id === id);
        const wanted = (existing?.quantity ?? 0) + (item.quantity ?? 1);
        const max = product.stock ?? product.maxPurchase ?? 100;
        if (max === 0) {
          errors[`product-out-of-stock-${id}`] = {
            key: `product-out-of-stock-${id}`,
            level: 20,
            messageKey: "product-out-of-stock",
            message: `The product ${product.name} is out of stock.`,
            name: product.name,
          };
          continue;
        }
        const quantity = Math.min(wanted, max);
        if (quantity < wanted) {
          errors[`product-stock-reached-${id}`] = {
            key: `product-stock-reached-${id}`,
            level: 10,
            messageKey: "product-stock-reached",
            message: `The product ${product.name} is only available ${max} times.`,
            name: product.name,
            quantity: max,
          };
        }
        stored = existing
          ? stored.map((line) => (line.id === id ? { ...line, quantity } : line))
          : [...stored, { id, referencedId: product.id, type: "product", quantity }];
      }
      return cart(errors);
    }
    if (path === "/checkout/cart/line-item" && method === "PATCH") {
      for (const { id, quantity } of body.items as { id: string; quantity: number }[]) {
        if (!stored.some((line) => line.id === id))
          return error(400, "CHECKOUT__CART_LINE_ITEM_NOT_FOUND", `Line item ${id} not found.`);
        stored = stored.map((line) => (line.id === id ? { ...line, quantity } : line));
      }
      return cart();
    }
    if (path === "/checkout/cart/line-item/delete" && method === "POST") {
      const ids = body.ids as string[];
      stored = stored.filter((line) => !ids.includes(line.id));
      return cart();
    }
    if (path === "/shipping-method" && method === "GET")
      return json({ elements: shippingMethods.map(({ id, name }) => ({ id, name, translated: { name } })) });
    if (path === "/context" && method === "GET") return json({ shippingMethod: { id: shippingMethodId } });
    if (path === "/context" && method === "PATCH") {
      shippingMethodId = String(body.shippingMethodId);
      return json({ contextToken: "fixture-token" });
    }
    return error(404, "FRAMEWORK__ROUTE_NOT_FOUND", `${method} ${path} is not served here.`);
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/store-api/, "");
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    calls.push({ method: request.method, path: `${path}${url.search}`, body: text ? body : undefined });
    // The shop answers at once; the answer travels `latency` ms (so a slow read can carry an older cart).
    const status = failures.shift();
    if (status === 0) throw new TypeError("Failed to fetch"); // 0: the network failed, no answer at all
    // -1: the shop does the work, but its answer arrives garbled (a proxy's HTML page instead of JSON).
    let response =
      status && status > 0 ? error(status, `HTTP_${status}`, "The shop could not answer.") : null;
    response ??= answer(request.method, path, body);
    if (status === -1) response = new Response("<html>Bad gateway</html>", { status: 200 });
    const delay = typeof latency === "function" ? latency(request.method, path) : latency;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return response;
  };

  const client: StoreApiClient = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    fetch: fetch as typeof globalThis.fetch,
    retry: 0,
  });

  return {
    client,
    calls,
    /** The next answers fail with these statuses (one per call; 0 is a network error, -1 a garbled answer to work done). */
    failNext: (...statuses: number[]) => failures.push(...statuses),
    /** The stored lines now. */
    get lines() {
      return stored;
    },
  };
}

/** The fake shop a test or story talks to. */
export type FakeShop = ReturnType<typeof createFakeShop>;
