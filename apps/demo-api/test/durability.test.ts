/**
 * Fault suite, issue 16 item 7: an acknowledged write survives a crash (SIGKILL right after the answer), and SIGTERM
 * lets requests in flight finish. A real child process, an on-disk database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_ACCESS_KEY } from "../src/index.js";
import { DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { type ServerProcess, startServer } from "./server-process.js";

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-durable-"));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const headers = { "sw-access-key": DEFAULT_ACCESS_KEY, "content-type": "application/json" };

describe("acknowledged writes are durable (issue 16.7)", () => {
  it("a cart add acknowledged just before a SIGKILL is there after the restart, under the same new token", async () => {
    const dataDir = freshDataDir();
    const first = await startServer(dataDir, { DEMO_API_FAULTS: "off" });
    const products = [DEMO_PRODUCT_IDS.accessoryBag, DEMO_PRODUCT_IDS.accessoryTripod];
    // A new session: no token yet. Its token must survive as well as its lines.
    const added = await fetch(`${first.base}/checkout/cart/line-item`, {
      method: "POST",
      headers,
      body: JSON.stringify({ items: [{ type: "product", referencedId: products[0], quantity: 2 }] }),
    });
    expect(added.status).toBe(200);
    const token = added.headers.get("sw-context-token") ?? "";
    const second = await fetch(`${first.base}/checkout/cart/line-item`, {
      method: "POST",
      headers: { ...headers, "sw-context-token": token },
      body: JSON.stringify({ items: [{ type: "product", referencedId: products[1], quantity: 1 }] }),
    });
    expect(second.status).toBe(200);
    // Killed at once: no flush, no shutdown handler.
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");

    const restarted = await startServer(dataDir, { DEMO_API_FAULTS: "off" });
    try {
      const cart = await fetch(`${restarted.base}/checkout/cart`, {
        headers: { ...headers, "sw-context-token": token },
      });
      expect(cart.headers.get("sw-context-token")).toBe(token);
      const body = (await cart.json()) as { lineItems: { referencedId: string; quantity: number }[] };
      const lines = body.lineItems.map((line) => [line.referencedId, line.quantity]);
      // Lines lost under SIGKILL: none.
      expect(lines).toEqual([
        [products[0], 2],
        [products[1], 1],
      ]);
    } finally {
      restarted.child.kill("SIGKILL");
      await restarted.exited;
    }
  }, 240_000);

  it("SIGTERM waits for a request in flight, answers it, and then stops", async () => {
    const dataDir = freshDataDir();
    // Every request is delayed by 5 s (latency fault), so the add is still in flight when SIGTERM comes; the server
    // logs each request as it starts (DEMO_API_LOG_REQUESTS), which is how the test knows it is in flight.
    const server = await startServer(dataDir, {
      DEMO_API_FAULTS: "rate=1,kinds=latency,latency=5000,seed=1",
      DEMO_API_LOG_REQUESTS: "1",
    });
    const inFlight = fetch(`${server.base}/checkout/cart/line-item`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        items: [{ type: "product", referencedId: DEMO_PRODUCT_IDS.accessoryBag, quantity: 1 }],
      }),
    });
    // SIGTERM once the server has started on the request (it is then delayed 5 s by the latency fault).
    await waitFor(server, () => server.output().includes("-> POST /store-api/checkout/cart/line-item"));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    const cart = (await response.json()) as { lineItems: unknown[] };
    expect(cart.lineItems).toHaveLength(1);
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain("SIGTERM, shutting down after the requests in flight");
  }, 240_000);
});

/** Waits for a condition on the child's output (checked as the event loop turns); fails if the child exits first. */
async function waitFor(server: ServerProcess, condition: () => boolean): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (!condition()) {
    if (exited) throw new Error(`the server exited while the test waited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
