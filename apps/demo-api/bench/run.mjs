// One autocannon scenario as the benchmarks report it: requests per second and latency percentiles from every
// response's own time (autocannon's histogram rounds to whole milliseconds), errors and answers by status.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) set every scenario.
import autocannon from "autocannon";

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Runs one scenario (autocannon options) and answers its figures. */
export async function run(name, options) {
  const times = [];
  const statuses = new Map();
  const instance = autocannon({ connections, duration, ...options });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const refused = [...statuses].reduce((sum, [status, count]) => sum + (status >= 400 ? count : 0), 0);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 0.5) * 10) / 10,
    p95: Math.round(percentile(times, 0.95) * 10) / 10,
    p99: Math.round(percentile(times, 0.99) * 10) / 10,
    total: times.length,
    errors: result.errors + result.timeouts,
    /** Errors, time-outs and answers with a 4xx or 5xx status. */
    failed: result.errors + result.timeouts + refused,
    statuses: Object.fromEntries(statuses),
  };
}

// The seed's access key and the product the cart scenarios add (the smart speaker: no maximum purchase).
export const ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";
export const CART_PRODUCT_ID = "d0000000000000000000000000000040";
export const HEADERS = {
  "sw-access-key": ACCESS_KEY,
  "content-type": "application/json",
  accept: "application/json",
  // The demo's pages ask for SEO URLs on every call (their links use them): measure that work too.
  "sw-include-seo-urls": "1",
};

/**
 * The listing the benchmarks filter: a second-level category of the main navigation with the most products, and
 * its two manufacturers with the most products. `query` is the database's (PGlite's or node-postgres's).
 */
export async function listingTarget(query) {
  const { rows: categories } = await query(
    `select c.id from category c join product_category pc on pc.category_id = c.id
     where c.navigation = 'main' and c.level >= 2 group by c.id order by count(*) desc, c.id limit 1`,
  );
  const categoryId = categories[0]?.id;
  const { rows: manufacturers } = await query(
    `select p.manufacturer_id as id from product p join product_category pc on pc.product_id = p.id
     where pc.category_id = $1 and p.manufacturer_id is not null group by p.manufacturer_id
     order by count(*) desc limit 2`,
    [categoryId],
  );
  return { categoryId, manufacturerIds: manufacturers.map((row) => row.id) };
}

/** The filtered listing scenario (manufacturers, price range, order) against the Store API at `base`. */
export function listingScenario(base, { categoryId, manufacturerIds }) {
  return {
    url: `${base}/product-listing/${categoryId}`,
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify({
      p: 1,
      limit: 24,
      order: "price-asc",
      manufacturer: manufacturerIds.join("|"),
      "min-price": 5,
      "max-price": 500,
    }),
  };
}

/** The cart-add scenario: one context token per connection (real shoppers do not share a cart). */
export async function cartAddScenario(base) {
  const tokens = [];
  for (let index = 0; index < connections; index++)
    tokens.push((await fetch(`${base}/checkout/cart`, { headers: HEADERS })).headers.get("sw-context-token"));
  let next = 0;
  return {
    url: `${base}/checkout/cart/line-item`,
    requests: [
      {
        method: "POST",
        body: JSON.stringify({ items: [{ type: "product", referencedId: CART_PRODUCT_ID, quantity: 1 }] }),
        setupRequest(request, context) {
          context.token ??= tokens[next++ % tokens.length];
          return { ...request, headers: { ...HEADERS, "sw-context-token": context.token } };
        },
      },
    ],
  };
}

/** The product detail scenario: POST /product/{id} with the associations the demo's product page asks for. */
export function productScenario(base) {
  return {
    url: `${base}/product/${CART_PRODUCT_ID}`,
    method: "POST",
    headers: HEADERS,
    // The demo product page's associations (apps/demo/app/lib/store-api.server.ts readProduct).
    body: JSON.stringify({
      associations: {
        media: {},
        cover: { associations: { media: {} } },
        properties: { associations: { group: {} } },
        options: { associations: { group: {} } },
        manufacturer: { associations: { media: {} } },
        deliveryTime: {},
      },
    }),
  };
}
