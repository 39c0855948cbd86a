import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDemoApi } from "../src/index.js";
import { DEMO_PRODUCT_IDS } from "../src/seed/ids.js";

const ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";
const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { "sw-access-key": ACCESS_KEY, "content-type": "application/json" };
  if (token) headers["sw-context-token"] = token;
  const response = await app.fetch(
    new Request(`http://demo/store-api${route}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  return {
    status: response.status,
    token: response.headers.get("sw-context-token"),
    json: await response.json(),
  };
}

describe("shutdown", () => {
  it("keeps a cart change made just before the server stops (pending cart writes are flushed on close)", async () => {
    const first = await createDemoApi({ dataDir, faults: null });
    const productId = DEMO_PRODUCT_IDS.accessoryBag;
    const added = await call(first.app, null, "POST", "/checkout/cart/line-item", {
      items: [{ id: productId, referencedId: productId, type: "product", quantity: 2 }],
    });
    expect(added.status).toBe(200);
    const token = added.token;
    expect(token).toBeTruthy();
    // Close at once: the write-behind delay has not passed yet.
    await first.close();

    const second = await createDemoApi({ dataDir, faults: null });
    try {
      const cart = await call(second.app, token, "GET", "/checkout/cart");
      expect(
        cart.json.lineItems.map((item: { referencedId: string; quantity: number }) => [
          item.referencedId,
          item.quantity,
        ]),
      ).toEqual([[productId, 2]]);
    } finally {
      await second.close();
    }
    // Two on-disk databases open and close here: slow on a loaded machine.
  }, 120_000);
});
