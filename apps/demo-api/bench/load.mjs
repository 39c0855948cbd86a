// Bounded load test on loopback: starts the demo API in-process on a free 127.0.0.1 port (in-memory, seeded,
// no fault injection), then runs autocannon with 50 connections for about 10 s each against
//   1. a product listing with filters (POST /product-listing/{category} with manufacturer, price range, order), and
//   2. cart add (POST /checkout/cart/line-item), every connection with its own context token.
// Prints requests per second and p95 latency and compares them with the targets (listing p95 < 50 ms, cart add
// p95 < 30 ms). Not part of the test command: `pnpm --filter demo-api bench`.
// Options: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50).
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { register } from "tsx/esm/api";

register();
const { createDemoApi, DEFAULT_ACCESS_KEY, DEMO_PRODUCT_IDS, NAVIGATION_IDS } = await import(
  "../src/index.ts"
);

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targets = { listing: 50, cartAdd: 30 };

function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function run(name, options) {
  const times = [];
  const statuses = new Map();
  const instance = autocannon({ connections, duration, ...options });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    total: times.length,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(statuses),
  };
}

const api = await createDemoApi({ inMemory: true, faults: null });
const server = await new Promise((resolve) => {
  const started = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
});
const { port } = server.address();
const base = `http://127.0.0.1:${port}/store-api`;
const headers = {
  "sw-access-key": DEFAULT_ACCESS_KEY,
  "content-type": "application/json",
  accept: "application/json",
};

// A second-level category of the main navigation and two manufacturers that have products in it.
const { rows: categories } = await api.db.query(
  `select c.id from category c join product_category pc on pc.category_id = c.id
   where c.navigation = 'main' and c.level >= 2 group by c.id order by count(*) desc, c.id limit 1`,
);
const categoryId = categories[0]?.id ?? NAVIGATION_IDS.main;
const { rows: manufacturers } = await api.db.query(
  `select p.manufacturer_id as id from product p join product_category pc on pc.product_id = p.id
   where pc.category_id = $1 and p.manufacturer_id is not null group by p.manufacturer_id order by count(*) desc limit 2`,
  [categoryId],
);
const listingBody = JSON.stringify({
  p: 1,
  limit: 24,
  order: "price-asc",
  manufacturer: manufacturers.map((row) => row.id).join("|"),
  "min-price": 5,
  "max-price": 500,
});
const check = await fetch(`${base}/product-listing/${categoryId}`, {
  method: "POST",
  headers,
  body: listingBody,
});
const checked = await check.json();
console.log(
  `listing check: HTTP ${check.status}, ${checked.total ?? "?"} products in category ${categoryId} with ${manufacturers.length} manufacturer filter(s)`,
);

// One context token per connection: real shoppers do not share a cart.
const tokens = [];
for (let index = 0; index < connections; index++) {
  const response = await fetch(`${base}/checkout/cart`, { headers });
  tokens.push(response.headers.get("sw-context-token"));
}
let next = 0;
const cartBody = JSON.stringify({
  items: [{ type: "product", referencedId: DEMO_PRODUCT_IDS.videoProduct, quantity: 1 }],
});

const results = [];
results.push(
  await run("product listing (filters)", {
    url: `${base}/product-listing/${categoryId}`,
    method: "POST",
    headers,
    body: listingBody,
  }),
);
results.push(
  await run("cart add", {
    url: `${base}/checkout/cart/line-item`,
    requests: [
      {
        method: "POST",
        body: cartBody,
        setupRequest(request, context) {
          context.token ??= tokens[next++ % tokens.length];
          return { ...request, headers: { ...headers, "sw-context-token": context.token } };
        },
      },
    ],
  }),
);

console.log(`\n${connections} connections, ${duration} s each, loopback, in-memory database\n`);
console.log("scenario                    req/s     p50 ms   p95 ms   p99 ms   requests  errors  statuses");
for (const result of results) {
  console.log(
    `${result.name.padEnd(26)} ${String(result.requestsPerSecond).padStart(7)} ${String(result.p50).padStart(9)} ${String(result.p95).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.total).padStart(10)} ${String(result.errors).padStart(7)}  ${JSON.stringify(result.statuses)}`,
  );
}
const [listing, cartAdd] = results;
console.log(
  `\nlisting p95 ${listing.p95} ms (target < ${targets.listing} ms: ${listing.p95 < targets.listing ? "met" : "missed"}), ` +
    `cart add p95 ${cartAdd.p95} ms (target < ${targets.cartAdd} ms: ${cartAdd.p95 < targets.cartAdd ? "met" : "missed"})`,
);

server.close();
await api.close();
