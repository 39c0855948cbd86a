// The demo API for bench/load.mjs, in a worker thread of the same process: the server gets its own event loop, so
// the load generator in the main thread does not sit in the measured latency.
import { parentPort } from "node:worker_threads";
import { serve } from "@hono/node-server";
import { register } from "tsx/esm/api";

register();
const { createDemoApi, NAVIGATION_IDS } = await import("../src/index.ts");

const api = await createDemoApi({ inMemory: true, faults: null });
const server = await new Promise((resolve) => {
  const started = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
});

// A second-level category of the main navigation and the two manufacturers with most products in it.
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

parentPort.postMessage({
  port: server.address().port,
  categoryId,
  manufacturerIds: manufacturers.map((row) => row.id),
});
parentPort.on("message", async (message) => {
  if (message === "close") {
    server.close();
    await api.close();
    parentPort.postMessage("closed");
  }
});
