import { describe, expect, it, vi } from "vitest";

const ky = vi.hoisted(() => ({ loads: 0 }));
vi.mock("ky", async (importOriginal) => {
  ky.loads += 1;
  return importOriginal();
});

import { createStoreApiClient } from "./client";

describe("Store API client loading", () => {
  it("loads ky on the first client-side request, not for the first paint", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    const client = createStoreApiClient({ baseUrl: "https://shop.test/store-api", accessKey: "KEY", fetch });
    expect(ky.loads).toBe(0);
    await expect(client.get("/context")).resolves.toEqual({ ok: true });
    await client.get("/context");
    expect(ky.loads).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
