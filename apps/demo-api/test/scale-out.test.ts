/**
 * Scale out and stay up (issue 46, items 3 and 4): three backend processes on one PostgreSQL server behind a
 * round-robin balancer share sessions, carts and orders; one of them is killed (SIGKILL) in the middle of the
 * shoppers' journeys and started again, and nothing acknowledged is lost and no order is placed twice.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../../config/postgres.mjs";
import { STAND_IN_PAYLOAD_PREFIX } from "../src/commerce/card-gateway.js";
import { DEFAULT_ACCESS_KEY } from "../src/index.js";
import { COUNTRY_IDS, DEMO_PRODUCT_IDS, PAYMENT_METHOD_IDS } from "../src/seed/ids.js";
import { type BackendProcess, type Balancer, startBackend, startBalancer } from "./scale-out.js";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the contract tests check their shapes.
type Json = Record<string, any>;

let server: Awaited<ReturnType<typeof startPostgres>>;
let databaseUrl: string;
let balancer: Balancer;
const started: BackendProcess[] = [];

/** The shop's one domain for every process behind the balancer (registration accepts only its own domain). */
const STOREFRONT_URL = "http://shop.test";
/**
 * Every process serves the same shop. Every shopper reaches them from the balancer's one address, so the
 * per-address form limits (register) are off here; the login throttle stays on and is tested below.
 */
const BACKEND_ENV = { PUBLIC_URL: STOREFRONT_URL, DEMO_API_FORM_LIMITS: "off" };

beforeAll(async () => {
  server = await startPostgres();
  databaseUrl = server.url;
  // Started together on an empty database: one migrates and seeds, the others wait for it.
  const backends = await Promise.all([0, 1, 2].map(() => startBackend(databaseUrl, BACKEND_ENV)));
  started.push(...backends);
  balancer = await startBalancer([...backends]);
}, 180_000);

afterAll(async () => {
  await balancer?.close();
  for (const backend of started) if (backend.child.exitCode === null) backend.child.kill("SIGTERM");
  await Promise.all(started.map((backend) => backend.exited));
  await server?.stop();
}, 60_000);

interface Answer {
  status: number;
  body: Json;
  token: string | null;
}

/** A call as a shopper's client makes it, straight to one origin. */
async function send(
  origin: string,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}/store-api${path}`, {
    method,
    headers: {
      "sw-access-key": DEFAULT_ACCESS_KEY,
      "content-type": "application/json",
      ...(options.token ? { "sw-context-token": options.token } : {}),
      ...(options.key ? { "idempotency-key": options.key } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Json) : {},
    token: response.headers.get("sw-context-token"),
  };
}

/**
 * A call through the balancer as a shop's client makes it: a gateway error or a broken connection (the process
 * died while it answered) is tried again, with the same idempotency key, so a repeated write is applied once.
 */
async function call(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; key?: string } = {},
): Promise<Answer & { attempts: number }> {
  let lastError = "";
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      const answer = await send(balancer.origin, method, path, options);
      if (answer.status !== 502 && answer.status !== 503) return { ...answer, attempts: attempt };
      lastError = JSON.stringify(answer.body);
    } catch (error) {
      lastError = String(error);
    }
  }
  throw new Error(`${method} ${path} failed ten times: ${lastError}`);
}

/** Plain products; the first may be bought twice per order (its maximum purchase is 3). */
const PRODUCTS = [DEMO_PRODUCT_IDS.accessoryBag, DEMO_PRODUCT_IDS.videoProduct, DEMO_PRODUCT_IDS.tierPrices];

function cardPayload(): string {
  const card = { number: "4111111111111111", expiry: "12/34", holder: "Mia Muster" };
  return STAND_IN_PAYLOAD_PREFIX + Buffer.from(JSON.stringify(card)).toString("base64url");
}

function sorted(lines: [string, number][]): [string, number][] {
  return [...lines].sort(([a], [b]) => a.localeCompare(b));
}

/** The product lines of a cart or an order as [product id, quantity], in id order. */
function productLines(lineItems: Json[]): [string, number][] {
  return sorted(
    lineItems.filter((line) => line.type === "product").map((line) => [line.referencedId, line.quantity]),
  );
}

interface JourneyResult {
  email: string;
  acknowledged: [string, number][];
  orderId: string;
  orderLines: [string, number][];
  paymentState: string;
  customerNumber: string;
}

/** Registers (a customer or a guest), fills the cart, checks out with invoice or card, reads the order back. */
async function journey(index: number, payment: "invoice" | "card", guest: boolean): Promise<JourneyResult> {
  const email = `shopper-${index}@scale.test`;
  const registration = {
    email,
    ...(guest ? { guest: true } : { password: `password-${index}-long` }),
    firstName: "Scale",
    lastName: `Shopper ${index}`,
    acceptedDataProtection: true,
    storefrontUrl: STOREFRONT_URL,
    billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: COUNTRY_IDS.DE },
  };
  let registered = await call("POST", "/account/register", { body: registration });
  // The first registration went through but its answer was lost with a killed process: the shopper logs in.
  if (registered.status === 400 && !guest)
    registered = await call("POST", "/account/login", {
      body: { email, password: `password-${index}-long` },
    });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const token = registered.token;
  expect(token).toBeTruthy();

  const acknowledged: [string, number][] = [];
  for (const [step, productId] of PRODUCTS.entries()) {
    const quantity = step === 0 ? 1 + (index % 2) : 1;
    const added = await call("POST", "/checkout/cart/line-item", {
      token,
      key: `add-${index}-${step}`,
      body: { items: [{ type: "product", referencedId: productId, quantity }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    acknowledged.push([productId, quantity]);
  }
  const cart = await call("GET", "/checkout/cart", { token });
  expect(productLines(cart.body.lineItems)).toEqual(sorted(acknowledged));

  const method = payment === "card" ? PAYMENT_METHOD_IDS.creditCard : PAYMENT_METHOD_IDS.invoice;
  expect((await call("PATCH", "/context", { token, body: { paymentMethodId: method } })).status).toBe(200);
  const order = await call("POST", "/checkout/order", { token, key: `order-${index}`, body: {} });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const orderId = order.body.id as string;
  if (payment === "card") {
    const paid = await call("POST", "/handle-payment", {
      token,
      key: `pay-${index}`,
      body: {
        orderId,
        finishUrl: `${STOREFRONT_URL}/checkout/finish`,
        errorUrl: `${STOREFRONT_URL}/checkout/finish?paymentFailed=1`,
        payload: cardPayload(),
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  const orders = await call("POST", "/order", {
    token,
    body: { filter: [{ type: "equals", field: "id", value: orderId }] },
  });
  const placed = orders.body.orders.elements[0] as Json;
  return {
    email,
    acknowledged,
    orderId,
    orderLines: productLines(placed.lineItems),
    paymentState: placed.transactions[0].stateMachineState.technicalName,
    customerNumber: placed.orderCustomer.customerNumber,
  };
}

describe("several backend processes on one PostgreSQL server (issue 46)", () => {
  it("shares sessions, carts and orders: each request of a shopper goes to another process", async () => {
    const result = await journey(100, "invoice", false);
    expect(result.orderLines).toEqual(sorted(result.acknowledged));
    // Each process reads the same order from the shared database.
    const login = await send(started[0]?.origin ?? "", "POST", "/account/login", {
      body: { email: result.email, password: "password-100-long" },
    });
    for (const backend of started) {
      const read = await send(backend.origin, "POST", "/order", { token: login.token });
      expect(read.body.orders.elements.map((order: Json) => order.id)).toEqual([result.orderId]);
    }
  }, 60_000);

  it("counts an account's failed logins over every process, and still lets another customer in", async () => {
    const attacked = "demo@vitrine.shop";
    const statuses: number[] = [];
    // Shopware's login limit: ten free attempts per e-mail and address. Round robin spreads them over the three
    // processes, so no process alone saw more than four.
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push(
        (await call("POST", "/account/login", { body: { email: attacked, password: "wrong" } })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const other = await call("POST", "/account/login", {
      body: { email: "shopper-100@scale.test", password: "password-100-long" },
    });
    expect(other.status).toBe(200);
  });

  it("shows every process the stock an order took in another process", async () => {
    const productId = PRODUCTS[0] ?? "";
    const stockOn = async (origin: string) =>
      (await send(origin, "POST", `/product/${productId}`, { body: {} })).body.product
        .availableStock as number;
    const before = await stockOn(started[0]?.origin ?? "");
    const token = (await send(started[0]?.origin ?? "", "GET", "/checkout/cart")).token;
    await send(started[0]?.origin ?? "", "POST", "/account/register", {
      token,
      body: {
        email: "stock@scale.test",
        guest: true,
        firstName: "Stock",
        lastName: "Watcher",
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL,
        billingAddress: {
          street: "Hauptstraße 1",
          zipcode: "10115",
          city: "Berlin",
          countryId: COUNTRY_IDS.DE,
        },
      },
    }).then(async (registered) => {
      const guest = registered.token;
      await send(started[0]?.origin ?? "", "POST", "/checkout/cart/line-item", {
        token: guest,
        body: { items: [{ type: "product", referencedId: productId, quantity: 2 }] },
      });
      const order = await send(started[0]?.origin ?? "", "POST", "/checkout/order", {
        token: guest,
        body: {},
      });
      expect(order.status).toBe(200);
    });
    // The other processes learn it from the database's notification: wait for it, bounded by the test's timeout.
    for (const backend of started.slice(1)) await expect.poll(() => stockOn(backend.origin)).toBe(before - 2);
  }, 60_000);

  it("loses no acknowledged line, places no order twice and completes every journey while a process is killed and restarted", async () => {
    const journeys = Array.from({ length: 12 }, (_, index) =>
      journey(index, index % 2 === 0 ? "card" : "invoice", index % 3 === 0),
    );
    const before = balancer.answered();
    // Mid-way through the journeys: the second process dies at once (no shutdown), and comes back later.
    await balancer.whenAnswered(before + 40);
    const victim = started[1];
    victim?.child.kill("SIGKILL");
    expect((await victim?.exited)?.signal).toBe("SIGKILL");
    await balancer.whenAnswered(before + 70);
    const restarted = await startBackend(databaseUrl, BACKEND_ENV);
    started.push(restarted);
    balancer.backends[1] = restarted;

    const results = await Promise.all(journeys);
    for (const result of results) {
      // Every line the shop acknowledged is in the order, with its quantity.
      expect(result.orderLines, result.email).toEqual(sorted(result.acknowledged));
      expect(result.paymentState, result.email).toBe(
        Number(result.email.match(/\d+/)?.[0]) % 2 === 0 ? "paid" : "open",
      );
    }
    // One order per journey in the shared database, however often a client repeated its request.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; orders: number }>(
        `select c.email, count(o.id)::int as orders from commerce_customer c
         left join commerce_order o on o.customer_id = c.id
         where c.email like 'shopper-%@scale.test' and c.email <> 'shopper-100@scale.test'
         group by c.email order by c.email`,
      );
      expect(rows).toHaveLength(12);
      for (const row of rows) expect(row, row.email).toMatchObject({ orders: 1 });
    } finally {
      await client.end();
    }
  }, 240_000);
});
