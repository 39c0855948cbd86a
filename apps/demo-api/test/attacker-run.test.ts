/**
 * The scripted attacker run of issue 16 against the backend: promotion variants, split lines, an oversized chunked
 * body, 30 wrong logins, NUL payloads, replayed writes. (SIGKILL after writes: test/durability.test.ts, with a real
 * child process.) Every step is something a shopper can do with the cart form or a few lines of script.
 */
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import { guestToken, IDS, type Json, useTestApi } from "./commerce-app.js";

/** Vitrine X1 Mirrorless Camera (899 €). */
const CAMERA = "d0000000000000000000000000000020";
/** Alba Throw Pillow: a closeout with 12 pieces. */
const CLOSEOUT_12 = "e01b76da73428fcc8ce5d244d1e0a94b";

const api = useTestApi();

/** Every mixed-case spelling of a code, up to `count`. */
function spellings(code: string, count: number): string[] {
  const out: string[] = [];
  for (let mask = 0; out.length < count && mask < 2 ** code.length; mask += 1) {
    out.push([...code].map((char, index) => ((mask >> index) & 1 ? char.toLowerCase() : char)).join(""));
  }
  return out;
}

/** A body stream of `total` bytes in 64 KB chunks (no content-length: sent chunked), counting what was pulled. */
function countingStream(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe("scripted attacker run (issue 16)", () => {
  it("16 spellings of VITRINE10 on an 899 € camera give one 10 % discount, and the order pays 90 %", async () => {
    const token = await guestToken(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: CAMERA, quantity: 1 }] },
    });
    for (const code of spellings("VITRINE10", 16)) {
      await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "promotion", referencedId: code }] },
      });
    }
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const promotions = (cart.lineItems as Json[]).filter((line) => line.type === "promotion");
    expect(promotions).toHaveLength(1);
    expect(cart.price.positionPrice).toBeCloseTo(899 * 0.9, 2);
  });

  it("split lines: 3 × 12 of a closeout with stock 12 and 4 × 3 of a max-3 product are cut to the product's limit", async () => {
    const token = await guestToken(api);
    for (const id of ["a", "b", "c"]) {
      await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", id: `closeout-${id}`, referencedId: CLOSEOUT_12, quantity: 12 }] },
      });
    }
    for (const id of ["a", "b", "c", "d"]) {
      await api.request("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", id: `bag-${id}`, referencedId: IDS.shirt, quantity: 3 }] },
      });
    }
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const sum = (productId: string) =>
      (cart.lineItems as Json[])
        .filter((line) => line.referencedId === productId)
        .reduce((total, line) => total + line.quantity, 0);
    expect(sum(CLOSEOUT_12)).toBe(12);
    expect(sum(IDS.shirt)).toBe(3);
  });

  it("a 300 MB chunked body is refused with 413 after reading little more than the limit", async () => {
    const { stream, pulled } = countingStream(300 * 1024 * 1024);
    const response = await api.app.request("/store-api/checkout/cart/line-item", {
      method: "POST",
      headers: { "sw-access-key": "SWSCVITRINEDEMOACCESSKEY01", "content-type": "application/json" },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for a streamed body.
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Json).errors[0].code).toBe("FRAMEWORK__REQUEST_TOO_LARGE");
    // The limit is 1 MB; a few chunks of read-ahead are fine, 300 MB are not.
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("a 300 MB chunked upload is refused with 413 after reading little more than the upload limit", async () => {
    const { stream, pulled } = countingStream(300 * 1024 * 1024);
    const response = await api.app.request("/store-api/customized-products/upload", {
      method: "POST",
      headers: {
        "sw-access-key": "SWSCVITRINEDEMOACCESSKEY01",
        "content-type": "multipart/form-data; boundary=x",
      },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for a streamed body.
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(12 * 1024 * 1024);
  });

  it("30 wrong passwords in a row from one address are throttled per e-mail and address: 429 with Retry-After after ten; the right password from another address still logs in", async () => {
    const statuses: number[] = [];
    const retryAfter: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await api.request("POST", "/account/login", {
        body: { email: DEMO_CUSTOMER.email, password: `wrong-${attempt}` },
        clientAddress: "203.0.113.7",
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter.push(Number(response.headers.get("retry-after")));
    }
    // Shopware's login limits: ten free attempts, then one every 10 s.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(retryAfter.every((seconds) => seconds >= 1 && seconds <= 10)).toBe(true);
    // The right password from the attacker's address waits as well; from the customer's own address it works.
    const fromAttacker = await api.request("POST", "/account/login", {
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      clientAddress: "203.0.113.7",
    });
    expect(fromAttacker.status).toBe(429);
    const fromCustomer = await api.request("POST", "/account/login", {
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      clientAddress: "198.51.100.20",
    });
    expect(fromCustomer.status).toBe(200);
  });

  it("NUL bytes and lone surrogates in string fields answer 400 with the field's pointer and store nothing", async () => {
    const token = await guestToken(api);
    const cases: { path: string; body: Json; pointer: string }[] = [
      {
        path: "/checkout/cart/line-item",
        body: { items: [{ type: "product", id: "a\u0000b", referencedId: IDS.shirt }] },
        pointer: "/items/0/id",
      },
      {
        path: "/checkout/cart/line-item",
        body: { items: [{ type: "promotion", referencedId: "VITRINE10\ud800" }] },
        pointer: "/items/0/referencedId",
      },
      {
        path: "/account/login",
        body: { email: "demo@vitrine.shop\u0000", password: "x" },
        pointer: "/email",
      },
      {
        path: "/contact-form",
        body: {
          firstName: "A\udc00",
          lastName: "B",
          email: "a@example.com",
          subject: "Hi",
          comment: "a long enough comment",
        },
        pointer: "/firstName",
      },
    ];
    for (const entry of cases) {
      const response = await api.request("POST", entry.path, { token, body: entry.body });
      expect(response.status, entry.path).toBe(400);
      expect(
        ((response.body as Json).errors as Json[]).map((error) => error.source?.pointer),
        entry.path,
      ).toContain(entry.pointer);
    }
    // The same as JSON text written by hand, with a declared length (a body read at once): upper-case surrogate
    // escapes and a NUL escape are refused; a paired surrogate (an emoji) and an escaped backslash before "u0000"
    // (the text \u0000, not a NUL) are not unsafe text.
    const raw = async (firstName: string) => {
      const text = `{"firstName":"${firstName}","lastName":"B","email":"a@example.com","subject":"Hi","comment":"a long enough comment"}`;
      return api.request("POST", "/contact-form", {
        token,
        raw: text,
        headers: { "content-length": String(Buffer.byteLength(text)) },
      });
    };
    for (const firstName of ["A\\uD800", "A\\uDFFF", "A\\u0000"]) {
      const response = await raw(firstName);
      expect(response.status, firstName).toBe(400);
      expect(
        ((response.body as Json).errors as Json[]).map((error) => error.source?.pointer),
        firstName,
      ).toContain("/firstName");
    }
    for (const firstName of ["A\\uD83D\\uDE00", "A\\\\u0000"]) {
      const errors = (((await raw(firstName)).body as Json).errors ?? []) as Json[];
      // (No captcha here: the form is refused for that, not for its text.)
      expect(
        errors.map((error) => error.code),
        firstName,
      ).not.toContain("VIOLATION::INVALID_CHARACTERS");
      expect(errors.length, firstName).toBeGreaterThan(0);
    }
    const path = await api.request("DELETE", "/account/address/%00", { token });
    expect(path.status).toBeLessThan(500);
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(cart.lineItems).toEqual([]);
  });

  it("a replayed add-to-cart with the same idempotency key adds once and answers the first result", async () => {
    const token = await guestToken(api);
    const send = () =>
      api.request("POST", "/checkout/cart/line-item", {
        token,
        headers: { "sw-idempotency-key": "attack-replay-1" },
        body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
      });
    const answers = [await send(), await send(), await send()];
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(cart.lineItems.map((line: Json) => line.quantity)).toEqual([1]);
  });
});
