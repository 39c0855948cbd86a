/**
 * The one in-process demo API of the tests: createDemoApi() with the in-memory PGlite (seeded from the snapshot
 * that test/global-setup.ts writes), no fault injection, a request helper that keeps context tokens per shopper,
 * and `useTestApi()`, which starts it before a test file and closes it after.
 */
import { afterAll, beforeAll } from "vitest";
import {
  createDemoApi,
  DEFAULT_ACCESS_KEY,
  DEFAULT_PUBLIC_URL,
  type DemoApi,
  type DemoApiOptions,
} from "../src/index.js";
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

export const ACCESS_KEY = DEFAULT_ACCESS_KEY;
/** The test API's own storefront domain (its public URL): the only `storefrontUrl` it accepts. */
export const STOREFRONT_URL = DEFAULT_PUBLIC_URL;

/** A JSON body as the tests read it (loosely; the contract harness checks shapes). */
// biome-ignore lint/suspicious/noExplicitAny: tests read into the JSON freely and assert on the values.
export type Json = Record<string, any>;

/** A response as the tests look at it. */
export interface TestResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read into the JSON freely and assert on the values.
  body: any;
  /** The body as text (for answers that are not JSON, e.g. an SVG). */
  text: string;
  /** The context token the answer carries, if any. */
  token: string | null;
  headers: Headers;
}

/** Options of a test request. */
export interface TestRequestOptions {
  token?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The client address the embedding shop server would pass (its TCP peer); none: "unknown". */
  clientAddress?: string;
}

/** Ids the tests use, all from the demo seed (src/seed/ids.ts). */
export const IDS = {
  salesChannel: SALES_CHANNEL.id,
  customerGroup: SALES_CHANNEL.customerGroupId,
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
  applePay: PAYMENT_METHOD_IDS.applePay,
  /** A plain product (X1 Shoulder Bag: max purchase 3, ships at a cost). */
  shirt: DEMO_PRODUCT_IDS.accessoryBag,
  /** A product with a low max purchase (X1 Leather Strap: max 2). */
  limited: DEMO_PRODUCT_IDS.accessoryStrap,
  /** A closeout variant that is sold out. */
  closeout: DEMO_PRODUCT_IDS.closeoutVariant,
  /** Min purchase 2, purchase steps 2 (SD card). */
  steps: DEMO_PRODUCT_IDS.accessoryCard,
} as const;

/** A running test API: the demo API plus a request helper with per-shopper context tokens. */
export interface TestApi extends DemoApi {
  request(method: string, path: string, options?: TestRequestOptions): Promise<TestResponse>;
}

/**
 * Builds the demo API (in memory, seeded, faults off) for a test file. The per-address form limits are off unless
 * asked for: the suites register customers and send forms by the dozen from one in-process caller; the login and
 * recovery throttles stay on.
 */
export async function createTestApi(
  options: Pick<DemoApiOptions, "formLimits" | "settings" | "testSettings"> = {},
): Promise<TestApi> {
  const api = await createDemoApi({ inMemory: true, faults: null, formLimits: false, ...options });
  return { ...api, request: requester(api.app) };
}

/** The tests' request helper for an app (the test API's, or a second app on the same database). */
export function requester(app: DemoApi["app"]): TestApi["request"] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {
      "sw-access-key": ACCESS_KEY,
      accept: "application/json",
      ...(options.token ? { "sw-context-token": options.token } : {}),
      ...(options.body !== undefined || options.raw !== undefined
        ? { "content-type": "application/json" }
        : {}),
      ...options.headers,
    };
    const response = await app.request(
      `/store-api${path}`,
      {
        method,
        headers,
        body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      },
      options.clientAddress ? { clientAddress: options.clientAddress } : undefined,
    );
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (e.g. an SVG): the test reads `text`
    }
    return {
      status: response.status,
      body,
      text,
      token: response.headers.get("sw-context-token"),
      headers: response.headers,
    };
  };
}

/** The test file's demo API: started in `beforeAll`, closed in `afterAll`; use it inside tests and hooks. */
export function useTestApi(): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  const current = (): TestApi => {
    if (!api) throw new Error("the test API starts in beforeAll: use it inside a test or a hook");
    return api;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get runtime() {
      return current().runtime;
    },
    request: (method, path, options) => current().request(method, path, options),
    close: () => current().close(),
  };
}

/** Asserts the Store API error shape and returns the first error. */
export function firstError(response: TestResponse): {
  status: string;
  code: string;
  detail: string;
  source?: { pointer: string };
} {
  const errors = response.body?.errors;
  if (!Array.isArray(errors) || errors.length === 0)
    throw new Error(`no Store API errors in ${response.text.slice(0, 300)}`);
  return errors[0];
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

/** The body of a guest registration (Shopware's RegisterRoute with `guest: true`) on the test API's domain. */
export function guestRegistration(email: string, billingAddress: Json): Json {
  return {
    guest: true,
    email,
    firstName: "Gia",
    lastName: "Guest",
    acceptedDataProtection: true,
    storefrontUrl: STOREFRONT_URL,
    billingAddress,
  };
}
