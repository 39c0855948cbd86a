import { createHash } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type AppEnv,
  ContextStore,
  rotateContextToken,
  salesChannelContextMiddleware,
  updateContext,
} from "../src/context.js";
import { loadMigrations } from "../src/db/migrate.js";
import { openDatabase } from "../src/db/open.js";
import { onStoreApiError, onStoreApiNotFound, parseBody, storeApiError } from "../src/errors.js";
import { buildCatalogue, categoryId } from "../src/seed/catalogue.js";
import { DEMO_PRODUCT_IDS, PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from "../src/seed/ids.js";
import { seedIfEmpty } from "../src/seed/index.js";
import { firstError, useTestApi } from "./commerce-app.js";

const api = useTestApi();

describe("access key and context token", () => {
  it("answers 401 in the Store API shape for a wrong or missing access key", async () => {
    const wrong = await api.request("POST", "/country", { headers: { "sw-access-key": "WRONGKEY" } });
    expect(wrong.status).toBe(401);
    expect(firstError(wrong)).toMatchObject({ status: "401", code: "FRAMEWORK__API_INVALID_ACCESS_KEY" });
    const missing = await api.app.request("/store-api/country", { method: "POST" });
    expect(missing.status).toBe(401);
    const body = (await missing.json()) as { errors: { code: string }[] };
    expect(body.errors[0]?.code).toBe("FRAMEWORK__API_INVALID_ACCESS_KEY");
  });

  it("issues a context token, keeps a known one and replaces an unknown one", async () => {
    const first = await api.request("GET", "/cookie-groups");
    const token = first.headers.get("sw-context-token");
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const again = await api.request("GET", "/cookie-groups", { token: token as string });
    expect(again.headers.get("sw-context-token")).toBe(token);
    const unknown = await api.request("GET", "/cookie-groups", { token: "made-up-token" });
    const replaced = unknown.headers.get("sw-context-token");
    expect(replaced).not.toBe("made-up-token");
    expect(replaced).toMatch(/^[A-Za-z0-9]{32}$/);
    // New contexts are written behind in batches; flush to look at the row.
    await api.runtime.contexts.flush();
    const { rows } = await api.db.query<{ shipping_method_id: string; payment_method_id: string }>(
      "select shipping_method_id, payment_method_id from sales_channel_context where token = $1",
      [token],
    );
    expect(rows[0]).toEqual({
      shipping_method_id: SHIPPING_METHOD_IDS.standard,
      payment_method_id: PAYMENT_METHOD_IDS.invoice,
    });
  });

  it("updateContext stores a change; rotateContextToken kills the old token and moves the cart", async () => {
    const contexts = new ContextStore(api.db);
    const app = new Hono<AppEnv>();
    app.use(
      "*",
      salesChannelContextMiddleware({ db: api.db, publicUrl: "http://x", accessKey: "KEY", contexts }),
    );
    app.get("/choose", async (c) =>
      c.json(await updateContext(c, { shippingMethodId: SHIPPING_METHOD_IDS.express })),
    );
    app.get("/login", async (c) =>
      c.json(await rotateContextToken(c, { customerId: "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f50" })),
    );
    const headers = (token?: string): Record<string, string> => ({
      "sw-access-key": "KEY",
      ...(token ? { "sw-context-token": token } : {}),
    });
    const chosen = await app.request("/choose", { headers: headers() });
    const token = chosen.headers.get("sw-context-token") as string;
    expect(((await chosen.json()) as { shippingMethodId: string }).shippingMethodId).toBe(
      SHIPPING_METHOD_IDS.express,
    );
    const { rows } = await api.db.query<{ shipping_method_id: string }>(
      "select shipping_method_id from sales_channel_context where token = $1",
      [token],
    );
    expect(rows[0]?.shipping_method_id).toBe(SHIPPING_METHOD_IDS.express);
    await contexts.flush();
    const cartId = await contexts.cartIdOf(token);
    const login = await app.request("/login", { headers: headers(token) });
    const rotated = login.headers.get("sw-context-token") as string;
    expect(rotated).not.toBe(token);
    expect(((await login.json()) as { shippingMethodId: string; customerId: string }).customerId).toBe(
      "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f50",
    );
    expect(await new ContextStore(api.db).find(token)).toBeUndefined();
    expect(await contexts.cartIdOf(rotated)).toBe(cartId);
    // The old token is dead: using it gives a fresh context, not the logged-in one.
    const reuse = await app.request("/choose", { headers: headers(token) });
    expect(reuse.headers.get("sw-context-token")).not.toBe(token);
    expect(((await reuse.json()) as { customerId: string | null }).customerId).toBeNull();
  });
});

describe("errors", () => {
  function errorApp() {
    const app = new Hono<AppEnv>();
    app.onError(onStoreApiError);
    app.notFound(onStoreApiNotFound);
    app.get("/boom", () => {
      throw new Error("secret internals at /work/main/src/x.ts:12");
    });
    app.post("/typed", async (c) => {
      const body = await parseBody(
        c,
        v.object({ name: v.pipe(v.string(), v.maxLength(5)), count: v.number() }),
      );
      return c.json(body);
    });
    app.get("/teapot", (c) => storeApiError(c, 400, "DEMO__CODE", "Detail.", "/field"));
    return app;
  }

  it("never leaks a stack trace: an unexpected error is a generic 500", async () => {
    const response = await errorApp().request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(text).not.toContain(".ts");
    expect(JSON.parse(text).errors[0]).toMatchObject({ status: "500", code: "FRAMEWORK__INTERNAL_ERROR" });
  });

  it("maps valibot issues to 400 errors with JSON pointers", async () => {
    const response = await errorApp().request("/typed", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "too long a name", count: "3" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { code: string; source: { pointer: string } }[] };
    expect(body.errors.map((error) => [error.code, error.source.pointer])).toEqual([
      ["VIOLATION::TOO_LONG_ERROR", "/name"],
      ["VIOLATION::INVALID_TYPE", "/count"],
    ]);
  });

  it("storeApiError builds the documented body", async () => {
    const response = await errorApp().request("/teapot");
    expect(await response.json()).toEqual({
      errors: [
        {
          status: "400",
          code: "DEMO__CODE",
          title: "Bad Request",
          detail: "Detail.",
          source: { pointer: "/field" },
          meta: {},
        },
      ],
    });
  });

  it("answers malformed JSON, wrong types and unknown routes in the Store API shape", async () => {
    const malformed = await api.request("POST", `/product-listing/${categoryId("lamps")}`, {
      raw: '{"limit": 5,',
    });
    expect(malformed.status).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_REQUEST_BODY");
    const notObject = await api.request("POST", "/search", { raw: "[1,2]" });
    expect(notObject.status).toBe(400);
    const wrongType = await api.request("POST", `/product-listing/${categoryId("lamps")}`, {
      body: { limit: { a: 1 } },
    });
    expect(wrongType.status).toBe(400);
    expect(firstError(wrongType).source?.pointer).toBe("/limit");
    const detail = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.tierPrices}`, { raw: "not json" });
    expect(detail.status).toBe(400);
    const route = await api.request("GET", "/no-such-route");
    expect(route.status).toBe(404);
    expect(firstError(route).code).toBe("FRAMEWORK__ROUTE_NOT_FOUND");
  });
});

describe("database", () => {
  it("records every migration in file-name order", async () => {
    const { rows } = await api.db.query<{ name: string }>(
      "select name from schema_migration order by applied_at, name",
    );
    const names = rows.map((row) => row.name);
    expect(names).toEqual(loadMigrations().map((migration) => migration.name));
    expect(names.slice(0, 2)).toEqual(["0001_context.sql", "0002_catalog.sql"]);
  });

  it("builds the same catalogue on every run", () => {
    const first = JSON.stringify(buildCatalogue());
    const second = JSON.stringify(buildCatalogue());
    expect(createHash("sha256").update(first).digest("hex")).toBe(
      createHash("sha256").update(second).digest("hex"),
    );
    const rows = buildCatalogue();
    expect(rows.products.filter((product) => product.parent_id === null).length).toBeGreaterThanOrEqual(150);
  });

  it("seeds identical data into two fresh databases", async () => {
    const checksum = async (db: typeof api.db) => {
      const { rows } = await db.query<{ sum: string }>(
        `select md5(string_agg(t, '|' order by t)) as sum from (
           select p.id || p.price || p.stock || p.json::text as t from product p
           union all select c.id || c.name || c.json::text from category c
           union all select m.id || m.art::text from media m
           union all select o.id || o.name from property_group_option o
         ) x`,
      );
      return rows[0]?.sum;
    };
    const fresh = await openDatabase({ inMemory: true });
    try {
      expect(await seedIfEmpty(fresh)).toBe(true);
      expect(await seedIfEmpty(fresh)).toBe(false);
      expect(await checksum(fresh)).toBe(await checksum(api.db));
    } finally {
      await fresh.close();
    }
  }, 240_000);
});
