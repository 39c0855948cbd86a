import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faultInjection, parseFaultSpec, seededRandom } from "../src/faults.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

function appWith(spec: string) {
  const options = parseFaultSpec(spec);
  if (!options) throw new Error("faults off");
  const app = new Hono();
  app.use("*", faultInjection(options));
  app.get("/store-api/checkout/cart", (c) =>
    c.json({ apiAlias: "cart", lineItems: [], note: "x".repeat(40) }),
  );
  return app;
}

describe("DEMO_API_FAULTS parsing", () => {
  it("reads rate, latency, kinds and seed", () => {
    expect(parseFaultSpec("rate=0.2,latency=300,kinds=latency|5xx|malformed|drop,seed=7")).toMatchObject({
      rate: 0.2,
      latencyMs: 300,
      kinds: ["latency", "5xx", "malformed", "drop"],
      seed: 7,
    });
  });

  it("is off when unset and rejects typos", () => {
    expect(parseFaultSpec(undefined)).toBeNull();
    expect(parseFaultSpec("off")).toBeNull();
    expect(() => parseFaultSpec("rate=2")).toThrow(/rate/);
    expect(() => parseFaultSpec("kinds=latency|boom")).toThrow(/boom/);
    expect(() => parseFaultSpec("ratio=0.1")).toThrow(/unknown key/);
  });
});

describe("fault injection", () => {
  it("leaves requests alone at rate 0", async () => {
    const app = appWith("rate=0,seed=1");
    for (let i = 0; i < 20; i++) {
      const response = await app.request("/store-api/checkout/cart");
      expect(response.status).toBe(200);
      expect((await response.json()).apiAlias).toBe("cart");
    }
  });

  it("faults about the chosen share of requests, the same ones for the same seed", async () => {
    const run = async () => {
      const app = appWith("rate=0.3,kinds=5xx,seed=42");
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) statuses.push((await app.request("/store-api/checkout/cart")).status);
      return statuses;
    };
    const first = await run();
    const faulted = first.filter((status) => status >= 500).length;
    expect(faulted).toBeGreaterThan(40);
    expect(faulted).toBeLessThan(80);
    expect(await run()).toEqual(first);
  });

  it("answers 5xx with the Store API error body", async () => {
    const response = await appWith("rate=1,kinds=5xx,seed=3").request("/store-api/checkout/cart");
    expect([500, 503]).toContain(response.status);
    const body = await response.json();
    expect(body.errors[0].code).toBe("VITRINE__FAULT_INJECTED");
    expectResponseMatchesSchema("GET", "/checkout/cart", response.status, body);
  });

  it("adds latency and then serves the real answer", async () => {
    const app = appWith("rate=1,kinds=latency,latency=120,seed=3");
    const started = performance.now();
    const response = await app.request("/store-api/checkout/cart");
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect((await response.json()).apiAlias).toBe("cart");
    expect(response.headers.get("x-vitrine-fault-injected")).toBe("latency");
  });

  it("cuts the body so it is no longer valid JSON", async () => {
    const response = await appWith("rate=1,kinds=malformed,seed=3").request("/store-api/checkout/cart");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text.startsWith('{"apiAlias":"cart"')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("lets a request force a fault kind with the x-vitrine-fault header", async () => {
    const app = appWith("rate=0,seed=1");
    const response = await app.request("/store-api/checkout/cart", { headers: { "x-vitrine-fault": "5xx" } });
    expect(response.status).toBeGreaterThanOrEqual(500);
  });

  it("the seeded generator is deterministic and in [0, 1)", () => {
    const a = seededRandom(9);
    const b = seededRandom(9);
    const values = Array.from({ length: 50 }, () => a());
    expect(values).toEqual(Array.from({ length: 50 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe("dropped connections on a real socket", () => {
  let server: ReturnType<typeof serve>;
  let base = "";
  beforeAll(async () => {
    const app = appWith("rate=1,kinds=drop,seed=3");
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("destroys the socket: fetch fails without an answer", async () => {
    await expect(
      fetch(`${base}/store-api/checkout/cart`).then((response) => response.text()),
    ).rejects.toThrow();
  });

  it("off Node's socket the body stream errors instead", async () => {
    const response = await appWith("rate=1,kinds=drop,seed=3").request("/store-api/checkout/cart");
    await expect(response.text()).rejects.toThrow(/dropped/);
  });
});
