// The demo API as the benchmarks serve it: from source, in memory, seeded, no fault injection, on a free
// 127.0.0.1 port; answers the server, the api and the listing the scenarios filter.
import { serve } from "@hono/node-server";
import { register } from "tsx/esm/api";
import { listingTarget } from "./run.mjs";

export async function startBenchServer() {
  register();
  const { createDemoApi, NAVIGATION_IDS } = await import("../src/index.ts");
  const api = await createDemoApi({ inMemory: true, faults: null });
  const server = await new Promise((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { categoryId, manufacturerIds } = await listingTarget((sql, params) => api.db.query(sql, params));
  return {
    api,
    server,
    target: { port: server.address().port, categoryId: categoryId ?? NAVIGATION_IDS.main, manufacturerIds },
  };
}
