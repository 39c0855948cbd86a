// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildPath, buildQuery, createStoreApiClient } from "./client";
import { isStoreApiError, type StoreApiError } from "./client.error";

// A real HTTP server on loopback: the client is tested over the wire, not against a fake fetch.
type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  handler = (_request, response) => json(response, 200, { ok: true });
});

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

async function failure(promise: Promise<unknown>): Promise<StoreApiError> {
  try {
    await promise;
  } catch (error) {
    if (isStoreApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const client = (extra: Partial<Parameters<typeof createStoreApiClient>[0]> = {}) =>
  createStoreApiClient({ baseUrl, accessKey: "KEY", timeout: 1_000, ...extra });

describe("Store API client", () => {
  it("sends the access key, the context token, Accept and the XMLHttpRequest marker on every request", async () => {
    await client({ contextToken: "token-1" }).post("/product", { body: { limit: 1 } });
    const [request] = seen;
    expect(request?.headers["sw-access-key"]).toBe("KEY");
    expect(request?.headers["sw-context-token"]).toBe("token-1");
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(JSON.parse(request?.body ?? "")).toEqual({ limit: 1 });
  });

  it("sends the client's own headers with every call, and a call's headers beside them", async () => {
    const api = client({ headers: { "sw-language-id": "lang-1", "sw-currency-id": "cur-1" } });
    await api.get("/context");
    await api.post("/product", { headers: { "sw-include-seo-urls": "true" } });
    expect(seen.map((request) => request.headers["sw-language-id"])).toEqual(["lang-1", "lang-1"]);
    expect(seen[0]?.headers["sw-currency-id"]).toBe("cur-1");
    expect(seen[1]?.headers["sw-include-seo-urls"]).toBe("true");
    expect(seen[1]?.headers["sw-access-key"]).toBe("KEY");
  });

  it("asks for SEO URLs (sw-include-seo-urls: 1) on every call with includeSeoUrls, and not without it", async () => {
    await client({ includeSeoUrls: true }).post("/product");
    await client({ includeSeoUrls: true }).get("/category/c1");
    await client().post("/product");
    expect(seen.map((request) => request.headers["sw-include-seo-urls"])).toEqual(["1", "1", undefined]);
    // Packages read whether to fetch SEO URLs from the client, whichever way the shop asked for them.
    expect(client({ includeSeoUrls: true }).includeSeoUrls).toBe(true);
    expect(client({ headers: { "sw-include-seo-urls": "true" } }).includeSeoUrls).toBe(true);
    expect(client({ headers: { "sw-include-seo-urls": "0" } }).includeSeoUrls).toBe(false);
    expect(client().includeSeoUrls).toBe(false);
  });

  it("adopts a rotated sw-context-token from a response header and sends it from then on", async () => {
    const changes: string[] = [];
    const api = client({ contextToken: "old", onContextTokenChange: (token) => changes.push(token) });
    handler = (_request, response) => json(response, 200, {}, { "sw-context-token": "new" });
    await api.post("/account/login");
    expect(changes).toEqual(["new"]);
    expect(api.contextToken).toBe("new");
    await api.get("/context");
    expect(seen[1]?.headers["sw-context-token"]).toBe("new");
  });

  it("does not adopt a context token from a response marked Cache-Control: public", async () => {
    const changes: string[] = [];
    const api = client({ contextToken: "mine", onContextTokenChange: (token) => changes.push(token) });
    handler = (_request, response) =>
      json(response, 200, {}, { "sw-context-token": "someone-else", "cache-control": "public, max-age=60" });
    await api.get("/category");
    expect(changes).toEqual([]);
    expect(api.contextToken).toBe("mine");
  });

  it("URL-encodes path parameters", async () => {
    await client().post("/product/{productId}", { params: { productId: "a/b c?d" } });
    expect(seen[0]?.url).toBe("/store-api/product/a%2Fb%20c%3Fd");
    expect(() => buildPath("/product/{productId}")).toThrow(/productId/);
  });

  it("builds the query with arrays joined by a pipe and empty values left out", () => {
    expect(
      buildQuery({ manufacturer: ["a", "b"], p: 2, "shipping-free": true, rating: undefined, order: "" }),
    ).toBe("?manufacturer=a%7Cb&p=2&shipping-free=1");
    expect(buildQuery({})).toBe("");
  });

  it("validates the response with the caller's schema and returns its output", async () => {
    handler = (_request, response) => json(response, 200, { total: 3, extra: "kept" });
    const result = await client().get("/thing", { schema: v.object({ total: v.number() }) });
    expect(result).toEqual({ total: 3 });
  });

  it("takes a schema that loads with the call (a promise of one) and validates with it", async () => {
    handler = (_request, response) => json(response, 200, { total: 3, extra: "kept" });
    const schema = Promise.resolve(v.object({ total: v.number() }));
    expect(await client().get("/thing", { schema })).toEqual({ total: 3 });
  });

  it("a schema that cannot be loaded is a network error, and the call is not sent", async () => {
    const schema = Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    const error = await failure(client().post("/checkout/cart/line-item", { body: { items: [] }, schema }));
    expect(error.kind).toBe("network");
    expect(seen).toEqual([]);
  });

  it("turns a schema mismatch into a StoreApiError with a pointer to the field", async () => {
    handler = (_request, response) => json(response, 200, { elements: [{ id: 5 }] });
    const error = await failure(
      client().get("/thing", { schema: v.object({ elements: v.array(v.object({ id: v.string() })) }) }),
    );
    expect(error.kind).toBe("schema");
    expect(error.code).toBe("SCHEMA_MISMATCH");
    expect(error.pointer).toBe("/elements/0/id");
  });

  it("turns an HTTP error with the Store API error body into status, code, detail and pointer", async () => {
    handler = (_request, response) =>
      json(response, 400, {
        errors: [
          {
            status: "400",
            code: "VIOLATION::IS_BLANK_ERROR",
            title: "Bad Request",
            detail: "This value should not be blank.",
            source: { pointer: "/email" },
          },
        ],
      });
    const error = await failure(client().post("/account/register", { body: {} }));
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      code: "VIOLATION::IS_BLANK_ERROR",
      detail: "This value should not be blank.",
      pointer: "/email",
    });
    expect(error.errors).toHaveLength(1);
    expect(error.isTransient).toBe(false);
  });

  it("turns an HTTP error without a body into HTTP_<status>", async () => {
    handler = (_request, response) => {
      response.writeHead(503);
      response.end("down for maintenance");
    };
    const error = await failure(client({ retry: 0 }).post("/checkout/cart/line-item", { body: {} }));
    expect(error).toMatchObject({ kind: "http", status: 503, code: "HTTP_503" });
    expect(error.isTransient).toBe(true);
  });

  it("turns a body that is not JSON into a parse error", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{not json");
    };
    const error = await failure(client().get("/context"));
    expect(error).toMatchObject({ kind: "parse", code: "INVALID_JSON", status: 200 });
  });

  it("turns a refused connection into a network error", async () => {
    const error = await failure(
      createStoreApiClient({ baseUrl: "http://127.0.0.1:9/store-api", accessKey: "KEY", retry: 0 }).get(
        "/context",
      ),
    );
    expect(error).toMatchObject({ kind: "network", code: "NETWORK", status: 0 });
  });

  it("turns a dropped connection into a network error", async () => {
    handler = (request) => request.socket.destroy();
    const error = await failure(client({ retry: 0 }).post("/product"));
    expect(error.kind).toBe("network");
  });

  it("turns a slow answer into a timeout error", async () => {
    handler = (_request, response) => setTimeout(() => json(response, 200, {}), 400);
    const error = await failure(client({ timeout: 100, retry: 0 }).get("/context"));
    expect(error).toMatchObject({ kind: "timeout", code: "TIMEOUT" });
  });

  it("rejects with an abort error when the caller's AbortSignal fires", async () => {
    handler = (_request, response) => setTimeout(() => json(response, 200, {}), 300);
    const controller = new AbortController();
    const pending = client().post("/search-suggest", {
      body: { search: "shirt" },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: "abort", code: "ABORTED" });
  });

  it("retries idempotent reads (GET) on a 503 and succeeds", async () => {
    let calls = 0;
    handler = (_request, response) =>
      ++calls < 2 ? json(response, 503, {}) : json(response, 200, { ok: true });
    await expect(client({ retry: 2 }).get("/context")).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("never retries a write (POST) on a 503", async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls++;
      json(response, 503, {});
    };
    const error = await failure(
      client({ retry: 2 }).post("/checkout/cart/line-item", { body: { items: [] } }),
    );
    expect(error.status).toBe(503);
    expect(calls).toBe(1);
  });

  it("a retried add-to-cart with an idempotency key sends the same key on every attempt", async () => {
    handler = (_request, response) =>
      seen.length < 3 ? json(response, 503, {}) : json(response, 200, { lineItems: [] });
    await client({ retry: 2 }).post("/checkout/cart/line-item", {
      body: { items: [] },
      idempotencyKey: "add-key-1",
    });
    expect(seen.map((request) => request.headers["idempotency-key"])).toEqual([
      "add-key-1",
      "add-key-1",
      "add-key-1",
    ]);
  });

  it("retries a write with an idempotency key after a 5xx and returns the success", async () => {
    handler = (_request, response) =>
      seen.length < 2 ? json(response, 500, {}) : json(response, 200, { orderNumber: "10001" });
    await expect(
      client({ retry: 2 }).post("/checkout/order", { body: {}, idempotencyKey: "order-key-1" }),
    ).resolves.toEqual({ orderNumber: "10001" });
    expect(seen).toHaveLength(2);
  });

  it("without an idempotency key a POST is not retried and sends no key", async () => {
    handler = (_request, response) => json(response, 500, {});
    const error = await failure(client({ retry: 2 }).post("/checkout/order", { body: {} }));
    expect(error.status).toBe(500);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers["idempotency-key"]).toBeUndefined();
  });

  it("an unreadable answer to a write says the change may have been applied; to a read it does not", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "x-vitrine-fault-applied": "true" });
      response.end('{"lineItems": [');
    };
    const write = await failure(client().post("/checkout/cart/line-item", { body: {}, idempotencyKey: "k" }));
    expect(write).toMatchObject({ kind: "parse", mayBeApplied: true });
    const read = await failure(client().get("/checkout/cart"));
    expect(read.kind).toBe("parse");
    expect(read.mayBeApplied).toBeFalsy();
  });

  it("retries a POST read that the caller marks idempotent", async () => {
    let calls = 0;
    handler = (_request, response) =>
      ++calls < 2 ? json(response, 502, {}) : json(response, 200, { total: 1 });
    await expect(client({ retry: 1 }).post("/product-listing/abc", { idempotent: true })).resolves.toEqual({
      total: 1,
    });
    expect(calls).toBe(2);
  });

  it("sends query parameters and answers null for an empty body", async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(client().get("/shipping-method", { query: { onlyAvailable: true } })).resolves.toBeNull();
    expect(seen[0]?.url).toBe("/store-api/shipping-method?onlyAvailable=1");
  });
});
