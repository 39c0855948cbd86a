// The shop server (server/app.mjs) started on a free port with the embedded demo backend in memory; the page
// handler is a stand-in that records what React Router would get (the pages themselves: e2e/security.spec.ts).
import http from "node:http";
import zlib from "node:zlib";
import { serve } from "@hono/node-server";
import { createDemoApi, DEFAULT_PUBLIC_URL } from "demo-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopApp } from "./app.mjs";

const KEY = "SWSCVITRINEDEMOACCESSKEY01";
const ALLOWED = "https://frontend.example";

/** Starts a shop server; its page handler answers with what it was given. */
async function startShop({ publicUrl, corsOrigins = [], cspSources = {}, ...more } = {}) {
  const api = await createDemoApi({ accessKey: KEY, inMemory: true, faults: null });
  const pages = [];
  let base = "";
  let sent = 0;
  const app = createShopApp({
    publicUrl: publicUrl ?? "http://placeholder.invalid",
    storeApi: {
      // As server.mjs: the shopper's address goes beside the request, as the backend's env.
      send: async (request, meta) => {
        sent += 1;
        return api.app.fetch(request, { clientAddress: meta?.clientAddress });
      },
      baseUrl: "http://shop.internal/store-api",
      accessKey: KEY,
    },
    handleDocument: async (request, loadContext) => {
      const body = ["GET", "HEAD"].includes(request.method) ? "" : await request.text();
      pages.push({ method: request.method, url: request.url, body, loadContext });
      return new Response(`<!doctype html><p>page</p>`, { headers: { "content-type": "text/html" } });
    },
    corsOrigins,
    cspSources,
    ...more,
  });
  const server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    get base() {
      return base;
    },
    pages,
    sentToBackend: () => sent,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await api.close();
    },
  };
}

let shop;
beforeAll(async () => {
  shop = await startShop({ corsOrigins: [ALLOWED] });
}, 60_000);
afterAll(() => shop?.close());

/** The headers of the shop's own pages calling /store-api (same origin, as a browser sends them). */
function browser(extra = {}) {
  return { "sw-access-key": KEY, "sec-fetch-site": "same-origin", origin: shop.base, ...extra };
}

/** The shop's session cookie set by an answer (`vitrine-session`, `__Host-vitrine-session` behind HTTPS). */
function cookieOf(response) {
  return response.headers.getSetCookie().find((cookie) => /^(__Host-)?vitrine-session=/.test(cookie));
}

function tokenIn(cookie) {
  return decodeURIComponent(cookie.split(";")[0].replace(/^[^=]*=/, ""));
}

async function firstProductId() {
  const answer = await fetch(`${shop.base}/store-api/product`, {
    method: "POST",
    headers: { "sw-access-key": KEY, "content-type": "application/json" },
    body: JSON.stringify({ limit: 1 }),
  });
  return (await answer.json()).elements[0].id;
}

/** Adds the seed's first product to the cart through the proxy, with the access key and these headers. */
async function postLineItem(headers) {
  return fetch(`${shop.base}/store-api/checkout/cart/line-item`, {
    method: "POST",
    headers: { "sw-access-key": KEY, ...headers },
    body: lineItem(await firstProductId()),
  });
}

function lineItem(productId) {
  return JSON.stringify({
    items: [{ id: productId, referencedId: productId, type: "product", quantity: 1 }],
  });
}

describe("Store API proxy: API clients and the cookie session (issue 15.1)", () => {
  it("a request that carries its own sw-context-token is an API client: its token is used and the rotated token comes back in the response header, no cookie", async () => {
    const start = await fetch(`${shop.base}/store-api/context`, { headers: { "sw-access-key": KEY } });
    const token = start.headers.get("sw-context-token");
    expect(token).toMatch(/\w/);
    expect(cookieOf(start)).toBeUndefined();

    const productId = await firstProductId();
    const added = await fetch(`${shop.base}/store-api/checkout/cart/line-item`, {
      method: "POST",
      headers: { "sw-access-key": KEY, "sw-context-token": token, "content-type": "application/json" },
      body: lineItem(productId),
    });
    expect(added.status).toBe(200);
    expect(added.headers.get("sw-context-token")).toBe(token);
    expect(cookieOf(added)).toBeUndefined();

    const cart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: { "sw-access-key": KEY, "sw-context-token": token },
    });
    const body = await cart.json();
    expect(body.lineItems.map((item) => item.referencedId)).toEqual([productId]);
    // Item 16.8: API clients keep the token in the body, as Shopware sends it.
    expect(body.token).toBe(token);
  });

  it("an API client's login sticks: the rotated token from the header opens the customer's context", async () => {
    const login = await fetch(`${shop.base}/store-api/account/login`, {
      method: "POST",
      headers: {
        "sw-access-key": KEY,
        "sw-context-token": "api-client-start",
        "content-type": "application/json",
      },
      body: JSON.stringify({ username: "demo@vitrine.shop", password: "vitrine-demo" }),
    });
    expect(login.status).toBe(200);
    const rotated = login.headers.get("sw-context-token");
    expect(rotated).toMatch(/\w/);
    const context = await fetch(`${shop.base}/store-api/context`, {
      headers: { "sw-access-key": KEY, "sw-context-token": rotated },
    });
    expect((await context.json()).customer?.email).toBe("demo@vitrine.shop");
  });

  it("a browser request without the header keeps the HttpOnly cookie session, the token never exposed to scripts", async () => {
    const start = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const cookie = cookieOf(start);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(start.headers.get("sw-context-token")).toBeNull();
    const token = tokenIn(cookie);
    expect(await start.text()).not.toContain(token);

    const productId = await firstProductId();
    const added = await fetch(`${shop.base}/store-api/checkout/cart/line-item`, {
      method: "POST",
      headers: browser({ cookie: `vitrine-session=${token}`, "content-type": "application/json" }),
      body: lineItem(productId),
    });
    expect(added.status).toBe(200);
    expect(added.headers.get("sw-context-token")).toBeNull();
    const cart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: browser({ cookie: `vitrine-session=${token}` }),
    });
    expect((await cart.json()).lineItems.map((item) => item.referencedId)).toEqual([productId]);
  });

  it("a request without sw-access-key is answered 401 with the Store API error body: the proxy never fills in the key", async () => {
    for (const headers of [{}, { "sec-fetch-site": "same-origin" }]) {
      const answer = await fetch(`${shop.base}/store-api/context`, { headers });
      expect(answer.status).toBe(401);
      expect((await answer.json()).errors[0]).toMatchObject({
        status: "401",
        code: "FRAMEWORK__API_INVALID_ACCESS_KEY",
      });
    }
  });

  it("a request with an unknown access key is answered 401", async () => {
    const answer = await fetch(`${shop.base}/store-api/context`, {
      headers: { "sw-access-key": "SWSCWRONG" },
    });
    expect(answer.status).toBe(401);
    expect((await answer.json()).errors[0].code).toBe("FRAMEWORK__API_INVALID_ACCESS_KEY");
  });
});

/** A CORS preflight of an add-to-cart call from `origin`. */
const preflight = (origin, base = shop.base) =>
  fetch(`${base}/store-api/checkout/cart/line-item`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, sw-access-key, sw-context-token",
    },
  });

/** A Shopware frontend's origin on the same host; its own proxy forwards /store-api to the shop. */
const FRONTEND = "http://frontend.example:3001";

/** The headers a browser sends through a frontend's same-origin proxy (Nuxt/Vite `/store-api` rule). */
function throughFrontendProxy(extra = {}) {
  return {
    "sw-access-key": KEY,
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "cors",
    origin: FRONTEND,
    ...extra,
  };
}

/** A fresh API session (its token from the header) with the seed's first product in its cart. */
async function apiCartWithProduct() {
  const start = await fetch(`${shop.base}/store-api/context`, { headers: { "sw-access-key": KEY } });
  const token = start.headers.get("sw-context-token");
  const added = await postLineItem({ "sw-context-token": token, "content-type": "application/json" });
  expect(added.status).toBe(200);
  return token;
}

/** The line items' quantities of a cart answer. */
async function quantities(response) {
  return (await response.json()).lineItems.map((item) => item.quantity);
}

describe("proxy sessions as Shopware's wire has them (issue 40, item 1)", () => {
  it("a request that carries sw-context-token is an API client: served with that token, never with a cookie, never refused for its Origin or Sec-Fetch-* headers", async () => {
    const session = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const shopCookie = `vitrine-session=${tokenIn(cookieOf(session))}`;
    const token = await apiCartWithProduct();
    for (const headers of [
      throughFrontendProxy({ cookie: shopCookie }),
      { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
      { "sec-fetch-site": "same-origin", cookie: shopCookie },
      { origin: "https://evil.example", "content-type": "text/plain" },
    ]) {
      const added = await postLineItem({
        "content-type": "application/json",
        ...headers,
        "sw-context-token": token,
      });
      expect(added.status, JSON.stringify(headers)).toBe(200);
      expect(added.headers.get("sw-context-token")).toBe(token);
      expect(cookieOf(added)).toBeUndefined();
    }
    const apiCart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: { "sw-access-key": KEY, "sw-context-token": token, cookie: shopCookie },
    });
    expect(await quantities(apiCart)).toEqual([5]);
    // The cookie's own session was never touched.
    const cookieCart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: browser({ cookie: shopCookie }),
    });
    expect(await quantities(cookieCart)).toEqual([]);
  });

  it("the shop's own cookie session gets a name of its own that no Shopware frontend sets, with the __Host- prefix behind HTTPS", async () => {
    const plain = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const cookie = plain.headers.getSetCookie();
    expect(cookie).toHaveLength(1);
    expect(cookie[0]).toMatch(/^vitrine-session=\w+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);

    const secure = await fetch(`${shop.base}/store-api/context`, {
      headers: browser({ "x-forwarded-proto": "https", origin: shop.base.replace("http:", "https:") }),
    });
    const hostCookie = secure.headers.getSetCookie();
    expect(hostCookie).toHaveLength(1);
    // __Host-: Secure, Path=/ and no Domain, or the browser refuses it.
    expect(hostCookie[0]).toMatch(
      /^__Host-vitrine-session=\w+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly; Secure$/,
    );
    // Behind HTTPS only the __Host- cookie counts: the plain one is not read.
    const token = tokenIn(hostCookie[0]);
    const again = await fetch(`${shop.base}/store-api/context`, {
      headers: browser({
        "x-forwarded-proto": "https",
        origin: shop.base.replace("http:", "https:"),
        cookie: `vitrine-session=${token}`,
      }),
    });
    expect(tokenIn(cookieOf(again))).not.toBe(token);
  });

  it("the proxy never reads a cookie it did not set: a cookie named sw-context-token set by a frontend on the same host is ignored", async () => {
    const frontendToken = await apiCartWithProduct();
    const cart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: browser({ cookie: `sw-context-token=${frontendToken}` }),
    });
    expect(await quantities(cart)).toEqual([]);
    // The shop's page started a cookie session of its own instead.
    expect(tokenIn(cookieOf(cart))).not.toBe(frontendToken);
    // Nor do the shop's pages take it for their session.
    await fetch(`${shop.base}/`, { headers: { cookie: `sw-context-token=${frontendToken}` } });
    expect(shop.pages.at(-1).loadContext.storeApi.contextToken).toBeUndefined();
    await fetch(`${shop.base}/`, { headers: { cookie: `vitrine-session=${frontendToken}` } });
    expect(shop.pages.at(-1).loadContext.storeApi.contextToken).toBe(frontendToken);
  });

  it("a first call with neither the header nor the shop's cookie whose Origin is not the shop's own (a frontend's own proxy: Sec-Fetch-Site same-origin) starts an API session, answered with its token in the header, never a 403", async () => {
    const patched = await fetch(`${shop.base}/store-api/context`, {
      method: "PATCH",
      headers: throughFrontendProxy({
        "content-type": "application/json",
        // The frontend's own cookie on its host rides along through its proxy.
        cookie: "sw-context-token=frontend-own-token",
      }),
      body: JSON.stringify({}),
    });
    expect(patched.status).toBe(200);
    const token = patched.headers.get("sw-context-token");
    expect(token).toMatch(/^\w+$/);
    expect(cookieOf(patched)).toBeUndefined();

    // A GET has no Origin: the Referer names the frontend's page.
    const { origin: _origin, ...get } = throughFrontendProxy({ referer: `${FRONTEND}/checkout/cart` });
    const read = await fetch(`${shop.base}/store-api/checkout/cart`, { headers: get });
    expect(read.status).toBe(200);
    expect(read.headers.get("sw-context-token")).toMatch(/^\w+$/);
    expect(cookieOf(read)).toBeUndefined();

    // From then on the frontend sends the token, and the session sticks.
    const added = await postLineItem(
      throughFrontendProxy({ "sw-context-token": token, "content-type": "application/json" }),
    );
    expect(added.status).toBe(200);
    const cart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: throughFrontendProxy({ "sw-context-token": token }),
    });
    expect(await quantities(cart)).toEqual([1]);
  });

  it("a call through a frontend's own proxy on the shop's host is an API client even when the browser also sends the shop's cookie: the cookie is not used, never a 403", async () => {
    const session = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const shopCookie = `vitrine-session=${tokenIn(cookieOf(session))}`;
    const patched = await fetch(`${shop.base}/store-api/context`, {
      method: "PATCH",
      headers: throughFrontendProxy({ "content-type": "application/json", cookie: shopCookie }),
      body: JSON.stringify({}),
    });
    expect(patched.status).toBe(200);
    const token = patched.headers.get("sw-context-token");
    expect(token).toMatch(/^\w+$/);
    expect(token).not.toBe(tokenIn(shopCookie));
    expect(cookieOf(patched)).toBeUndefined();
    // A forged cross-site request with the shop's cookie is still refused (the CSRF rule of the cookie session).
    const forged = await postLineItem({
      cookie: shopCookie,
      origin: FRONTEND,
      "content-type": "application/json",
    });
    expect(forged.status).toBe(403);
  });

  it("CORS for API clients from any origin by default: preflights answered, Access-Control-Allow-Origin echoing the origin for requests without cookies, sw-context-token and sw-access-key allowed and exposed", async () => {
    const plain = await startShop();
    try {
      const origin = "https://frontend.test";
      const answer = await preflight(origin, plain.base);
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("access-control-allow-methods")).toMatch(/PATCH/);
      expect(answer.headers.get("access-control-allow-headers")).toMatch(/sw-access-key/);
      expect(answer.headers.get("access-control-allow-headers")).toMatch(/sw-context-token/);
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();

      const cross = {
        origin,
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "cors",
        "sw-access-key": KEY,
      };
      const start = await fetch(`${plain.base}/store-api/context`, { headers: cross });
      expect(start.headers.get("access-control-allow-origin")).toBe(origin);
      expect(start.headers.get("vary")).toMatch(/Origin/);
      const exposed = start.headers.get("access-control-expose-headers") ?? "";
      expect(exposed).toContain("sw-context-token");
      expect(exposed).toContain("sw-access-key");
      const token = start.headers.get("sw-context-token");
      expect(token).toMatch(/^\w+$/);
      const added = await fetch(`${plain.base}/store-api/checkout/cart/line-item`, {
        method: "POST",
        headers: { ...cross, "sw-context-token": token, "content-type": "application/json" },
        body: lineItem(await firstProductId()),
      });
      expect(added.status).toBe(200);
      expect(added.headers.get("access-control-allow-origin")).toBe(origin);
    } finally {
      await plain.close();
    }
  }, 60_000);
});

describe("Store API proxy: CORS as Shopware does it (issue 15.2)", () => {
  it("answers preflights of allowed origins with 204, the allowed methods and headers", async () => {
    const answer = await preflight(ALLOWED);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(answer.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(answer.headers.get("access-control-allow-methods")).toMatch(/PATCH/);
    const allowed = answer.headers.get("access-control-allow-headers") ?? "";
    for (const name of ["sw-access-key", "sw-context-token", "sw-language-id", "content-type"])
      expect(allowed).toContain(name);
  });

  it("exposes sw-context-token to allowed origins", async () => {
    const answer = await fetch(`${shop.base}/store-api/context`, {
      headers: { origin: ALLOWED, "sec-fetch-site": "cross-site", "sw-access-key": KEY },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(answer.headers.get("access-control-expose-headers")).toContain("sw-context-token");
    expect(answer.headers.get("sw-context-token")).toMatch(/\w/);
  });

  it("gives an answer on the shop's cookie session no CORS headers for other origins (issue 40: the cookie session stays same-origin only)", async () => {
    const start = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const token = tokenIn(cookieOf(start));
    const read = await fetch(`${shop.base}/store-api/context`, {
      headers: { origin: "https://evil.example", "sw-access-key": KEY, cookie: `vitrine-session=${token}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    expect(read.headers.get("access-control-expose-headers")).toBeNull();
    expect(read.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("STORE_API_CORS_ORIGINS still widens the cookie session: an allowed origin may read it with credentials", async () => {
    const start = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const token = tokenIn(cookieOf(start));
    const read = await fetch(`${shop.base}/store-api/context`, {
      headers: { origin: ALLOWED, "sw-access-key": KEY, cookie: `vitrine-session=${token}` },
    });
    expect(read.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(read.headers.get("access-control-allow-credentials")).toBe("true");
    expect((await preflight(ALLOWED)).headers.get("access-control-allow-credentials")).toBe("true");
    expect(
      (await preflight("https://frontend.test")).headers.get("access-control-allow-credentials"),
    ).toBeNull();
  });
});

/** Sends a chunked body (no Content-Length) until the server answers; returns the status and the bytes sent. */
function sendChunkedUntilAnswered(
  url,
  headers,
  { chunkBytes = 64 * 1024, maxBytes = 64 * 1024 * 1024 } = {},
) {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(url, { method: "POST", headers }, (response) => {
      answered = true;
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode, written, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    const pump = () => {
      while (!answered && written < maxBytes) {
        written += chunk.length;
        if (!request.write(chunk)) return request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe("body size limits in the proxy, enforced while streaming (issue 16.3)", () => {
  it("refuses a body whose Content-Length is over the limit with 413 and the Store API error body", async () => {
    const answer = await fetch(`${shop.base}/store-api/product`, {
      method: "POST",
      headers: { "sw-access-key": KEY, "content-type": "application/json" },
      body: `{"limit":1,"pad":"${" ".repeat(1_100_000)}"}`,
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).errors[0]).toMatchObject({
      status: "413",
      code: "FRAMEWORK__REQUEST_TOO_LARGE",
    });
  });

  it("cuts a chunked body off with 413 once the bytes actually read pass the limit, without reading the rest", async () => {
    const before = shop.sentToBackend();
    const result = await sendChunkedUntilAnswered(`${shop.base}/store-api/product`, {
      "sw-access-key": KEY,
      "content-type": "application/json",
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).errors[0].code).toBe("FRAMEWORK__REQUEST_TOO_LARGE");
    // Answered long before the 64 MB the client was ready to send; nothing reached the backend.
    expect(result.written).toBeLessThan(16 * 1024 * 1024);
    expect(shop.sentToBackend()).toBe(before);
  });

  it("cuts a chunked page form post off with 413 too", async () => {
    const result = await sendChunkedUntilAnswered(`${shop.base}/account/login`, {
      origin: shop.base,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(result.status).toBe(413);
    expect(result.written).toBeLessThan(16 * 1024 * 1024);
  });
});

describe("the session token never reaches page scripts (issue 16.8)", () => {
  it("strips the token field (contextToken) from /context and /checkout/cart bodies on the cookie path", async () => {
    const start = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const token = tokenIn(cookieOf(start));
    const context = await start.json();
    expect(context.token).toBeUndefined();
    expect(context.salesChannel).toBeTruthy();
    const cart = await fetch(`${shop.base}/store-api/checkout/cart`, {
      headers: browser({ cookie: `vitrine-session=${token}` }),
    });
    const text = await cart.text();
    expect(text).not.toContain(token);
    expect(JSON.parse(text).token).toBeUndefined();
    expect(JSON.parse(text).lineItems).toEqual([]);
  });

  it("strips the rotated contextToken of a login on the cookie path", async () => {
    const start = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    const token = tokenIn(cookieOf(start));
    const login = await fetch(`${shop.base}/store-api/account/login`, {
      method: "POST",
      headers: browser({ cookie: `vitrine-session=${token}`, "content-type": "application/json" }),
      body: JSON.stringify({ username: "demo@vitrine.shop", password: "vitrine-demo" }),
    });
    expect(login.status).toBe(200);
    const rotated = tokenIn(cookieOf(login));
    expect(rotated).not.toBe(token);
    expect(login.headers.get("sw-context-token")).toBeNull();
    expect(await login.text()).not.toContain(rotated);
  });
});

describe("CSRF (issue 16.9)", () => {
  it("the proxy refuses an unsafe request on the cookie session from another origin (403)", async () => {
    const answer = await postLineItem({
      cookie: "vitrine-session=victim-token",
      origin: "https://evil.example",
      "content-type": "application/json",
    });
    expect(answer.status).toBe(403);
    expect((await answer.json()).errors[0].code).toBe("VITRINE__ORIGIN_NOT_ALLOWED");
  });

  it("the proxy refuses an unsafe request on the cookie session without an Origin (403)", async () => {
    const answer = await postLineItem({
      cookie: "vitrine-session=victim-token",
      "content-type": "application/json",
    });
    expect(answer.status).toBe(403);
  });

  it("the proxy requires a JSON content type on the cookie session (text/plain JSON is refused with 415)", async () => {
    const answer = await postLineItem(
      browser({ cookie: "vitrine-session=victim-token", "content-type": "text/plain" }),
    );
    expect(answer.status).toBe(415);
    expect((await answer.json()).errors[0].code).toBe("VITRINE__UNSUPPORTED_MEDIA_TYPE");
  });

  it("the proxy accepts a CORS-allowed origin on the cookie session", async () => {
    const answer = await postLineItem({
      cookie: "vitrine-session=allowed-token",
      origin: ALLOWED,
      "content-type": "application/json",
    });
    expect(answer.status).toBe(200);
  });

  it("logout by POST from another origin is refused and never reaches the logout route", async () => {
    const before = shop.pages.length;
    const answer = await fetch(`${shop.base}/account/logout`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: "vitrine-session=victim-token" },
    });
    expect(answer.status).toBe(403);
    expect(shop.pages.length).toBe(before);
    const own = await fetch(`${shop.base}/account/logout`, {
      method: "POST",
      headers: { origin: shop.base },
    });
    expect(own.status).toBe(200);
    expect(shop.pages.at(-1)).toMatchObject({ method: "POST", url: `${shop.base}/account/logout` });
  });

  it("a page form post without an Origin is refused", async () => {
    const answer = await fetch(`${shop.base}/account/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.example&password=x",
    });
    expect(answer.status).toBe(403);
  });
});

describe("security headers (issue 16.11)", () => {
  const expectBaseHeaders = (response) => {
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  };

  it("every page and API answer carries a CSP with frame-ancestors 'none', nosniff and a Referrer-Policy", async () => {
    expectBaseHeaders(await fetch(`${shop.base}/`));
    expectBaseHeaders(await fetch(`${shop.base}/store-api/context`, { headers: { "sw-access-key": KEY } }));
    expectBaseHeaders(await fetch(`${shop.base}/store-api/context`));
    expectBaseHeaders(
      await fetch(`${shop.base}/store-api/product`, {
        method: "POST",
        headers: { "sw-access-key": KEY, "content-length": "2000000", "content-type": "application/json" },
        body: " ".repeat(2_000_000),
      }),
    );
  });

  it("a page's CSP allows only the shop, the consent-gated YouTube/Vimeo frames and the configured payment and analytics origins; inline scripts need the page's nonce", async () => {
    const configured = await startShop({
      cspSources: { payment: ["https://pay.example"], analytics: ["https://stats.example"] },
    });
    try {
      const page = await fetch(`${configured.base}/detail/x`);
      const policy = page.headers.get("content-security-policy") ?? "";
      const nonce = configured.pages.at(-1).loadContext.cspNonce;
      expect(nonce).toMatch(/^[\w+/=]{16,}$/);
      const directive = (name) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
      expect(directive("default-src")).toBe("default-src 'self'");
      expect(directive("script-src")).toBe(
        `script-src 'self' 'nonce-${nonce}' https://pay.example https://stats.example`,
      );
      expect(directive("script-src")).not.toContain("unsafe-inline");
      expect(directive("frame-src")).toBe(
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://pay.example",
      );
      expect(directive("connect-src")).toBe("connect-src 'self' https://pay.example https://stats.example");
      expect(directive("object-src")).toBe("object-src 'none'");
      // Media URLs are built from the public URL, whichever host the page was asked for.
      expect(directive("img-src")).toContain("http://placeholder.invalid");
      // A fresh nonce per page.
      await fetch(`${configured.base}/detail/x`);
      expect(configured.pages.at(-1).loadContext.cspNonce).not.toBe(nonce);
    } finally {
      await configured.close();
    }
  }, 60_000);

  it("sets Secure cookies behind HTTPS, also when PUBLIC_URL is http and the proxy in front sends X-Forwarded-Proto: https", async () => {
    const plain = await fetch(`${shop.base}/store-api/context`, { headers: browser() });
    expect(cookieOf(plain)).not.toMatch(/Secure/);
    const forwarded = await fetch(`${shop.base}/store-api/context`, {
      headers: browser({ "x-forwarded-proto": "https", origin: shop.base.replace("http:", "https:") }),
    });
    expect(cookieOf(forwarded)).toMatch(/; Secure/);
  });

  it("sets Secure cookies when PUBLIC_URL is https", async () => {
    const https = await startShop({ publicUrl: "https://shop.example" });
    try {
      const answer = await fetch(`${https.base}/store-api/context`, {
        headers: { "sw-access-key": KEY, "sec-fetch-site": "same-origin" },
      });
      expect(cookieOf(answer)).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  }, 60_000);
});

describe("the shop's static scripts: as tight a policy as each needs", () => {
  /** A build/client stand-in: a hashed worker script and the reCAPTCHA stand-in. */
  async function staticRoot() {
    const { mkdtemp, mkdir, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const root = await mkdtemp(`${tmpdir()}/vitrine-static-`);
    await mkdir(`${root}/assets`);
    await writeFile(`${root}/assets/sha-abc123.js`, "self.onmessage = () => {};");
    await writeFile(`${root}/recaptcha-stand-in.js`, "window.grecaptcha = {};");
    return root;
  }

  it("a build script under /assets (it may run as a worker, e.g. ALTCHA's proof of work) is not sandboxed and may load nothing; any other file keeps the sandboxed resource policy", async () => {
    const served = await startShop({ staticRoot: await staticRoot(), recaptchaStandIn: true });
    try {
      const worker = await fetch(`${served.base}/assets/sha-abc123.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      const standIn = await fetch(`${served.base}/recaptcha-stand-in.js`);
      expect(standIn.status).toBe(200);
      expect(standIn.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
    } finally {
      await served.close();
    }
  }, 60_000);

  it("the reCAPTCHA stand-in is served only to the demo's own tests (DEMO_RECAPTCHA_STAND_IN=1): otherwise 404", async () => {
    const served = await startShop({ staticRoot: await staticRoot() });
    try {
      expect((await fetch(`${served.base}/recaptcha-stand-in.js`)).status).toBe(404);
    } finally {
      await served.close();
    }
  }, 60_000);
});

describe("compressed answers: pages, their data and the Store API through the proxy", () => {
  /** The raw answer (not decoded) of the product search (24 products) for this Accept-Encoding. */
  function rawProducts(acceptEncoding) {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${shop.base}/store-api/product`,
        {
          method: "POST",
          headers: {
            "accept-encoding": acceptEncoding,
            "sw-access-key": KEY,
            "content-type": "application/json",
          },
        },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify({ limit: 24 }));
    });
  }

  it("a Store API answer (the product search) comes brotli-compressed to a browser that accepts br, gzip to one that accepts only gzip, and as it is to one that accepts neither; decoded, each is the same JSON", async () => {
    const br = await rawProducts("gzip, deflate, br");
    const gzip = await rawProducts("gzip");
    const plain = await rawProducts("identity");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const answer of [br, gzip, plain]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(plain.body.toString("utf8"));
    expect(json.elements.length).toBeGreaterThan(0);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString("utf8"))).toEqual(json);
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString("utf8"))).toEqual(json);
    // Products are mostly repeated field names: compressed it is a small part of its size.
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it("a refused coding (q=0) is not used", async () => {
    const answer = await rawProducts("br;q=0, gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });

  it("a streamed page reaches the browser part by part: its first part can be read, decompressed, before the server has rendered the rest", async () => {
    let finish;
    const rest = new Promise((resolve) => {
      finish = resolve;
    });
    const served = await startShop({
      handleDocument: async () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode(`<!doctype html><main>${"shell ".repeat(400)}</main>`));
            await rest;
            controller.enqueue(encoder.encode("<p>late content</p>"));
            controller.close();
          },
        });
        return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
      },
    });
    try {
      const text = await new Promise((resolve, reject) => {
        http
          .get(`${served.base}/`, { headers: { "accept-encoding": "br" } }, (response) => {
            expect(response.headers["content-encoding"]).toBe("br");
            const decoder = zlib.createBrotliDecompress();
            let html = "";
            decoder.on("data", (chunk) => {
              html += chunk.toString("utf8");
              // The shell arrived while the rest is still being rendered: now let the page finish.
              if (html.includes("</main>")) finish();
            });
            decoder.on("end", () => resolve(html));
            decoder.on("error", reject);
            response.pipe(decoder);
          })
          .on("error", reject);
      });
      expect(text).toMatch(/<\/main><p>late content<\/p>$/);
    } finally {
      await served.close();
    }
  }, 60_000);
});

// Each login checks a scrypt hash: a dozen of them, and a second shop's backend, take more than the default 5 s here.
describe("throttles lock out only the attacker, through the shop server (issue 46 item 1)", {
  timeout: 90_000,
}, () => {
  /** A JSON POST to the shop from a given local address (the whole 127.0.0.0/8 is this machine's loopback). */
  function postFrom(base, path, body, { from = "127.0.0.1", headers = {} } = {}) {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${base}${path}`,
        {
          method: "POST",
          localAddress: from,
          headers: {
            "sw-access-key": KEY,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
            ...headers,
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: text ? JSON.parse(text) : null,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }

  const DEMO = { email: "demo@vitrine.shop", password: "vitrine-demo" };
  const login = (base, email, password, options) =>
    postFrom(base, "/store-api/account/login", { email, password }, options);

  async function wrongLogins(base, email, times, options) {
    const statuses = [];
    for (let attempt = 0; attempt < times; attempt += 1)
      statuses.push((await login(base, email, `wrong-${attempt}`, options)).status);
    return statuses;
  }

  it("an attacker's failed logins never stop another customer from logging in: from two addresses and from one", async () => {
    const attacker = { from: "127.0.0.2" };
    expect(await wrongLogins(shop.base, "throwaway-shop@example.com", 11, attacker)).toEqual([
      ...Array(10).fill(401),
      429,
    ]);
    // Another customer from another address, and from the attacker's own address.
    expect((await login(shop.base, DEMO.email, DEMO.password, { from: "127.0.0.3" })).status).toBe(200);
    expect((await login(shop.base, DEMO.email, DEMO.password, attacker)).status).toBe(200);
    const refused = await login(shop.base, "throwaway-shop@example.com", "wrong-again", attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  });

  it("a client-written X-Forwarded-For cannot choose the throttle key", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const forged = { from: "127.0.0.4", headers: { "x-forwarded-for": `203.0.113.${attempt}` } };
      statuses.push((await login(shop.base, "forged-xff@example.com", `wrong-${attempt}`, forged)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("with the shop's peer in TRUSTED_PROXIES, the proxy's X-Forwarded-For chooses the key", async () => {
    const behindProxy = await startShop({ trustedProxies: "127.0.0.1" });
    try {
      const first = { headers: { "x-forwarded-for": "203.0.113.1" } };
      expect((await wrongLogins(behindProxy.base, "proxied@example.com", 11, first)).at(-1)).toBe(429);
      const second = { headers: { "x-forwarded-for": "203.0.113.2" } };
      expect(await wrongLogins(behindProxy.base, "proxied@example.com", 1, second)).toEqual([401]);
      // A peer the setting does not name forwards nothing: its own address is the key.
      const untrusted = { from: "127.0.0.9", headers: { "x-forwarded-for": "203.0.113.1" } };
      expect(await wrongLogins(behindProxy.base, "proxied@example.com", 1, untrusted)).toEqual([401]);
    } finally {
      await behindProxy.close();
    }
  });

  it("the pages' own Store API calls (loaders and actions) carry the shopper's address, not a shared one", async () => {
    await new Promise((resolve, reject) => {
      http
        .get(`${shop.base}/account`, { localAddress: "127.0.0.6" }, (response) => {
          response.resume();
          response.on("end", resolve);
        })
        .on("error", reject);
    });
    const { storeApi } = shop.pages.at(-1).loadContext;
    const loaderLogin = (password) =>
      storeApi.fetch(`${storeApi.baseUrl}/account/login`, {
        method: "POST",
        headers: { "sw-access-key": KEY, "content-type": "application/json" },
        body: JSON.stringify({ email: "loader-key@example.com", password }),
      });
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await loaderLogin(`wrong-${attempt}`)).status);
    expect(statuses.at(-1)).toBe(429);
    // The same shopper's address through /store-api waits too; another address does not.
    expect((await login(shop.base, "loader-key@example.com", "wrong", { from: "127.0.0.6" })).status).toBe(
      429,
    );
    expect((await login(shop.base, "loader-key@example.com", "wrong", { from: "127.0.0.7" })).status).toBe(
      401,
    );
  });

  it("the newsletter's per-address limit answers 429 with Retry-After; another address is still served", async () => {
    const subscribe = (from) =>
      postFrom(
        shop.base,
        "/store-api/newsletter/subscribe",
        { email: `limit-${from}@example.com`, option: "subscribe", storefrontUrl: DEFAULT_PUBLIC_URL },
        { from },
      );
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await subscribe("127.0.0.8")).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await subscribe("127.0.0.8");
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await subscribe("127.0.0.10")).status).not.toBe(429);
  });
});
