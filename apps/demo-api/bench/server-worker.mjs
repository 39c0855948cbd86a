// The demo API for bench/load.mjs, in a worker thread of the same process: the server gets its own event loop, so
// the load generator in the main thread does not sit in the measured latency.
import { parentPort } from "node:worker_threads";
import { serve } from "@hono/node-server";
import { register } from "tsx/esm/api";
import { listingTarget } from "./run.mjs";

register();
const { createDemoApi, NAVIGATION_IDS } = await import("../src/index.ts");

const api = await createDemoApi({ inMemory: true, faults: null });
const server = await new Promise((resolve) => {
  const started = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
});

const { categoryId, manufacturerIds } = await listingTarget((sql, params) => api.db.query(sql, params));

parentPort.postMessage({
  port: server.address().port,
  categoryId: categoryId ?? NAVIGATION_IDS.main,
  manufacturerIds,
});
parentPort.on("message", async (message) => {
  if (message === "close") {
    server.close();
    await api.close();
    parentPort.postMessage("closed");
  }
});
