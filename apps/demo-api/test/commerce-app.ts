/**
 * Test app for the commerce routes: part A's database (migrations, reference seed, demo customer), context
 * middleware, error handlers and catalogue adapter, with B's commerce routes. Products the catalogue seed does not
 * have come from a small fixture catalogue (FIXTURE_PRODUCTS) layered over A's adapter.
 */
import type { PGlite } from "@electric-sql/pglite";
import { type Context, Hono } from "hono";
import { createCommerceCatalogue } from "../src/catalog/commerce-adapter.js";
import { CatalogueReadModel } from "../src/catalog/read-model.js";
import type { CartProduct } from "../src/commerce/cart.types.js";
import { registerCommerceRoutes } from "../src/commerce/index.js";
import type { CommerceCatalogue } from "../src/commerce/ports.js";
import {
  type AppEnv,
  ContextStore,
  rotateContextToken,
  type SalesChannelContext,
  salesChannelContextMiddleware,
  updateContext,
} from "../src/context.js";
import { openDatabase } from "../src/db/open.js";
import { onStoreApiError, onStoreApiNotFound } from "../src/errors.js";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import {
  COUNTRY_IDS,
  DELIVERY_TIME_IDS,
  PAYMENT_METHOD_IDS,
  SALES_CHANNEL,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
  STATE_IDS,
} from "../src/seed/ids.js";
import { seedIfEmpty } from "../src/seed/index.js";

export const ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";

/** Ids the tests use: A's seed ids for reference data, fixture ids for products. */
export const IDS = {
  salesChannel: SALES_CHANNEL.id,
  currency: SALES_CHANNEL.currencyId,
  language: SALES_CHANNEL.languageId,
  customerGroup: SALES_CHANNEL.customerGroupId,
  de: COUNTRY_IDS.DE,
  berlin: STATE_IDS.berlin,
  us: COUNTRY_IDS.US,
  california: STATE_IDS.california,
  nl: COUNTRY_IDS.NL,
  mrs: SALUTATION_IDS.mrs,
  standard: SHIPPING_METHOD_IDS.standard,
  express: SHIPPING_METHOD_IDS.express,
  deliveryTime: DELIVERY_TIME_IDS.oneToThreeDays,
  invoice: PAYMENT_METHOD_IDS.invoice,
  card: PAYMENT_METHOD_IDS.creditCard,
  tax: SALES_CHANNEL.taxId,
  shirt: "f1b2c3d4e5f60718293a4b5c6d7e8f01",
  limited: "f1b2c3d4e5f60718293a4b5c6d7e8f02",
  closeout: "f1b2c3d4e5f60718293a4b5c6d7e8f03",
  steps: "f1b2c3d4e5f60718293a4b5c6d7e8f04",
} as const;

function product(id: string, name: string, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id,
    parentId: null,
    productNumber: `FX-${id.slice(-2)}`,
    name,
    taxId: IDS.tax,
    active: true,
    stock: 100,
    availableStock: 100,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    unitPrice: 29.99,
    taxRate: 19,
    shippingFree: false,
    deliveryTime: { name: "1-3 days", min: 1, max: 3, unit: "day" },
    ...overrides,
  };
}

/** Fixture products with the purchase rules the tests need. */
export const FIXTURE_PRODUCTS = new Map<string, CartProduct>([
  [IDS.shirt, product(IDS.shirt, "Linen shirt", { listPrice: 39.99 })],
  [IDS.limited, product(IDS.limited, "Limited print", { maxPurchase: 5, unitPrice: 120 })],
  [IDS.closeout, product(IDS.closeout, "Closeout scarf", { isCloseout: true, stock: 0, availableStock: 0 })],
  [IDS.steps, product(IDS.steps, "Buttons (pack)", { minPurchase: 2, purchaseSteps: 2, unitPrice: 1.5 })],
]);

function fixtureProductJson(found: CartProduct): Record<string, unknown> {
  return {
    id: found.id,
    name: found.name,
    productNumber: found.productNumber,
    taxId: IDS.tax,
    stock: found.stock,
    type: "physical",
    translated: { name: found.name },
    calculatedPrice: {
      apiAlias: "calculated_price",
      unitPrice: found.unitPrice,
      quantity: 1,
      totalPrice: found.unitPrice,
      netPrice: Math.round((found.unitPrice / 1.19) * 100) / 100,
      positionPrice: found.unitPrice,
      rawTotal: found.unitPrice,
      taxStatus: "gross",
      hasRange: false,
      calculatedTaxes: [],
      taxRules: [],
      referencePrice: null,
      listPrice: null,
      regulationPrice: null,
    },
    calculatedPrices: [],
    seoCategory: {
      id: "ab000000000000000000000000000001",
      name: "Clothing",
      type: "page",
      breadcrumb: ["Home", "Clothing"],
      children: [],
      childCount: 0,
      translated: { name: "Clothing", breadcrumb: ["Home", "Clothing"] },
      apiAlias: "category",
    },
    apiAlias: "product",
  };
}

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

type ContextPatch = Partial<Omit<SalesChannelContext, "token">>;

function withDefaults(patch: Record<string, string | null | undefined>): ContextPatch {
  const next: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (key === "countryId" || key === "shippingMethodId" || key === "paymentMethodId") {
      next[key] = value ?? SALES_CHANNEL[key];
    } else {
      next[key] = value;
    }
  }
  return next as ContextPatch;
}

/** Builds the test app: A's seeded in-memory database and context, B's commerce routes. */
export async function createTestApi(): Promise<TestApi> {
  const db = await openDatabase({ inMemory: true });
  await seedIfEmpty(db);
  const publicUrl = "http://127.0.0.1:8787";
  const runtime = { db, publicUrl, accessKey: ACCESS_KEY, contexts: new ContextStore(db) };
  const app = new Hono<AppEnv>().basePath("/store-api");
  app.onError(onStoreApiError);
  app.notFound(onStoreApiNotFound);
  app.use("*", salesChannelContextMiddleware(runtime));
  let model: Promise<CatalogueReadModel> | undefined;
  const base = createCommerceCatalogue(db, () => {
    model ??= CatalogueReadModel.load(db, publicUrl);
    return model;
  });
  const catalogue: CommerceCatalogue = {
    ...base,
    async cartProducts(ids) {
      const found = await base.cartProducts(ids);
      for (const id of ids) {
        const fixture = FIXTURE_PRODUCTS.get(id);
        if (!found.has(id) && fixture) found.set(id, fixture);
      }
      return found;
    },
    async productsJson(ids) {
      const found = await base.productsJson(ids);
      return ids.flatMap((id) => {
        const own = found.filter((entry) => entry.id === id);
        if (own.length) return own;
        const fixture = FIXTURE_PRODUCTS.get(id);
        return fixture ? [fixtureProductJson(fixture)] : [];
      });
    },
  };
  registerCommerceRoutes(app, {
    db,
    catalogue,
    context: {
      read: (c) => (c as Context<AppEnv>).get("salesChannelContext"),
      update: async (c, patch) => {
        await updateContext(c as Context<AppEnv>, withDefaults(patch));
      },
      rotate: async (c, patch) => (await rotateContextToken(c as Context<AppEnv>, withDefaults(patch))).token,
    },
    publicBaseUrl: publicUrl,
  });
  return wrap(app as unknown as Hono, db);
}

function wrap(app: Hono, db: PGlite): TestApi {
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
    close: () => db.close(),
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
