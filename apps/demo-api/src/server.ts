import { serve } from "@hono/node-server";
import { createDemoApi, DEFAULT_ACCESS_KEY } from "./index.js";

const started = Date.now();
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;

const api = await createDemoApi({
  ...(process.env.DEMO_API_DATA_DIR ? { dataDir: process.env.DEMO_API_DATA_DIR } : {}),
  publicUrl,
  accessKey: process.env.STORE_API_ACCESS_KEY ?? DEFAULT_ACCESS_KEY,
});

const server = serve({ fetch: api.app.fetch, port, hostname: host }, (info) => {
  console.log(
    `demo-api: Store API on http://${info.address}:${info.port}/store-api (ready in ${Date.now() - started} ms)`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`demo-api: ${signal}, shutting down`);
  server.close();
  await api.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
