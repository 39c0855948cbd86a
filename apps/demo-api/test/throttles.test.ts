// Throttles that lock out only the attacker (issue 46 item 1): login and recovery per e-mail and client address
// (Shopware's LoginRoute policy), a slowdown for an address spraying many accounts, per-address form limits, and a
// client address no client-written header can choose. The shop server's side: apps/demo/server/server.test.mjs.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientAddress } from "../src/client-address.js";
import { POLICIES, RateLimiter, SPRAY_FREE_FAILURES } from "../src/commerce/rate-limiter.js";
import { createDemoApi, type DemoApi } from "../src/index.js";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import { ACCESS_KEY, createTestApi, IDS, type TestApi, useTestApi } from "./commerce-app.js";

const api = useTestApi();

function login(email: string, password: string, clientAddress: string) {
  return api.request("POST", "/account/login", { body: { email, password }, clientAddress });
}

/** Fails `times` logins of one e-mail from one address; answers the statuses. */
async function failLogins(email: string, clientAddress: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1)
    statuses.push((await login(email, `wrong-${attempt}`, clientAddress)).status);
  return statuses;
}

describe("login throttles lock out only the attacker (issue 46 item 1)", () => {
  it("an attacker's failed logins never stop another customer from logging in: from another address and from the attacker's own address", async () => {
    const attacker = "203.0.113.50";
    const statuses = await failLogins("throwaway@example.com", attacker, 12);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);

    // The demo customer, from another address and from the attacker's own one (a shared NAT, the same café).
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "198.51.100.50")).status).toBe(200);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, attacker)).status).toBe(200);
    // A never-seen e-mail is told its password is wrong, not to wait.
    expect((await login("never-seen@example.com", "whatever-1", "198.51.100.50")).status).toBe(401);
    // The attacker's own key still waits.
    const again = await login("throwaway@example.com", "wrong-again", attacker);
    expect(again.status).toBe(429);
    expect(again.body.errors[0].code).toBe("CHECKOUT__CUSTOMER_AUTH_THROTTLED");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("a throttled account is throttled only from the address that failed: its right password logs in from another", async () => {
    const statuses = await failLogins(DEMO_CUSTOMER.email, "203.0.113.51", 11);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "203.0.113.51")).status).toBe(429);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "198.51.100.51")).status).toBe(200);
  });

  it("a successful login resets its key: ten more failures after it are told the password is wrong, none waits", async () => {
    const address = "203.0.113.52";
    expect(await failLogins(DEMO_CUSTOMER.email, address, 9)).toEqual(Array(9).fill(401));
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, address)).status).toBe(200);
    // Without the reset, the first of these would be the 11th attempt and wait.
    expect(await failLogins(DEMO_CUSTOMER.email, address, 10)).toEqual(Array(10).fill(401));
  });

  it("an address spraying many accounts is slowed down, never refused: the right password of another account still logs in from it", async () => {
    const sprayer = "203.0.113.53";
    for (let account = 0; account < SPRAY_FREE_FAILURES; account += 1)
      expect((await login(`sprayed-${account}@example.com`, "Summer2026!", sprayer)).status).toBe(401);
    const started = performance.now();
    const customer = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, sprayer);
    const waited = performance.now() - started;
    expect(customer.status).toBe(200);
    // The 21st login from the address waited before its password was checked.
    expect(waited).toBeGreaterThanOrEqual(250);
    // Another address is neither refused nor counted with it.
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "198.51.100.53")).status).toBe(200);
    expect((await login("sprayed-0@example.com", "Winter2026!", sprayer)).status).toBe(401);
  });

  it("password recovery is limited per e-mail and address: another address asks for the same e-mail's link", async () => {
    const body = { email: DEMO_CUSTOMER.email, storefrontUrl: api.runtime.publicUrl };
    const from = (clientAddress: string) =>
      api.request("POST", "/account/recovery-password", { body, clientAddress });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await from("203.0.113.54")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await from("198.51.100.54")).status).toBe(200);
  });
});

describe("Shopware's time backoff, in the database (issue 46 items 1 and 2)", () => {
  it("login: ten free attempts, then 10 s between attempts, from the 16th 30 s, from the 21st 60 s; a refused attempt does not count; reset and expiry start afresh", async () => {
    let now = Date.UTC(2026, 0, 1);
    const limiter = new RateLimiter(api.db, () => now);
    const key = `backoff-${Math.random()}`;
    const refusedFor = async (): Promise<number | undefined> => {
      try {
        await limiter.consume(POLICIES.login, key);
        return undefined;
      } catch (error) {
        const { status, headers } = error as { status: number; headers: Record<string, string> };
        expect(status).toBe(429);
        return Number(headers["retry-after"]);
      }
    };
    for (let attempt = 1; attempt <= 10; attempt += 1) expect(await refusedFor()).toBeUndefined();
    expect(await refusedFor()).toBe(10);
    now += 4_000;
    expect(await refusedFor()).toBe(6);
    const waits: number[] = [];
    for (let attempt = 11; attempt <= 21; attempt += 1) {
      const wait = await refusedFor();
      if (wait === undefined) throw new Error(`attempt ${attempt} was not refused`);
      waits.push(wait);
      now += wait * 1000;
      expect(await refusedFor()).toBeUndefined();
    }
    // Attempts 11-15 waited 10 s (the first 6 s after the 4 s above), 16-20 30 s, 21 60 s.
    expect(waits).toEqual([6, 10, 10, 10, 10, 30, 30, 30, 30, 30, 60]);
    await limiter.reset(POLICIES.login, key);
    expect(await refusedFor()).toBeUndefined();
    // A day without attempts forgets the key.
    for (let attempt = 2; attempt <= 10; attempt += 1) expect(await refusedFor()).toBeUndefined();
    expect(await refusedFor()).toBe(10);
    now += 24 * 60 * 60 * 1000;
    expect(await refusedFor()).toBeUndefined();
  });

  it("the counts live in the database, not in a limiter object: another limiter on the same database (another process) sees them", async () => {
    const first = new RateLimiter(api.db);
    const second = new RateLimiter(api.db);
    const key = `shared-${Math.random()}`;
    for (let attempt = 0; attempt < 3; attempt += 1) await first.consume(POLICIES.contact, key);
    await expect(second.consume(POLICIES.contact, key)).rejects.toMatchObject({ status: 429 });
    const { rows } = await api.db.query<{ attempts: number }>(
      "select attempts from rate_limit where key = $1",
      [`contact_form:${key}`],
    );
    expect(rows[0]?.attempts).toBe(3);
  });
});

describe("per-address form limits answer 429 with Retry-After (issue 46 item 1)", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await createTestApi({ formLimits: true });
  });
  afterAll(() => limited?.close());

  const cases: [string, string, number][] = [
    ["register", "/account/register", 10],
    ["contact", "/contact-form", 3],
    ["newsletter", "/newsletter/subscribe", 3],
    ["review", `/product/${IDS.shirt}/review`, 3],
    ["upload", "/customized-products/upload", 10],
  ];
  for (const [name, path, free] of cases) {
    it(`${name}: after ${free} requests from one address the next answers 429 with Retry-After; another address is still served`, async () => {
      const address = `192.0.2.${cases.findIndex(([other]) => other === name) + 100}`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= free; attempt += 1) {
        const response = await limited.request("POST", path, { body: {}, clientAddress: address });
        statuses.push(response.status);
        if (attempt === free) {
          expect(response.body.errors[0].code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        }
      }
      expect(statuses.slice(0, free).every((status) => status !== 429)).toBe(true);
      expect(statuses[free]).toBe(429);
      const other = await limited.request("POST", path, { body: {}, clientAddress: "198.51.100.99" });
      expect(other.status).not.toBe(429);
    });
  }
});

describe("the client address is the TCP peer; X-Forwarded-For counts only from TRUSTED_PROXIES (issue 46 item 1)", () => {
  it("resolves the peer, or the right-most untrusted X-Forwarded-For entry behind a trusted proxy", () => {
    const none = parseTrustedProxies(undefined);
    expect(resolveClientAddress("192.0.2.1", "203.0.113.9", none)).toBe("192.0.2.1");
    expect(resolveClientAddress("127.0.0.1", "203.0.113.9", none)).toBe("127.0.0.1");
    expect(resolveClientAddress("::ffff:192.0.2.1", undefined, none)).toBe("192.0.2.1");
    const proxies = parseTrustedProxies("10.0.0.0/8, 192.0.2.1");
    expect(resolveClientAddress("10.1.2.3", "203.0.113.9", proxies)).toBe("203.0.113.9");
    // A client's own entry on the left chooses nothing: the proxy appended the real peer on the right.
    expect(resolveClientAddress("192.0.2.1", "6.6.6.6, 203.0.113.9, 10.0.0.5", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress("192.0.2.2", "203.0.113.9", proxies)).toBe("192.0.2.2");
    expect(() => parseTrustedProxies("10.0.0.0/99")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/TRUSTED_PROXIES/);
  });

  /** The backend as its own server on a free port; answers its base URL and a stop function. */
  async function listen(backend: DemoApi): Promise<{ base: string; stop: () => Promise<void> }> {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: backend.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    return {
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`,
      stop: async () => {
        await new Promise((resolve) => server.close(resolve));
        await backend.close();
      },
    };
  }

  async function wrongLogins(base: string, forwardedFor: (attempt: number) => string, times: number) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await fetch(`${base}/account/login`, {
        method: "POST",
        headers: {
          "sw-access-key": ACCESS_KEY,
          "content-type": "application/json",
          "x-forwarded-for": forwardedFor(attempt),
        },
        body: JSON.stringify({ email: "xff-target@example.com", password: `wrong-${attempt}` }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it("a client-written X-Forwarded-For cannot choose the throttle key; with the peer in TRUSTED_PROXIES it does", async () => {
    const plain = await listen(await createDemoApi({ inMemory: true, faults: null, trustedProxies: "" }));
    try {
      // A new forged address every time: all count under the peer, the 11th waits.
      const statuses = await wrongLogins(plain.base, (attempt) => `203.0.113.${attempt}`, 11);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await plain.stop();
    }
    const behindProxy = await listen(
      await createDemoApi({ inMemory: true, faults: null, trustedProxies: "127.0.0.1" }),
    );
    try {
      expect((await wrongLogins(behindProxy.base, () => "203.0.113.1", 11)).at(-1)).toBe(429);
      // The trusted proxy says another shopper is asking: its key is its own.
      expect(await wrongLogins(behindProxy.base, () => "203.0.113.2", 1)).toEqual([401]);
    } finally {
      await behindProxy.stop();
    }
  });
});
