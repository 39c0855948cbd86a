import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { AccessoriesResponse } from "./accessories.schema";

const price = (unitPrice: number) => ({ unitPrice, totalPrice: unitPrice, quantity: 1 });
const COLOURS: Record<string, string> = {
  B: "#6b4f3a",
  S: "#1c1f26",
  C: "#1f4fd1",
  T: "#3f7f4f",
  L: "#55606e",
};
/** A square product image: the name's first letters on a colour (an inline SVG, nothing to fetch). */
const cover = (id: string, name: string) => {
  const letters = name.replace(/^X1 /, "").slice(0, 2);
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="8" ` +
    `fill="${COLOURS[letters[0] ?? ""] ?? "#5b6170"}"/><text x="48" y="60" font-family="sans-serif" ` +
    `font-size="36" text-anchor="middle" fill="#fff">${letters}</text></svg>`;
  return { media: { id: `${id}-cover`, url: `data:image/svg+xml,${encodeURIComponent(markup)}`, alt: name } };
};
const product = (id: string, name: string, unitPrice: number, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  translated: { name },
  cover: cover(id, name),
  calculatedPrice: price(unitPrice),
  available: true,
  availableStock: 120,
  stock: 120,
  isCloseout: false,
  ...extra,
});

/** Product ids of the fixture (the demo camera's accessories). */
export const fixtureIds = {
  accessories: "cs-accessories",
  bundle: "cs-bundle",
  bag: "p-bag",
  strap: "p-strap",
  card: "p-card",
  tripod: "p-tripod",
  cap: "p-cap",
} as const;

const bag = product(fixtureIds.bag, "X1 Shoulder Bag", 79.99, {
  // Price brackets: 79.99 up to 1 piece, 74.99 from 2.
  calculatedPrices: [
    { unitPrice: 79.99, totalPrice: 79.99, quantity: 1 },
    { unitPrice: 74.99, totalPrice: 74.99, quantity: 3 },
  ],
});
const strap = product(fixtureIds.strap, "X1 Leather Strap", 34.99);
const card = product(fixtureIds.card, "SD Card 128 GB", 24.99);
const tripod = product(fixtureIds.tripod, "Travel Tripod", 119);
const cap = product(fixtureIds.cap, "Lens Cap", 9.99, {
  available: false,
  availableStock: 0,
  isCloseout: true,
});

/** The demo camera's cross-selling: accessories (min, max, steps, same quantity, one sold out) and a bundle. */
export const fixtureAccessoriesResponse: AccessoriesResponse = [
  {
    crossSelling: {
      id: fixtureIds.accessories,
      name: "Accessories",
      extensions: {
        vitrineAccessories: {
          kind: "accessory",
          items: [
            { productId: bag.id, minPurchase: 1, maxPurchase: 3, purchaseSteps: 1 },
            { productId: strap.id, minPurchase: 1, maxPurchase: 2, purchaseSteps: 1, sameQuantity: true },
            { productId: card.id, minPurchase: 2, maxPurchase: 10, purchaseSteps: 2 },
            { productId: cap.id, minPurchase: 1, maxPurchase: 5, purchaseSteps: 1 },
          ],
        },
      },
    },
    products: [bag, strap, card, cap],
  },
  {
    crossSelling: {
      id: fixtureIds.bundle,
      name: "Creator bundle",
      extensions: {
        vitrineAccessories: {
          kind: "bundle",
          items: [
            { productId: tripod.id, quantity: 1, optional: false },
            { productId: card.id, quantity: 2, optional: true },
          ],
        },
      },
    },
    products: [tripod, card],
  },
  { crossSelling: { id: "cs-similar", name: "Similar cameras" }, products: [product("p-other", "Other", 1)] },
];

/** A client whose fake shop answers every call with `response`, or with a 503 when `fail` is set (tests, stories). */
export function fixtureAccessoriesClient({
  response = fixtureAccessoriesResponse,
  fail = false,
}: {
  response?: AccessoriesResponse;
  fail?: boolean;
} = {}): StoreApiClient {
  const headers = { "content-type": "application/json" };
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: async () =>
      fail
        ? new Response(JSON.stringify({ errors: [{ status: "503", title: "Service Unavailable" }] }), {
            status: 503,
            headers,
          })
        : new Response(JSON.stringify(response), { headers }),
  });
}
