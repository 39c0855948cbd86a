// Test and story fixtures (not part of the public API): products shaped like the Store API's, and a fake fetch.
import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";

const names = [
  "Linen shirt, sand",
  "Linen trousers, navy",
  "Linen scarf",
  "Linen tote bag",
  "Linen apron",
  "Linen cushion cover",
];

const image = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 45% 75%)"/><text x="48" y="56" font-size="28" text-anchor="middle" fill="#1c1f26">${label}</text></svg>`,
  )}`;

/** A product as `/search-suggest` returns it. */
export function fixtureProduct(index: number, name = names[index % names.length] ?? "Product") {
  const price = 19 + index * 10 + 0.9;
  return {
    id: `${index}`.padStart(32, "a"),
    name,
    translated: { name },
    calculatedPrice: { unitPrice: price, totalPrice: price, quantity: 1 },
    cover: { media: { id: `m${index}`, url: image(name.slice(0, 2), index * 50) } },
  };
}

/** The catalogue the fake backend searches in. */
export const fixtureCatalogue = names.map((name, index) => fixtureProduct(index, name));

/** One request the fake backend saw. */
export interface SeenRequest {
  url: string;
  body: { search: string; limit: number };
  signal: AbortSignal | null | undefined;
}

/**
 * A Store API client on a fake `/search-suggest` that searches the fixture catalogue by name; `delay` ms of
 * latency (timers), and every request is recorded in `requests`.
 */
export function createFixtureClient({ delay = 0, fail = false }: { delay?: number; fail?: boolean } = {}): {
  client: StoreApiClient;
  requests: SeenRequest[];
} {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = (await request.clone().json()) as SeenRequest["body"];
    requests.push({ url: request.url, body, signal: init?.signal ?? request.signal });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (fail) return Response.json({ errors: [{ status: "503", code: "UNAVAILABLE" }] }, { status: 503 });
    const term = body.search.toLowerCase();
    const hits = fixtureCatalogue.filter((product) => product.name.toLowerCase().includes(term));
    return Response.json({
      total: hits.length,
      elements: hits.slice(0, body.limit),
      apiAlias: "product_listing",
    });
  };
  return {
    client: createStoreApiClient({ baseUrl: "http://demo/store-api", accessKey: "KEY", fetch, retry: 0 }),
    requests,
  };
}
