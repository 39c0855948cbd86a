/**
 * Test app for the commerce routes. Uses createDemoApi() (part A's app, in-memory PGlite, full seed) when it is
 * available; until then a stand-in with a small catalogue and the same commerce migration and customer seed.
 */
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Hono } from "hono";
import type { CartProduct, CartPromotion } from "../src/commerce/cart.types.js";
import { applyCommerceMigration, registerCommerceRoutes } from "../src/commerce/index.js";
import type {
  CommerceCatalogue,
  CountryInfo,
  PaymentMethodInfo,
  ShippingMethodInfo,
} from "../src/commerce/ports.js";
import { DEMO_CUSTOMER, seedCustomers } from "../src/seed/customers.js";

export const ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";

/** Ids of the stand-in catalogue (hex, like Shopware's). */
export const IDS = {
  salesChannel: "98432def39fc4624b33213a56b8c944d",
  currency: "b7d2554b0ce847cd82f3ac9bd1c0dfca",
  language: "2fbb5fe2e29a4d70aa5854ce7ce3e20b",
  customerGroup: "cfbd5018d38d41d8adca10d94fc8bdd6",
  de: "a1b2c3d4e5f60718293a4b5c6d7e8f01",
  berlin: "a1b2c3d4e5f60718293a4b5c6d7e8f02",
  us: "a1b2c3d4e5f60718293a4b5c6d7e8f03",
  california: "a1b2c3d4e5f60718293a4b5c6d7e8f04",
  nl: "a1b2c3d4e5f60718293a4b5c6d7e8f05",
  mrs: "b1b2c3d4e5f60718293a4b5c6d7e8f01",
  standard: "c1b2c3d4e5f60718293a4b5c6d7e8f01",
  express: "c1b2c3d4e5f60718293a4b5c6d7e8f02",
  deliveryTime: "c1b2c3d4e5f60718293a4b5c6d7e8f03",
  invoice: "d1b2c3d4e5f60718293a4b5c6d7e8f01",
  card: "d1b2c3d4e5f60718293a4b5c6d7e8f02",
  tax: "e1b2c3d4e5f60718293a4b5c6d7e8f01",
  shirt: "f1b2c3d4e5f60718293a4b5c6d7e8f01",
  limited: "f1b2c3d4e5f60718293a4b5c6d7e8f02",
  closeout: "f1b2c3d4e5f60718293a4b5c6d7e8f03",
  steps: "f1b2c3d4e5f60718293a4b5c6d7e8f04",
} as const;

function country(
  id: string,
  iso: string,
  name: string,
  states: [string, string][],
  force: boolean,
): CountryInfo {
  return {
    id,
    iso,
    active: true,
    forceStateInRegistration: force,
    postalCodeRequired: iso !== "NL",
    vatIdRequired: false,
    stateIds: states.map(([stateId]) => stateId),
    json: { id, name, iso, addressFormat: {}, active: true, translated: { name }, apiAlias: "country" },
    statesJson: new Map(
      states.map(([stateId, stateName]) => [
        stateId,
        {
          id: stateId,
          countryId: id,
          name: stateName,
          shortCode: `${iso}-X`,
          translated: { name: stateName },
          apiAlias: "country_state",
        },
      ]),
    ),
  };
}

function product(id: string, name: string, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id,
    parentId: null,
    productNumber: `SW-${id.slice(-2)}`,
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

const products = new Map<string, CartProduct>([
  [IDS.shirt, product(IDS.shirt, "Linen shirt", { listPrice: 39.99 })],
  [IDS.limited, product(IDS.limited, "Limited print", { maxPurchase: 5, unitPrice: 120 })],
  [IDS.closeout, product(IDS.closeout, "Closeout scarf", { isCloseout: true, stock: 0, availableStock: 0 })],
  [IDS.steps, product(IDS.steps, "Buttons (pack)", { minPurchase: 2, purchaseSteps: 2, unitPrice: 1.5 })],
]);

const promotions = new Map<string, CartPromotion>([
  [
    "WELCOME10",
    {
      id: "aa000000000000000000000000000001",
      code: "WELCOME10",
      name: "Welcome 10 %",
      discountType: "percentage",
      value: 10,
      active: true,
      validFrom: null,
      validUntil: null,
    },
  ],
  [
    "FIVEOFF",
    {
      id: "aa000000000000000000000000000002",
      code: "FIVEOFF",
      name: "5 € off",
      discountType: "absolute",
      value: 5,
      active: true,
      validFrom: null,
      validUntil: null,
    },
  ],
  [
    "SUMMER2020",
    {
      id: "aa000000000000000000000000000003",
      code: "SUMMER2020",
      name: "Summer 2020",
      discountType: "percentage",
      value: 20,
      active: true,
      validFrom: "2020-06-01T00:00:00Z",
      validUntil: "2020-09-01T00:00:00Z",
    },
  ],
]);

function shipping(id: string, name: string, technicalName: string, price: number): ShippingMethodInfo {
  return {
    id,
    technicalName,
    active: true,
    price,
    freeFrom: null,
    deliveryTime: null,
    json: {
      id,
      name,
      technicalName,
      deliveryTimeId: IDS.deliveryTime,
      active: true,
      translated: { name },
      apiAlias: "shipping_method",
    },
  };
}

function payment(id: string, name: string, technicalName: string): PaymentMethodInfo {
  return {
    id,
    technicalName,
    active: true,
    json: { id, name, technicalName, active: true, translated: { name }, apiAlias: "payment_method" },
  };
}

const standInCatalogue: CommerceCatalogue = {
  async cartProducts(ids) {
    return new Map(ids.flatMap((id) => (products.has(id) ? [[id, products.get(id) as CartProduct]] : [])));
  },
  async productsJson(ids) {
    return ids.flatMap((id) => {
      const found = products.get(id);
      return found
        ? [
            {
              id,
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
            },
          ]
        : [];
    });
  },
  async promotions(codes) {
    return new Map(
      codes.flatMap((code) => (promotions.has(code) ? [[code, promotions.get(code) as CartPromotion]] : [])),
    );
  },
  async shippingMethods() {
    return [
      shipping(IDS.standard, "Standard", "standard", 4.99),
      shipping(IDS.express, "Express", "express", 9.99),
    ];
  },
  async paymentMethods() {
    return [
      payment(IDS.invoice, "Invoice", "payment_invoice"),
      payment(IDS.card, "Credit card", "payment_creditcard"),
    ];
  },
  async countries() {
    return [
      country(IDS.de, "DE", "Germany", [[IDS.berlin, "Berlin"]], false),
      country(IDS.us, "US", "United States", [[IDS.california, "California"]], true),
      country(IDS.nl, "NL", "Netherlands", [], false),
    ];
  },
  async salutations() {
    return [
      {
        id: IDS.mrs,
        salutationKey: "mrs",
        json: {
          id: IDS.mrs,
          salutationKey: "mrs",
          displayName: "Mrs.",
          letterName: "Dear Mrs.",
          apiAlias: "salutation",
        },
      },
    ];
  },
  async salesChannelContextBase() {
    return {
      salesChannel: {
        id: IDS.salesChannel,
        name: "Vitrine demo",
        languageId: IDS.language,
        customerGroupId: IDS.customerGroup,
        currencyId: IDS.currency,
        paymentMethodId: IDS.invoice,
        shippingMethodId: IDS.standard,
        countryId: IDS.de,
        navigationCategoryId: "ab000000000000000000000000000000",
        homeEnabled: true,
        apiAlias: "sales_channel",
      },
      itemRounding: {
        decimals: 2,
        interval: 0.01,
        roundForNet: true,
        apiAlias: "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config",
      },
      totalRounding: {
        decimals: 2,
        interval: 0.01,
        roundForNet: true,
        apiAlias: "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config",
      },
      languageInfo: { name: "English", localeCode: "en-GB" },
    };
  },
  async salesChannel() {
    return {
      id: IDS.salesChannel,
      currencyId: IDS.currency,
      languageId: IDS.language,
      customerGroupId: IDS.customerGroup,
    };
  },
};

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

/** Builds the stand-in app with the commerce routes under /store-api. */
export async function createTestApi(): Promise<TestApi> {
  const db = new PGlite();
  await applyCommerceMigration(db);
  await seedCustomers(db, { countryId: IDS.de, countryStateId: IDS.berlin, salutationId: IDS.mrs });
  const app = new Hono().basePath("/store-api");
  const tokenKey = "vitrineToken";
  app.use("*", async (c, next) => {
    if (c.req.header("sw-access-key") !== ACCESS_KEY) {
      return c.json(
        {
          errors: [
            {
              status: "401",
              code: "FRAMEWORK__API_INVALID_ACCESS_KEY",
              title: "Unauthorized",
              detail: "Access key is invalid.",
            },
          ],
        },
        401,
      );
    }
    const token = c.req.header("sw-context-token") || randomUUID().replaceAll("-", "");
    (c as unknown as { set: (key: string, value: string) => void }).set(tokenKey, token);
    c.header("sw-context-token", token);
    await next();
  });
  registerCommerceRoutes(app, {
    db,
    catalogue: standInCatalogue,
    tokens: {
      token: (c) => (c as unknown as { get: (key: string) => string }).get(tokenKey),
      rotate: (c) => {
        const token = randomUUID().replaceAll("-", "");
        (c as unknown as { set: (key: string, value: string) => void }).set(tokenKey, token);
        c.header("sw-context-token", token);
        return token;
      },
    },
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
