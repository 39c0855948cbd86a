// A small catalogue and a fake Store API listing backend for tests and stories (not part of the package).
import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { ListingAggregations, ListingResult } from "../listing.schema";

const id = (n: number) => n.toString(16).padStart(32, "0");

export const manufacturers = [
  { id: id(101), name: "Nordwind" },
  { id: id(102), name: "Atelier Sud" },
  { id: id(103), name: "Kestrel & Co" },
];

export const colours = [
  { id: id(201), name: "Sand", colorHexCode: "#d8c3a5" },
  { id: id(202), name: "Navy", colorHexCode: "#1f2a44" },
  { id: id(203), name: "Forest", colorHexCode: "#2f5d3a" },
];

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="${fill}"/></svg>`)}`;

export const materials = [
  { id: id(301), name: "Linen", media: { url: swatch("#e9e2d0") } },
  { id: id(302), name: "Wool", media: { url: swatch("#9b8b7a") } },
];

const picture = (label: string, fill: string, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${fill}"/><text x="50" y="55" font-size="12" text-anchor="middle" fill="#1c1f26">${label}</text></svg>`,
  )}`;

const names = [
  "Linen shirt",
  "Wool scarf",
  "Canvas tote bag",
  "Field jacket",
  "Knitted beanie",
  "Chino trousers",
  "Rain coat",
  "Leather belt",
  "Cotton socks",
  "Travel backpack",
  "Denim jacket",
  "Merino jumper",
  "Hiking boots",
  "Sun hat",
];
const fills = ["#d8c3a5", "#9fb4c7", "#c7d3bf", "#e7cfc4", "#d9d4e7"];

export interface FixtureProduct extends Record<string, unknown> {
  id: string;
  translated: { name: string };
  calculatedPrice: {
    unitPrice: number;
    totalPrice: number;
    quantity: number;
    listPrice?: { price: number };
    referencePrice?: { price: number; referenceUnit: number; unitName: string };
  };
  ratingAverage: number;
  shippingFree: boolean;
  manufacturer: { id: string };
  propertyIds: string[];
}

export const products: FixtureProduct[] = names.map((name, index) => {
  const price = 12 + ((index * 17) % 90);
  const thumb = (width: number) => ({
    url: picture(name, fills[index % fills.length] ?? "#eee", width),
    width,
    height: width,
  });
  return {
    id: id(1000 + index),
    name,
    translated: { name },
    calculatedPrice: {
      unitPrice: price,
      totalPrice: price,
      quantity: 1,
      ...(index % 4 === 0 ? { listPrice: { price: price + 20 } } : {}),
      ...(index % 5 === 1 ? { referencePrice: { price: price * 2, referenceUnit: 1, unitName: "kg" } } : {}),
    },
    cover: {
      media: {
        id: id(5000 + index),
        url: thumb(800).url,
        alt: "",
        thumbnails: [thumb(400), thumb(800)],
      },
    },
    ratingAverage: (index % 5) + (index % 3 === 0 ? 0.6 : 0),
    shippingFree: index % 3 === 0,
    manufacturer: { id: manufacturers[index % 3]?.id ?? "" },
    propertyIds: [colours[index % 3]?.id ?? "", materials[index % 2]?.id ?? ""],
  };
});

export const sortings = [
  { key: "name-asc", label: "Name A-Z", translated: { label: "Name A-Z" }, priority: 3 },
  { key: "price-asc", label: "Price ascending", translated: { label: "Price ascending" }, priority: 2 },
  { key: "price-desc", label: "Price descending", translated: { label: "Price descending" }, priority: 1 },
];

type Body = Record<string, unknown>;

const ids = (value: unknown) => (typeof value === "string" && value ? value.split("|") : []);

function matches(product: FixtureProduct, body: Body, skip?: string): boolean {
  const manufacturer = ids(body.manufacturer);
  const properties = ids(body.properties);
  if (skip !== "manufacturer" && manufacturer.length && !manufacturer.includes(product.manufacturer.id))
    return false;
  if (skip !== "properties" && properties.length && !properties.some((p) => product.propertyIds.includes(p)))
    return false;
  if (body["min-price"] !== undefined && product.calculatedPrice.unitPrice < Number(body["min-price"]))
    return false;
  if (body["max-price"] !== undefined && product.calculatedPrice.unitPrice > Number(body["max-price"]))
    return false;
  if (skip !== "rating" && body.rating !== undefined && product.ratingAverage < Number(body.rating))
    return false;
  if (skip !== "shipping-free" && body["shipping-free"] && !product.shippingFree) return false;
  return true;
}

/** The aggregations, keyed by filter name as Shopware sends them; `body` filters them as reduce-aggregations does. */
export function aggregationsOf(all: FixtureProduct[], body?: Body): ListingAggregations {
  // Like Shopware, each aggregation is reduced by every other filter, not by its own (options within one filter add up).
  const list = (skip: string) => (body ? all.filter((product) => matches(product, body, skip)) : all);
  const has = (propertyId: string) =>
    list("properties").some((product) => product.propertyIds.includes(propertyId));
  const prices = list("price").map((product) => product.calculatedPrice.unitPrice);
  return {
    manufacturer: {
      entities: manufacturers
        .filter((m) => list("manufacturer").some((product) => product.manufacturer.id === m.id))
        .map((m) => ({ ...m, translated: { name: m.name } })),
    },
    properties: {
      entities: [
        {
          id: id(200),
          name: "Colour",
          translated: { name: "Colour" },
          displayType: "color",
          options: colours.filter((c) => has(c.id)).map((c) => ({ ...c, translated: { name: c.name } })),
        },
        {
          id: id(300),
          name: "Material",
          translated: { name: "Material" },
          displayType: "media",
          options: materials.filter((m) => has(m.id)).map((m) => ({ ...m, translated: { name: m.name } })),
        },
      ],
    },
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    rating: { max: Math.max(0, ...list("rating").map((product) => product.ratingAverage)) },
    "shipping-free": { max: list("shipping-free").some((product) => product.shippingFree) ? 1 : 0 },
  };
}

/** Answers a listing body as the Store API would. */
export function answerListing(body: Body): ListingResult {
  if (body["only-aggregations"] !== undefined) {
    const reduced = body["reduce-aggregations"] !== undefined;
    return {
      elements: [],
      total: 0,
      availableSortings: [],
      aggregations: aggregationsOf(products, reduced ? body : undefined),
    } as ListingResult;
  }
  const order = typeof body.order === "string" ? body.order : "name-asc";
  const limit = Number(body.limit ?? 6);
  const page = Number(body.p ?? 1);
  const list = products
    .filter((product) => matches(product, body))
    .sort((a, b) =>
      order === "price-asc"
        ? a.calculatedPrice.unitPrice - b.calculatedPrice.unitPrice
        : order === "price-desc"
          ? b.calculatedPrice.unitPrice - a.calculatedPrice.unitPrice
          : a.translated.name.localeCompare(b.translated.name),
    );
  return {
    elements: list.slice((page - 1) * limit, page * limit),
    total: list.length,
    page,
    limit,
    sorting: order,
    availableSortings: sortings,
    aggregations: aggregationsOf(products),
  } as unknown as ListingResult;
}

export interface FakeShop {
  client: StoreApiClient;
  /** Every listing call's path, JSON body (the listing query's fields) and the `includes` it sent, in order. */
  calls: { path: string; body: Body; includes?: unknown }[];
  /** Make the next calls fail (status), wait (ms) or answer normally. */
  behaviour: { failWith?: number; delayMs?: number };
  /** How many calls were aborted by the listing (a newer one replaced them). */
  aborted: number;
}

/** A Store API client whose listing calls are answered from the fixtures. */
export function createFakeShop(): FakeShop {
  const shop: FakeShop = {
    client: undefined as unknown as StoreApiClient,
    calls: [],
    behaviour: {},
    aborted: 0,
  };
  shop.client = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCTEST",
    retry: 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { includes, ...body } = (await request.json()) as Body;
      const path = new URL(request.url).pathname.replace("/store-api", "");
      shop.calls.push({ path, body, includes });
      const { failWith, delayMs } = shop.behaviour;
      if (delayMs) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, delayMs);
          request.signal.addEventListener("abort", () => {
            shop.aborted += 1;
            clearTimeout(timer);
            reject(new DOMException("aborted", "AbortError"));
          });
        });
      }
      if (failWith) {
        return new Response(
          JSON.stringify({ errors: [{ status: String(failWith), code: "FAIL", detail: "down" }] }),
          {
            status: failWith,
            headers: { "content-type": "application/json" },
          },
        );
      }
      return new Response(JSON.stringify(answerListing(body)), {
        headers: { "content-type": "application/json" },
      });
    },
  });
  return shop;
}

/** The first page of the catalogue (what a server loader would hand over). */
export const initialListing = (): ListingResult => answerListing({ p: 1, limit: 6 });
