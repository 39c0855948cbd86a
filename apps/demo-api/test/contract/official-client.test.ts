/**
 * The official client journey (issue 15.6): Shopware's own `@shopware/api-client` (pinned 1.6.0, the client of
 * Shopware's frontends) against the in-process demo API served over HTTP, every answer validated against the
 * official Store API schema. This part covers the routes of issue 15.3: languages, currency, SEO URLs, reviews,
 * password change and recovery, e-mail change, order set-payment and cancel. Each journey runs twice: straight
 * against the backend, and through the demo shop's `/store-api` proxy (apps/demo/server), where the client's own
 * `sw-context-token` header must keep its session.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { ApiClientError, createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCT_IDS, PAYMENT_METHOD_IDS } from "../../src/seed/ids.js";
import { ACCESS_KEY, createTestApi, IDS, type Json, type TestApi } from "../commerce-app.js";
import { expectResponseMatchesSchema } from "./harness.js";

type Client = ReturnType<typeof createAPIClient<operations>>;
type OperationKey = keyof operations & string;

let api: TestApi;
const servers: ServerType[] = [];
/** The two ways in: the backend itself, and the demo shop's /store-api proxy in front of it. */
const targets = { backend: "", proxy: "" };
let baseURL = "";

/** Serves a fetch handler on a free loopback port; answers its origin. */
async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" });
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The demo shop's server (plain ESM of apps/demo, no build needed) with its proxy sending to this backend. */
async function demoShop(): Promise<{ fetch: (request: Request) => Response | Promise<Response> }> {
  const file = fileURLToPath(new URL("../../../demo/server/app.mjs", import.meta.url));
  const { createShopApp } = (await import(pathToFileURL(file).href)) as {
    createShopApp: (options: Json) => { fetch: (request: Request) => Response | Promise<Response> };
  };
  return createShopApp({
    publicUrl: "http://shop.example",
    storeApi: {
      send: (request: Request) => api.app.fetch(request),
      baseUrl: "http://backend.internal/store-api",
      accessKey: ACCESS_KEY,
    },
    handleDocument: async () => new Response("page"),
  });
}

beforeAll(async () => {
  api = await createTestApi();
  targets.backend = `${await listen(api.app.fetch)}/store-api`;
  const shop = await demoShop();
  targets.proxy = `${await listen(shop.fetch)}/store-api`;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await api?.close();
});

/** A new client of a new shopper, as a Shopware frontend creates it. */
function newClient(): Client {
  return createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY });
}

/**
 * Invokes an operation through the official client and validates the answer (success or Store API error) against
 * the schema of the operation. Answers status and body; errors do not throw.
 */
async function invoke(
  client: Client,
  operation: OperationKey,
  params: Json = {},
): Promise<{ status: number; data: Json }> {
  const [, method = "", template = ""] = operation.split(" ");
  let status: number;
  let data: unknown;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the journey passes each operation's documented parameters.
    const response = await (client.invoke as any)(operation, params);
    status = response.status;
    data = response.data;
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    status = error.status;
    data = error.details;
  }
  expectResponseMatchesSchema(method, template, status, data === undefined ? null : data);
  return { status, data: data as Json };
}

let count = 0;
/** Registers a fresh customer through the client; the client keeps the new context token. */
async function register(client: Client): Promise<{ email: string; password: string }> {
  count += 1;
  const email = `official-${count}-${Date.now()}@example.com`;
  const password = "client-secret";
  const { status } = await invoke(client, "register post /account/register", {
    body: {
      email,
      password,
      salutationId: IDS.mrs,
      firstName: "Olga",
      lastName: "Official",
      acceptedDataProtection: true,
      storefrontUrl: "http://localhost:3000",
      billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
    },
  });
  expect(status).toBe(200);
  return { email, password };
}

describe.each([
  ["straight against the backend", "backend"],
  ["through the demo shop's /store-api proxy", "proxy"],
] as const)("the official Shopware client works against the demo shop (issue 15.6), %s", (_, target) => {
  beforeAll(() => {
    baseURL = targets[target];
  });

  it("languages, currency and SEO URLs: a frontend resolves a product URL to its page", async () => {
    const client = newClient();
    const languages = await invoke(client, "readLanguages post /language", { body: {} });
    expect(languages.data.elements[0].locale.code).toBe("en-GB");
    const currencies = await invoke(client, "readCurrency post /currency", { body: {} });
    expect(currencies.data[0]?.isoCode).toBe("EUR");

    const product = await invoke(client, "readSeoUrl post /seo-url", {
      body: { filter: [{ type: "equals", field: "foreignKey", value: DEMO_PRODUCT_IDS.accessoryBag }] },
    });
    const seoPathInfo = product.data.elements[0].seoPathInfo as string;
    // What Shopware's frontends do with a URL: find its seo_url by seoPathInfo, then open the route it names.
    const resolved = await invoke(client, "readSeoUrl post /seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: seoPathInfo }] },
    });
    expect(resolved.data.elements[0]).toMatchObject({
      routeName: "frontend.detail.page",
      foreignKey: DEMO_PRODUCT_IDS.accessoryBag,
    });
  });

  it("a customer writes a review, reads it back, changes password and e-mail, recovers the password", async () => {
    const client = newClient();
    const { email, password } = await register(client);
    const productId = DEMO_PRODUCT_IDS.accessoryStrap;
    const saved = await invoke(client, "saveProductReview post /product/{productId}/review", {
      pathParams: { productId },
      body: {
        title: "Soft leather",
        content: "The strap is soft from day one and the buckle feels solid.",
        points: 5,
      },
    });
    expect(saved.status).toBe(204);
    const reviews = await invoke(client, "readProductReviews post /product/{productId}/reviews", {
      pathParams: { productId },
      body: { limit: 100 },
    });
    expect(reviews.data.elements.some((review: Json) => review.title === "Soft leather")).toBe(true);

    const changed = await invoke(client, "changePassword post /account/change-password", {
      body: { password, newPassword: "changed-secret", newPasswordConfirm: "changed-secret" },
    });
    expect(changed.status).toBe(200);
    const wrong = await invoke(client, "changePassword post /account/change-password", {
      body: { password: "not-my-password", newPassword: "x-secret-1", newPasswordConfirm: "x-secret-1" },
    });
    expect(wrong.status).toBe(400);

    const newEmail = `renamed-${count}-${Date.now()}@example.com`;
    const emailChanged = await invoke(client, "changeEmail post /account/change-email", {
      body: { email: newEmail, emailConfirmation: newEmail, password: "changed-secret" },
    });
    expect(emailChanged.status).toBe(200);
    await invoke(client, "logoutCustomer post /account/logout");

    const recovery = await invoke(client, "sendRecoveryMail post /account/recovery-password", {
      body: { email: newEmail, storefrontUrl: "http://localhost:3000" },
    });
    expect(recovery.data).toEqual({ success: true });
    const { rows } = await api.db.query<{ hash: string }>(
      `select r.hash from commerce_customer_recovery r join commerce_customer c on c.id = r.customer_id
       where c.email = $1`,
      [newEmail],
    );
    const hash = rows[0]?.hash;
    const expired = await invoke(
      client,
      "getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired",
      {
        body: { hash },
      },
    );
    expect(expired.data.isExpired).toBe(false);
    const reset = await invoke(client, "recoveryPassword post /account/recovery-password-confirm", {
      body: { hash, newPassword: "recovered-secret", newPasswordConfirm: "recovered-secret" },
    });
    expect(reset.status).toBe(200);
    // The old e-mail no longer logs in, nor the password from before the recovery.
    for (const [username, old] of [
      [email, password],
      [newEmail, "changed-secret"],
    ]) {
      const refused = await invoke(client, "loginCustomer post /account/login", {
        body: { username, password: old },
      });
      expect(refused.status).toBe(401);
    }
    const login = await invoke(client, "loginCustomer post /account/login", {
      body: { username: newEmail, password: "recovered-secret" },
    });
    expect(login.status).toBe(200);
  });

  it("a customer places an order, changes its payment, cancels it; another customer cannot touch it", async () => {
    const client = newClient();
    await register(client);
    await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const order = await invoke(client, "createOrder post /checkout/order", { body: {} });
    expect(order.status).toBe(200);
    const orderId = order.data.id as string;

    const other = newClient();
    await register(other);
    const refused = await invoke(other, "cancelOrder post /order/state/cancel", { body: { orderId } });
    expect(refused.status).toBe(404);

    const payment = await invoke(client, "orderSetPayment post /order/payment", {
      body: { orderId, paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery },
    });
    expect(payment.data).toEqual({ success: true });
    const cancelled = await invoke(client, "cancelOrder post /order/state/cancel", { body: { orderId } });
    expect(cancelled.data.technicalName).toBe("cancelled");
    const orders = await invoke(client, "readOrder post /order", { body: { ids: [orderId] } });
    expect(orders.data.orders.elements[0]).toMatchObject({
      stateMachineState: { technicalName: "cancelled" },
      transactions: [{ paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery }],
    });
  });
});
