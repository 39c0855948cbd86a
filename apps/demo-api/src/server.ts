import { serve } from "@hono/node-server";
import { createDemoApi, DEFAULT_ACCESS_KEY } from "./index.js";

const started = Date.now();
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;

// DEMO_API_IN_MEMORY=1 keeps the database in memory, fresh from the seed (the example apps' tests use it).
const api = await createDemoApi({
  ...(process.env.DEMO_API_IN_MEMORY === "1" ? { inMemory: true } : {}),
  ...(process.env.DEMO_API_DATA_DIR ? { dataDir: process.env.DEMO_API_DATA_DIR } : {}),
  publicUrl,
  accessKey: process.env.STORE_API_ACCESS_KEY ?? DEFAULT_ACCESS_KEY,
});

// DEMO_API_LOG_REQUESTS=1 prints a line when a request starts (tests use it to know a request is in flight).
const logRequests = process.env.DEMO_API_LOG_REQUESTS === "1";
const fetchHandler: typeof api.app.fetch = (request, ...rest) => {
  if (logRequests) console.log(`demo-api: -> ${request.method} ${new URL(request.url).pathname}`);
  return api.app.fetch(request, ...rest);
};

const server = serve({ fetch: fetchHandler, port, hostname: host }, (info) => {
  console.log(
    `demo-api: Store API on http://${info.address}:${info.port}/store-api (ready in ${Date.now() - started} ms)`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`demo-api: ${signal}, shutting down after the requests in flight`);
  // No new connections; requests in flight are answered first (idle keep-alive connections close at once).
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const http = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
  http.closeIdleConnections?.();
  const forced = setTimeout(() => http.closeAllConnections?.(), 10_000);
  await closed;
  clearTimeout(forced);
  await api.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
