// Test and story helpers (not exported by the package): a shop frame around a fake or real Store API client.
import {
  createEventBus,
  createStoreApiClient,
  type EventBus,
  type Navigate,
  type StoreApiClient,
  VitrineProvider,
} from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { createStore } from "jotai";
import { type ReactNode, useState } from "react";
import { WishlistProvider, type WishlistProviderProps } from "./WishlistProvider";

/** The sales channel the tests and stories use. */
export const TEST_SALES_CHANNEL = "sc-test";

/** Options of a shop frame. */
export interface ShopOptions extends Omit<WishlistProviderProps, "children"> {
  features?: Record<string, boolean>;
  /** The shop's router navigation (VitrineProvider's `navigate`). */
  navigate?: Navigate;
  /** The page language's path prefix (`/de`). */
  basePath?: string;
}

/** A provider wrapper for `render`/`renderHook`, with its jotai store and event bus to inspect. */
export function shopWrapper(client: StoreApiClient, options: ShopOptions = {}) {
  const store = createStore();
  const events: EventBus = createEventBus();
  const { features, navigate, basePath, ...wishlist } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider
      client={client}
      store={store}
      events={events}
      config={{ salesChannelId: TEST_SALES_CHANNEL, locale: "en-GB", currency: "EUR", features, basePath }}
      navigate={navigate}
    >
      <WishlistProvider {...wishlist}>{children}</WishlistProvider>
    </VitrineProvider>
  );
  return { wrapper, store, events };
}

/** A shop frame for stories: provider on a fake (or real) client, with a stable store per mount. */
export function ShopFrame({
  client,
  children,
  ...options
}: ShopOptions & { client: StoreApiClient; children: ReactNode }) {
  const [{ wrapper: Wrapper }] = useState(() => shopWrapper(client, options));
  return <Wrapper>{children}</Wrapper>;
}

/** A product as the Store API lists it. */
export function fakeProduct(id: string, name: string, price: number): ProductSummary {
  return {
    id,
    name,
    translated: { name },
    calculatedPrice: { unitPrice: price, totalPrice: price, quantity: 1 },
  } as ProductSummary;
}

/** Products of the fake shop. */
export const FAKE_PRODUCTS = [
  fakeProduct("a0000000000000000000000000000001", "Linen shirt", 39.9),
  fakeProduct("a0000000000000000000000000000002", "Canvas tote bag", 19.5),
  fakeProduct("a0000000000000000000000000000003", "Wool scarf", 29),
];

/** Options of the fake shop. */
export interface FakeShopOptions {
  /** Product ids on the customer's wishlist, newest first. */
  wishlist?: string[];
  /** Milliseconds every answer waits. */
  latency?: number;
  /** Answers of the next wishlist add / delete / merge calls (status and body), consumed in order. */
  answers?: Array<{ status: number; body: unknown }>;
  /** The product and wishlist reads answer 500. */
  failReads?: boolean;
}

/** A fake Store API shop behind a real client: products and a customer's wishlist; records calls. */
export function createFakeShop({
  wishlist = [],
  latency = 0,
  answers = [],
  failReads = false,
}: FakeShopOptions = {}) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const list = [...wishlist];
  const queue = [...answers];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/store-api/, "");
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body });
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
    if (failReads && (path === "/product" || path === "/customer/wishlist")) {
      return json(500, { errors: [{ status: "500", code: "FRAMEWORK__INTERNAL_ERROR" }] });
    }
    if (path === "/product") {
      const ids: string[] = body?.ids ?? [];
      return json(200, {
        elements: FAKE_PRODUCTS.filter((product) => ids.includes(product.id)),
        total: ids.length,
      });
    }
    if (path === "/customer/wishlist") {
      const elements = list.map((id) => FAKE_PRODUCTS.find((product) => product.id === id)).filter(Boolean);
      return json(200, { products: { elements, total: elements.length } });
    }
    const forced = queue.shift();
    if (forced) return json(forced.status, forced.body);
    const add = path.match(/^\/customer\/wishlist\/add\/(.+)$/);
    if (add?.[1]) {
      // Like Shopware: a product already on the list answers 400 CHECKOUT__WISHLIST_PRODUCT_DUPLICATED.
      if (list.includes(add[1])) {
        return json(400, {
          errors: [
            {
              status: "400",
              code: "CHECKOUT__WISHLIST_PRODUCT_DUPLICATED",
              detail: "Product already added.",
            },
          ],
        });
      }
      list.unshift(add[1]);
      return json(200, { success: true });
    }
    const remove = path.match(/^\/customer\/wishlist\/delete\/(.+)$/);
    if (remove?.[1]) {
      list.splice(list.indexOf(remove[1]), 1);
      return json(200, { success: true });
    }
    if (path === "/customer/wishlist/merge") {
      for (const id of body.productIds) if (!list.includes(id)) list.unshift(id);
      return json(200, { success: true });
    }
    return json(404, { errors: [{ status: "404", code: "FRAMEWORK__ROUTE_NOT_FOUND" }] });
  };
  const client = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCTEST",
    retry: 0,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, calls, list };
}
