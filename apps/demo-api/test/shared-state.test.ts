// State in the database, not in a process (issue 46 item 2): two apps on one database stand for two backend
// processes. Throttles, captcha challenges and proofs, idempotency records and share links answer alike from
// either, and expire.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DEMO_CUSTOMER } from "../src/seed/customers.js";
import { customizedOptionId, customizedValueId } from "../src/seed/customized.js";
import { CUSTOMIZED_TEMPLATE_ID, DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { DEFAULT_SHOP_SETTINGS } from "../src/shop-settings.js";
import { solvedAltcha } from "./captcha-helpers.js";
import {
  ACCESS_KEY,
  createTestApi,
  guestToken,
  IDS,
  type Json,
  requester,
  type TestApi,
} from "./commerce-app.js";

let api: TestApi;
/** A second backend process: its own app, limiter, captcha guard and caches, on the same database. */
let second: ReturnType<typeof buildApp>;
let other: Pick<TestApi, "request">;

beforeAll(async () => {
  api = await createTestApi();
  second = buildApp({ db: api.db, publicUrl: api.runtime.publicUrl, accessKey: ACCESS_KEY, faults: null });
  await second.ready;
  other = { request: requester(second.app) };
});
afterAll(async () => {
  // The second process's new contexts are written before the shared database closes.
  await second?.runtime.contexts.flush();
  await api?.close();
});

/**
 * A guest token made by the first process and written to the database: a new context is written behind in 50 ms
 * batches, and until then the other process does not know it (see the ContextStore).
 */
async function sharedGuestToken(): Promise<string> {
  const token = await guestToken(api);
  await api.runtime.contexts.flush();
  return token;
}

const contact = (altcha: Record<string, string>) => ({
  firstName: "Mia",
  lastName: "Muster",
  email: "mia@example.com",
  subject: "Delivery",
  comment: "When will my order arrive?",
  ...altcha,
});

describe("state any backend process can answer (issue 46 item 2)", () => {
  it("failed logins counted by both processes throttle the key in either", async () => {
    const clientAddress = "203.0.113.80";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const from = attempt % 2 === 0 ? api : other;
      const failed = await from.request("POST", "/account/login", {
        body: { email: DEMO_CUSTOMER.email, password: `wrong-${attempt}` },
        clientAddress,
      });
      expect(failed.status).toBe(401);
    }
    const refused = await other.request("POST", "/account/login", {
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      clientAddress,
    });
    expect(refused.status).toBe(429);
    const { rows } = await api.db.query<{ attempts: number }>(
      "select attempts from rate_limit where key = $1",
      [`login:${DEMO_CUSTOMER.email}-${clientAddress}`],
    );
    expect(rows[0]?.attempts).toBe(10);
  });

  it("an ALTCHA challenge handed out by one process is accepted by the other, and good once over both", async () => {
    const altcha = await solvedAltcha(api);
    expect((await other.request("POST", "/contact-form", { body: contact({ altcha }) })).status).toBe(200);
    const replay = await api.request("POST", "/contact-form", { body: contact({ altcha }) });
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0].code).toBe("invalid_captcha");
  });

  it("a reCAPTCHA stand-in token from one process passes the other once", async () => {
    // Two more processes of a shop whose captcha is reCAPTCHA v3, on the same database.
    const recaptchaShop = () =>
      buildApp({
        db: api.db,
        publicUrl: api.runtime.publicUrl,
        accessKey: ACCESS_KEY,
        faults: null,
        settings: { ...DEFAULT_SHOP_SETTINGS, captcha: "recaptcha-v3" },
      });
    const [first, last] = [recaptchaShop(), recaptchaShop()];
    await Promise.all([first.ready, last.ready]);
    const issued = await requester(first.app)("POST", "/vitrine/captcha/recaptcha-stand-in/token", {
      body: { siteKey: "demo-site-key" },
    });
    const token = issued.body.token as string;
    const send = (app: typeof first) =>
      requester(app.app)("POST", "/contact-form", { body: contact({ _grecaptcha_v3: token }) });
    expect((await send(last)).status).toBe(200);
    expect((await send(first)).status).toBe(400);
    await Promise.all([first.runtime.contexts.flush(), last.runtime.contexts.flush()]);
  });

  it("an idempotency key answers its first result from either process, and expires after a day", async () => {
    const token = await sharedGuestToken();
    const add = (from: Pick<TestApi, "request">) =>
      from.request("POST", "/checkout/cart/line-item", {
        token,
        headers: { "sw-idempotency-key": "shared-key-1" },
        body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
      });
    const quantity = (response: { body: Json; token: string | null }) => {
      expect(response.token).toBe(token);
      return (response.body.lineItems as Json[]).find((item) => item.referencedId === IDS.shirt)?.quantity;
    };
    expect(quantity(await add(api))).toBe(1);
    expect(quantity(await add(other))).toBe(1);
    await api.db.query(
      "update commerce_idempotency set created_at = now() - interval '25 hours' where key = 'shared-key-1'",
    );
    expect(quantity(await add(other))).toBe(2);
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from commerce_idempotency where key = 'shared-key-1'",
    );
    // The expired record was swept, the new one stored.
    expect(rows[0]?.n).toBe(1);
  });

  it("a share link made by one process opens in the other; a one-time link opens once over both; links expire after 30 days", async () => {
    const share = async (oneTime: boolean) => {
      const response = await api.request("POST", "/customized-products/configuration/create-share", {
        body: {
          "customized-products-template": {
            id: CUSTOMIZED_TEMPLATE_ID,
            options: {
              [customizedOptionId("size")]: { value: customizedValueId("size", "50x70") },
              [customizedOptionId("title")]: { value: "Shared" },
            },
          },
          lineItems: { [DEMO_PRODUCT_IDS.customizable]: { id: DEMO_PRODUCT_IDS.customizable, quantity: 1 } },
          absoluteBaseUrl: api.runtime.publicUrl,
          baseUrl: "",
          "swag-customized-products-one-time-share": oneTime,
        },
      });
      expect(response.status).toBe(200);
      return new URL(response.body.shareUrl).searchParams.get("swagCustomizedProductsConfigurationShare");
    };
    const open = (from: Pick<TestApi, "request">, id: string | null) =>
      from.request("GET", `/vitrine/customized-products/share/${id}`);
    const lasting = await share(false);
    expect((await open(other, lasting)).status).toBe(200);
    expect((await open(api, lasting)).status).toBe(200);
    const once = await share(true);
    expect((await open(other, once)).status).toBe(200);
    expect((await open(api, once)).status).toBe(404);
    await api.db.query("update commerce_share set created_at = now() - interval '31 days' where id = $1", [
      lasting,
    ]);
    expect((await open(other, lasting)).status).toBe(404);
  });

  it("a basic captcha's code passes in the other process, and expires after 30 minutes", async () => {
    const token = await sharedGuestToken();
    expect((await api.request("GET", "/vitrine/captcha/basic?formId=contact", { token })).status).toBe(200);
    const { rows } = await api.db.query<{ code: string }>(
      "select code from commerce_captcha where token = $1",
      [token],
    );
    const code = rows[0]?.code ?? "";
    // In time, the code passes in the other process.
    const inTime = await other.request("POST", "/vitrine/captcha/basic/validate", {
      token,
      body: { formId: "contact", captcha: code },
    });
    expect(inTime.status).toBe(200);
    await api.request("GET", "/vitrine/captcha/basic?formId=contact", { token });
    const renewed = await api.db.query<{ code: string }>(
      "select code from commerce_captcha where token = $1",
      [token],
    );
    await api.db.query(
      "update commerce_captcha set created_at = now() - interval '31 minutes' where token = $1",
      [token],
    );
    const late = await other.request("POST", "/vitrine/captcha/basic/validate", {
      token,
      body: { formId: "contact", captcha: renewed.rows[0]?.code ?? "" },
    });
    expect(late.status).toBe(400);
  });
});
