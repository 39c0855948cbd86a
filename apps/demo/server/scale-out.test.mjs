// Several shop servers on one PostgreSQL server (issue 46, item 3): a shopper's cookie session, cart and login
// follow them from one shop server to the next, as behind a round-robin balancer. Each shop server has its own
// embedded backend and its own connection pool; what they share is the database.
import { serve } from "@hono/node-server";
import { createDemoApi } from "demo-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../../config/postgres.mjs";
import { createShopApp } from "./app.mjs";

const KEY = "SWSCVITRINEDEMOACCESSKEY01";
const PUBLIC_URL = "http://shop.test";
const DEMO_CUSTOMER = { email: "demo@vitrine.shop", password: "vitrine-demo" };

let postgres;
const shops = [];

async function startShop(databaseUrl) {
  const api = await createDemoApi({ accessKey: KEY, databaseUrl, faults: null });
  const app = createShopApp({
    publicUrl: PUBLIC_URL,
    storeApi: {
      send: (request) => api.app.fetch(request),
      baseUrl: "http://shop.internal/store-api",
      accessKey: KEY,
    },
    handleDocument: async () =>
      new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html" } }),
  });
  const server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await api.close();
    },
  };
}

beforeAll(async () => {
  postgres = await startPostgres();
  // Started together on an empty database: one migrates and seeds, the other waits for it.
  shops.push(...(await Promise.all([startShop(postgres.url), startShop(postgres.url)])));
}, 180_000);

afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
  await postgres?.stop();
});

/** The shopper's browser: every request goes to the next shop server, with the shop's session cookie. */
function shopper() {
  let cookie;
  let turn = 0;
  return async (method, path, body) => {
    const shop = shops[turn++ % shops.length];
    const response = await fetch(`${shop.base}/store-api${path}`, {
      method,
      headers: {
        "sw-access-key": KEY,
        "sec-fetch-site": "same-origin",
        origin: PUBLIC_URL,
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie().find((value) => value.startsWith("vitrine-session="));
    if (set) cookie = set.split(";")[0];
    return { status: response.status, body: await response.json() };
  };
}

describe("several shop servers on one PostgreSQL server (issue 46)", () => {
  it("keeps a shopper's cookie session, cart and login across shop servers", async () => {
    const send = shopper();
    const product = (await send("POST", "/product", { limit: 1 })).body.elements[0];
    const added = await send("POST", "/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: product.id, quantity: 1 }],
    });
    expect(added.status).toBe(200);
    // The other shop server finds the session and its cart.
    const cart = await send("GET", "/checkout/cart");
    expect(cart.body.lineItems.map((line) => line.referencedId)).toEqual([product.id]);
    const login = await send("POST", "/account/login", DEMO_CUSTOMER);
    expect(login.status).toBe(200);
    // The login rotated the session on one server; the other knows the new one and not the old.
    const customer = await send("POST", "/account/customer");
    expect(customer.status).toBe(200);
    expect(customer.body.email).toBe(DEMO_CUSTOMER.email);
    const after = await send("GET", "/checkout/cart");
    expect(after.body.lineItems.map((line) => line.referencedId)).toContain(product.id);
    const logout = await send("POST", "/account/logout");
    expect(logout.status).toBe(200);
    expect((await send("POST", "/account/customer")).status).toBe(403);
  });
});
