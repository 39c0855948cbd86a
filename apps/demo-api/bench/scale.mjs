// Scaling benchmark (issue 46 item 4; not a timed test): the demo backend from the build (dist/server.js) as 1, 2
// and 4 processes on one PostgreSQL server (node:cluster spreads the connections round-robin), against
//   1. cart add (POST /checkout/cart/line-item), every connection with its own context token, and
//   2. a product listing with filters (POST /product-listing/{category} with manufacturers, price range, order).
// Prints requests per second and p95 per process count, with the host's load average. The server is a private
// one (config/postgres.mjs, the distribution's PostgreSQL). `pnpm --filter demo-api bench:scale` after a build.
// Options: BENCH_DURATION (seconds per scenario, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_PROCESSES (default "1,2,4").
import cluster from "node:cluster";
import { once } from "node:events";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startPostgres } from "../../../config/postgres.mjs";
import { cartAddScenario, connections, duration, listingScenario, listingTarget, run } from "./run.mjs";

const processCounts = (process.env.BENCH_PROCESSES ?? "1,2,4").split(",").map(Number);
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/server.js");

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Forks `count` backend processes sharing one port; resolves when each listens. */
async function startProcesses(count, env) {
  cluster.setupPrimary({ exec: serverEntry, silent: true });
  const workers = Array.from({ length: count }, () => cluster.fork(env));
  await Promise.all(workers.map((worker) => once(worker, "listening")));
  return workers;
}

async function stopProcesses(workers) {
  for (const worker of workers) worker.process.kill("SIGTERM");
  await Promise.all(workers.map((worker) => (worker.isDead() ? undefined : once(worker, "exit"))));
}

const hostLoad = os.loadavg().map((value) => value.toFixed(2));
const server = await startPostgres();
const rows = [];
try {
  // Migrate and seed once, so that every round starts on the same data.
  const port = await freePort();
  const env = { DATABASE_URL: server.url, PORT: String(port), HOST: "127.0.0.1", DEMO_API_FAULTS: "off" };
  await stopProcesses(await startProcesses(1, env));
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const target = await listingTarget((sql, params) => client.query(sql, params));
  await client.end();
  const base = `http://127.0.0.1:${port}/store-api`;

  for (const count of processCounts) {
    const workers = await startProcesses(count, env);
    try {
      const cartAdd = await run("cart add", await cartAddScenario(base));
      const listing = await run("product listing (filters)", listingScenario(base, target));
      rows.push({ count, cartAdd, listing });
    } finally {
      await stopProcesses(workers);
    }
  }
} finally {
  await server.stop();
}

console.log(
  `\n${connections} connections, ${duration} s per scenario, loopback, PostgreSQL ${server.url.replace(/\/\/[^@]+@/, "//")}; ` +
    `host load average before the run ${hostLoad.join(" / ")} (1 / 5 / 15 min), ${os.cpus().length} cores\n`,
);
console.log("processes   cart add req/s   p95 ms   failed   listing req/s   p95 ms   failed");
for (const { count, cartAdd, listing } of rows)
  console.log(
    `${String(count).padStart(9)} ${String(cartAdd.requestsPerSecond).padStart(16)} ${String(cartAdd.p95).padStart(8)} ${String(cartAdd.failed).padStart(8)} ${String(listing.requestsPerSecond).padStart(15)} ${String(listing.p95).padStart(8)} ${String(listing.failed).padStart(8)}`,
  );
