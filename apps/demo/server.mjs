#!/usr/bin/env node
// The demo shop in one Node process: static files, the Store API under /store-api (the embedded demo
// backend, or a proxy to a real Shopware shop) and the server-rendered React Router app, on one origin.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler } from "react-router";
import { createShopApp } from "./server/app.mjs";
import { originOf, parseOrigins } from "./server/security.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
process.chdir(here);

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "0.0.0.0";
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, "");
const dev = process.argv.includes("--dev");
const production = process.env.NODE_ENV === "production";

const remoteUrl = process.env.STORE_API_URL?.replace(/\/$/, "");
const remoteKey = process.env.STORE_API_ACCESS_KEY;
const useRemote = Boolean(remoteUrl && remoteKey);

/** @type {{ app: { fetch: (request: Request) => Response | Promise<Response> }, close: () => Promise<void> } | undefined} */
let embedded;
let accessKey;
let storeApiBase;
/** @type {(request: Request, meta?: { clientAddress?: string }) => Promise<Response>} */
let sendToStoreApi;

if (useRemote) {
  accessKey = remoteKey;
  storeApiBase = remoteUrl;
  // Shopware keys its throttles on the client address: this server is its proxy and says who the shopper is
  // (Shopware believes it when the shop server is among its trusted proxies).
  sendToStoreApi = (request, meta) => {
    if (!meta?.clientAddress) return fetch(request);
    const headers = new Headers(request.headers);
    headers.set("x-forwarded-for", meta.clientAddress);
    return fetch(new Request(request, { headers }));
  };
  console.log(`vitrine demo: Store API proxied to ${remoteUrl}`);
} else {
  const { createDemoApi } = await import("demo-api");
  accessKey = process.env.DEMO_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01";
  embedded = await createDemoApi({
    accessKey,
    publicUrl: PUBLIC_URL,
    ...(process.env.DEMO_API_IN_MEMORY === "1" ? { inMemory: true } : {}),
    ...(process.env.DEMO_API_DATA_DIR ? { dataDir: process.env.DEMO_API_DATA_DIR } : {}),
  });
  storeApiBase = `${PUBLIC_URL}/store-api`;
  // In-process: a loader's call never leaves the process, no socket, no second port. The shopper's address (this
  // server's TCP peer, or what a trusted proxy forwarded) goes beside the request, for the backend's throttles.
  sendToStoreApi = async (request, meta) =>
    embedded.app.fetch(request, { clientAddress: meta?.clientAddress });
}

const build = dev ? undefined : await import("./build/server/index.js");
let viteServer;
if (dev) {
  const vite = await import("vite");
  viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
}
const handleDocument = createRequestHandler(
  dev ? () => viteServer.ssrLoadModule("virtual:react-router/server-build") : build,
  production ? "production" : "development",
);

const app = createShopApp({
  publicUrl: PUBLIC_URL,
  storeApi: { send: sendToStoreApi, baseUrl: storeApiBase, accessKey },
  handleDocument,
  // Other origins whose frontends may call /store-api (Shopware's CORS), none by default.
  corsOrigins: parseOrigins(process.env.STORE_API_CORS_ORIGINS),
  // What the pages may load beyond the shop itself: payment providers, analytics, a real shop's media host.
  cspSources: {
    payment: parseOrigins(process.env.CSP_PAYMENT_ORIGINS),
    analytics: parseOrigins(process.env.CSP_ANALYTICS_ORIGINS),
    media: [...parseOrigins(process.env.CSP_MEDIA_ORIGINS), ...(useRemote ? [originOf(remoteUrl)] : [])],
  },
  ...(dev ? { nonce: false } : { staticRoot: "./build/client" }),
  // The demo's own tests load this stand-in of Google's reCAPTCHA script from the shop's origin.
  recaptchaStandIn: process.env.DEMO_RECAPTCHA_STAND_IN === "1",
  // Proxies in front of the shop whose X-Forwarded-For names the shopper (addresses or CIDR ranges), none by default.
  trustedProxies: process.env.TRUSTED_PROXIES,
});

let server;
if (dev) {
  const { createServer } = await import("node:http");
  const { getRequestListener } = await import("@hono/node-server");
  const listener = getRequestListener(app.fetch);
  server = createServer((req, res) => viteServer.middlewares(req, res, () => listener(req, res)));
  server.listen(PORT, HOST);
} else {
  server = serve({ fetch: app.fetch, port: PORT, hostname: HOST });
}
server.on("listening", () => console.log(`vitrine demo: listening on ${PUBLIC_URL}`));

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\nvitrine demo: ${signal}, shutting down`);
  const timer = setTimeout(() => process.exit(0), 5000);
  timer.unref();
  server.closeAllConnections?.();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  await viteServer?.close();
  await embedded?.close();
  process.exit(0);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
