import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoApi, DEFAULT_ACCESS_KEY } from "../src/index.js";

let api: Awaited<ReturnType<typeof createDemoApi>>;
beforeAll(async () => {
  api = await createDemoApi({
    inMemory: true,
    faults: { rate: 0, latencyMs: 0, kinds: ["5xx"], seed: 1, allowHeader: true },
  });
});
afterAll(async () => {
  await api.close();
});

describe("fault injection through createDemoApi", () => {
  it("is wired into the app: a forced 5xx answers in the Store API shape, other requests pass", async () => {
    const headers = { "sw-access-key": DEFAULT_ACCESS_KEY };
    const ok = await api.app.request("/store-api/checkout/cart", { headers });
    expect(ok.status).toBe(200);
    const faulted = await api.app.request("/store-api/checkout/cart", {
      headers: { ...headers, "x-vitrine-fault": "5xx" },
    });
    expect(faulted.status).toBeGreaterThanOrEqual(500);
    expect(((await faulted.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      "VITRINE__FAULT_INJECTED",
    );
    const malformed = await api.app.request("/store-api/checkout/cart", {
      headers: { ...headers, "x-vitrine-fault": "malformed" },
    });
    await expect(malformed.json()).rejects.toThrow();
  });
});
