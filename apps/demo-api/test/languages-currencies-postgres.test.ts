/**
 * Issue 43 item 1 on a PostgreSQL server (DATABASE_URL): the same migrations and seed give German translations,
 * CHF prices with cash rounding, and an order that keeps its currency (the rest is proven on PGlite in
 * languages-currencies.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../../config/postgres.mjs";
import { createDemoApi, type DemoApi } from "../src/index.js";
import { guestRegistration, IDS, type Json, requester, type TestApi } from "./commerce-app.js";

const DE = "7d08ca3199c062836d357089a437f26e";
const CHF = "2d2f8eba0605acde45bf4031456c1d5f";

let server: Awaited<ReturnType<typeof startPostgres>>;
let api: DemoApi;
let request: TestApi["request"];

beforeAll(async () => {
  server = await startPostgres();
  api = await createDemoApi({ databaseUrl: server.url, faults: null, formLimits: false });
  request = requester(api.app);
}, 180_000);

afterAll(async () => {
  await api?.close();
  await server?.stop();
}, 60_000);

describe("languages and currencies on PostgreSQL", () => {
  it("answers German texts, cash-rounds a CHF cart and keeps the currency on the order", async () => {
    const german = await request("POST", `/product/${IDS.shirt}`, {
      body: {},
      headers: { "sw-language-id": DE },
    });
    expect(german.body.product.name).toBe("X1 Umhängetasche");

    const guest = (await request("GET", "/checkout/cart")).token ?? "";
    expect((await request("PATCH", "/context", { token: guest, body: { currencyId: CHF } })).status).toBe(
      200,
    );
    const cart = await request("POST", "/checkout/cart/line-item", {
      token: guest,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const price = cart.body.price as Json;
    expect(Math.round(price.totalPrice * 100) % 5).toBe(0);
    expect(price.totalPrice).toBe((Math.round((price.rawTotal * 100) / 5) * 5) / 100);

    const registered = await request("POST", "/account/register", {
      token: guest,
      body: guestRegistration("postgres.guest@example.com", {
        street: "Limmatquai 2",
        zipcode: "8001",
        city: "Zürich",
        countryId: IDS.de,
      }),
    });
    expect(registered.status, registered.text).toBe(200);
    const token = registered.token ?? "";
    const order = await request("POST", "/checkout/order", { token, body: {} });
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({
      currencyId: CHF,
      currencyFactor: 0.93,
      amountTotal: price.totalPrice,
    });
    await request("PATCH", "/context", { token, body: { currencyId: "b7d2554b0ce847cd82f3ac9bd1c0dfca" } });
    const orders = await request("POST", "/order", { token, body: {} });
    const stored = (orders.body.orders.elements as Json[]).find((entry) => entry.id === order.body.id);
    expect(stored).toMatchObject({
      currencyId: CHF,
      currencyFactor: 0.93,
      totalRounding: { interval: 0.05 },
    });
  });
});
