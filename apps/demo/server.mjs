#!/usr/bin/env node
// The demo shop in one Node process: static files, the Store API under /store-api (the embedded demo
// backend, or a proxy to a real Shopware shop) and the server-rendered React Router app, on one origin.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import { createRequestHandler } from "react-router";

const here = path.dirname(fileURLToPath(import.meta.url));
process.chdir(here);

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "0.0.0.0";
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, "");
const CONTEXT_COOKIE = "sw-context-token";
const CONTEXT_HEADER = "sw-context-token";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const dev = process.argv.includes("--dev");
const production = process.env.NODE_ENV === "production";

const remoteUrl = process.env.STORE_API_URL?.replace(/\/$/, "");
const remoteKey = process.env.STORE_API_ACCESS_KEY;
const useRemote = Boolean(remoteUrl && remoteKey);

/** @type {{ app: { fetch: (request: Request) => Response | Promise<Response> }, close: () => Promise<void> } | undefined} */
let embedded;
let accessKey;
let storeApiBase;
/** @type {(request: Request) => Promise<Response>} */
let sendToStoreApi;

if (useRemote) {
  accessKey = remoteKey;
  storeApiBase = remoteUrl;
  sendToStoreApi = (request) => fetch(request);
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
  // In-process: a loader's call never leaves the process, no socket, no second port.
  sendToStoreApi = async (request) => embedded.app.fetch(request);
}

/** fetch() for the server-side core client: the same target the /store-api proxy uses. */
const storeApiFetch = (input, init) => {
  const request = input instanceof Request && !init ? input : new Request(input, init);
  return sendToStoreApi(request);
};

function contextCookie(token) {
  return [
    `${CONTEXT_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    `Max-Age=${COOKIE_MAX_AGE}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(PUBLIC_URL.startsWith("https:") ? ["Secure"] : []),
  ].join("; ");
}

/** Copies a response so that its headers can be changed (fetch responses have immutable headers). */
function mutable(response) {
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: new Headers(response.headers),
  });
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

const app = new Hono();

// The browser's Store API calls: same origin, the context token comes from the HttpOnly cookie.
app.all("/store-api/*", async (c) => {
  const incoming = c.req.raw;
  const url = new URL(incoming.url);
  const target = useRemote
    ? `${remoteUrl}${url.pathname.slice("/store-api".length)}${url.search}`
    : `${storeApiBase}${url.pathname.slice("/store-api".length)}${url.search}`;
  const headers = new Headers(incoming.headers);
  headers.delete("cookie");
  headers.delete("host");
  const token = getCookie(c, CONTEXT_COOKIE);
  if (token) headers.set(CONTEXT_HEADER, token);
  else headers.delete(CONTEXT_HEADER);
  if (!headers.has("sw-access-key")) headers.set("sw-access-key", accessKey);
  const hasBody = !["GET", "HEAD"].includes(incoming.method);
  let upstream;
  try {
    upstream = await sendToStoreApi(
      new Request(target, {
        method: incoming.method,
        headers,
        body: hasBody ? await incoming.arrayBuffer() : undefined,
        redirect: "manual",
      }),
    );
  } catch (error) {
    console.error("vitrine demo: Store API unreachable:", error instanceof Error ? error.message : error);
    return c.json(
      {
        errors: [
          {
            status: "502",
            code: "VITRINE__STORE_API_UNREACHABLE",
            title: "Bad Gateway",
            detail: "The shop backend is not reachable.",
          },
        ],
      },
      502,
    );
  }
  const response = mutable(upstream);
  // fetch() already decoded the body.
  response.headers.delete("content-encoding");
  response.headers.delete("content-length");
  const rotated = response.headers.get(CONTEXT_HEADER);
  const isPublic = /\bpublic\b/i.test(response.headers.get("cache-control") ?? "");
  if (rotated && !isPublic && rotated !== token)
    response.headers.append("set-cookie", contextCookie(rotated));
  // The browser never needs the token itself: it stays in the HttpOnly cookie, out of reach of scripts.
  response.headers.delete(CONTEXT_HEADER);
  return response;
});

if (!dev) {
  app.use("*", compress());
  // Hashed build assets never change; everything else in build/client (favicon, robots.txt) may.
  app.use(
    "*",
    serveStatic({
      root: "./build/client",
      precompressed: true,
      onFound: (filePath, c) => {
        c.header(
          "Cache-Control",
          filePath.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    }),
  );
}

// Everything else: the React Router app, with a core client per request (see app/lib/store-api.server.ts).
app.all("*", async (c) => {
  const cookieToken = getCookie(c, CONTEXT_COOKIE);
  const session = { token: cookieToken, changed: false };
  const loadContext = {
    storeApi: {
      baseUrl: storeApiBase,
      accessKey,
      fetch: storeApiFetch,
      contextToken: cookieToken,
      setContextToken(token) {
        if (token && token !== session.token) {
          session.token = token;
          session.changed = true;
        }
      },
    },
  };
  const response = mutable(await handleDocument(c.req.raw, loadContext));
  // Pages carry the shopper's cart and login state: never cache them in shared caches.
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-cache");
  if (session.changed && session.token) response.headers.append("set-cookie", contextCookie(session.token));
  return response;
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
