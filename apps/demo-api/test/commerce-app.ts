/**
 * Test app for the commerce routes: createDemoApi() with the in-memory PGlite (seeded from the snapshot that
 * test/global-setup.ts writes), no fault injection, and a request helper that keeps context tokens per shopper.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { Hono } from "hono";
import { createDemoApi } from "../src/index.js";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import {
  COUNTRY_IDS,
  DEMO_PRODUCT_IDS,
  PAYMENT_METHOD_IDS,
  SALES_CHANNEL,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
  STATE_IDS,
} from "../src/seed/ids.js";

export const ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";

/** Ids the tests use, all from the demo seed (src/seed/ids.ts). */
export const IDS = {
  salesChannel: SALES_CHANNEL.id,
  de: COUNTRY_IDS.DE,
  berlin: STATE_IDS.berlin,
  us: COUNTRY_IDS.US,
  california: STATE_IDS.california,
  nl: COUNTRY_IDS.NL,
  mrs: SALUTATION_IDS.mrs,
  standard: SHIPPING_METHOD_IDS.standard,
  express: SHIPPING_METHOD_IDS.express,
  invoice: PAYMENT_METHOD_IDS.invoice,
  card: PAYMENT_METHOD_IDS.creditCard,
  /** A plain product (X1 Shoulder Bag: max purchase 3, ships at a cost). */
  shirt: DEMO_PRODUCT_IDS.accessoryBag,
  /** A product with a low max purchase (X1 Leather Strap: max 2). */
  limited: DEMO_PRODUCT_IDS.accessoryStrap,
  /** A closeout variant that is sold out. */
  closeout: DEMO_PRODUCT_IDS.closeoutVariant,
  /** Min purchase 2, purchase steps 2 (SD card). */
  steps: DEMO_PRODUCT_IDS.accessoryCard,
} as const;

/** A running test API: request helper with per-shopper context tokens. */
export interface TestApi {
  app: Hono;
  db: PGlite;
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: unknown;
    token: string | null;
    headers: Headers;
  }>;
  close(): Promise<void>;
}

/** Builds the demo API (in memory, seeded, faults off) for a test file. */
export async function createTestApi(): Promise<TestApi> {
  const api = await createDemoApi({ inMemory: true, faults: null });
  return wrap(api.app as unknown as Hono, api.db, api.close);
}

function wrap(app: Hono, db: PGlite, close: () => Promise<void>): TestApi {
  return {
    app,
    db,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = {
        "sw-access-key": ACCESS_KEY,
        accept: "application/json",
        ...(options.token ? { "sw-context-token": options.token } : {}),
        ...(options.body !== undefined || options.raw !== undefined
          ? { "content-type": "application/json" }
          : {}),
        ...options.headers,
      };
      const response = await app.request(`/store-api${path}`, {
        method,
        headers,
        body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // leave the text as it is: the test asserts on it
      }
      return {
        status: response.status,
        body,
        token: response.headers.get("sw-context-token"),
        headers: response.headers,
      };
    },
    close,
  };
}

/** Logs the demo customer in; returns the new context token. */
export async function loginDemo(api: TestApi, token?: string): Promise<string> {
  const response = await api.request("POST", "/account/login", {
    token,
    body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  if (response.status !== 200 || !response.token)
    throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.token;
}

/** A fresh guest token. */
export async function guestToken(api: TestApi): Promise<string> {
  const response = await api.request("GET", "/checkout/cart");
  if (!response.token) throw new Error("no context token issued");
  return response.token;
}
