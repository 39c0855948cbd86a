// Issue 44 item 7: the captcha is a setting of the shop (Shopware's core.basicInformation.activeCaptchasV2), ALTCHA
// by default; the registration's e-mail and password confirmation fields (core.loginRegistration) likewise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CaptchaGuard, googleSiteVerify, SITEVERIFY_URL } from "../src/commerce/captchas.js";
import { shopSettingsFromEnv } from "../src/shop-settings.js";
import { solvedAltcha } from "./captcha-helpers.js";
import {
  createTestApi,
  firstError,
  guestToken,
  IDS,
  type Json,
  STOREFRONT_URL,
  type TestApi,
} from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

let api: TestApi;
/** A shop whose tests may switch its settings per context token (as the demo's end-to-end tests do). */
beforeAll(async () => {
  api = await createTestApi({ testSettings: true });
});
afterAll(async () => {
  await api?.close();
});

const message = {
  firstName: "Mia",
  lastName: "Muster",
  email: "mia@example.com",
  subject: "Hi",
  comment: "A message behind the shop's captcha.",
};

/** A guest whose shop has these settings (the test-only switch, for its context token only). */
async function shopper(settings: Json): Promise<string> {
  const token = await guestToken(api);
  const switched = await api.request("PUT", "/vitrine/test/shop-settings", { token, body: settings });
  expect(switched.status).toBe(200);
  return token;
}

async function recaptchaToken(token: string, score?: number): Promise<string> {
  const issued = await api.request("POST", "/vitrine/captcha/recaptcha-stand-in/token", {
    token,
    body: { siteKey: "vitrine-demo", ...(score === undefined ? {} : { score }) },
  });
  expect(issued.status).toBe(200);
  return (issued.body as Json).token as string;
}

const contact = (token: string, proof: Json) =>
  api.request("POST", "/contact-form", { token, body: { ...message, ...proof } });

describe("the captcha is a setting of the shop", () => {
  it("ALTCHA by default: GET /vitrine/captcha/settings names it in Shopware's activeCaptchasV2 shape, without secret keys", async () => {
    const answer = await api.request("GET", "/vitrine/captcha/settings", { token: await guestToken(api) });
    expect(answer.status).toBe(200);
    const body = answer.body as Json;
    expect(body.active).toBe("altcha");
    expect(body.activeCaptchasV2.altcha.isActive).toBe(true);
    expect(body.activeCaptchasV2.basicCaptcha.isActive).toBe(false);
    expect(body.activeCaptchasV2.googleReCaptchaV2).toMatchObject({
      isActive: false,
      config: { invisible: false },
    });
    expect(body.activeCaptchasV2.googleReCaptchaV3.config.thresholdScore).toBe(0.5);
    expect(answer.text).not.toContain("secretKey");
  });

  it("DEMO_API_CAPTCHA selects basic, recaptcha-v2 or recaptcha-v3; an unknown value stops the start", () => {
    expect(shopSettingsFromEnv({}).captcha).toBe("altcha");
    expect(shopSettingsFromEnv({ DEMO_API_CAPTCHA: "basic" }).captcha).toBe("basic");
    expect(shopSettingsFromEnv({ DEMO_API_CAPTCHA: "recaptcha-v3" }).captcha).toBe("recaptcha-v3");
    expect(() => shopSettingsFromEnv({ DEMO_API_CAPTCHA: "hcaptcha" })).toThrow(
      /altcha, basic, recaptcha-v2/,
    );
  });

  it("a shop started with the basic captcha says so and refuses an ALTCHA proof", async () => {
    const basicShop = await createTestApi({ settings: { captcha: "basic" } });
    try {
      const token = (await basicShop.request("GET", "/checkout/cart")).token ?? "";
      const settings = await basicShop.request("GET", "/vitrine/captcha/settings", { token });
      expect((settings.body as Json).active).toBe("basic");
      const refused = await basicShop.request("POST", "/contact-form", {
        token,
        body: { ...message, altcha: await solvedAltcha(basicShop, token) },
      });
      expect(refused.status).toBe(400);
      expect(firstError(refused)).toMatchObject({ code: "invalid_captcha", source: { pointer: "/captcha" } });
      // The test-only switch is not there unless switched on.
      const switched = await basicShop.request("PUT", "/vitrine/test/shop-settings", {
        token,
        body: { captcha: "altcha" },
      });
      expect(switched.status).toBe(404);
    } finally {
      await basicShop.close();
    }
  });

  it("with ALTCHA a reCAPTCHA token is no proof (invalid_captcha)", async () => {
    const token = await shopper({ captcha: "altcha" });
    const refused = await contact(token, { _grecaptcha_v3: await recaptchaToken(token) });
    expect(refused.status).toBe(400);
    expect(firstError(refused).code).toBe("invalid_captcha");
  });

  it("the test-only switch changes the caller's shop only", async () => {
    const switched = await shopper({ captcha: "recaptcha-v2" });
    const bystander = await guestToken(api);
    const seen = async (token: string) =>
      ((await api.request("GET", "/vitrine/captcha/settings", { token })).body as Json).active;
    expect(await seen(switched)).toBe("recaptcha-v2");
    expect(await seen(bystander)).toBe("altcha");
    const bad = await api.request("PUT", "/vitrine/test/shop-settings", {
      token: bystander,
      body: { captcha: "hcaptcha" },
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad).source?.pointer).toBe("/captcha");
  });

  it("the basic captcha: its session is the proof, an ALTCHA payload is not", async () => {
    const token = await shopper({ captcha: "basic" });
    expect((await contact(token, { altcha: await solvedAltcha(api, token) })).status).toBe(400);
    await api.request("GET", "/vitrine/captcha/basic?formId=contact", { token });
    const { rows } = await api.db.query<{ code: string }>(
      "select code from commerce_captcha where token = $1 and form_id = 'contact'",
      [token],
    );
    const validated = await api.request("POST", "/vitrine/captcha/basic/validate", {
      token,
      body: { formId: "contact", captcha: rows[0]?.code },
    });
    const session = (validated.body as Json).session as string;
    expect((await contact(token, { formId: "contact", captchaSession: session })).status).toBe(200);
  });

  it("reCAPTCHA v2: a token siteverify accepts sends the form once; a made-up or missing one is invalid_captcha", async () => {
    const token = await shopper({ captcha: "recaptcha-v2" });
    expect(firstError(await contact(token, {})).code).toBe("invalid_captcha");
    const good = await recaptchaToken(token);
    // Google's field for the v2 checkbox; the v3 field is not the v2 captcha's proof.
    expect((await contact(token, { _grecaptcha_v3: good })).status).toBe(400);
    expect((await contact(token, { "g-recaptcha-response": good })).status).toBe(200);
    const again = await contact(token, { "g-recaptcha-response": good });
    expect(firstError(again).code).toBe("invalid_captcha");
    const madeUp = await contact(token, { "g-recaptcha-response": `${good.split(".")[0]}.forged` });
    expect(firstError(madeUp).code).toBe("invalid_captcha");
  });

  it("reCAPTCHA v3: a score at or above the shop's threshold (0.5) passes, a bot's low score is refused", async () => {
    const token = await shopper({ captcha: "recaptcha-v3" });
    const bot = await contact(token, { _grecaptcha_v3: await recaptchaToken(token, 0.1) });
    expect(bot.status).toBe(400);
    expect(firstError(bot).code).toBe("invalid_captcha");
    expect((await contact(token, { _grecaptcha_v3: await recaptchaToken(token, 0.5) })).status).toBe(200);
  });

  it("the siteverify stand-in answers as Google documents it: success with a score, or the error codes", async () => {
    const guard = new CaptchaGuard(api.db);
    const issued = await guard.recaptchaToken("vitrine-demo", 0.7);
    expect(await guard.siteVerifyStandIn({ secret: "", response: "" })).toEqual({
      success: false,
      "error-codes": ["missing-input-response"],
    });
    expect(await guard.siteVerifyStandIn({ secret: "", response: "a.b" })).toEqual({
      success: false,
      "error-codes": ["invalid-input-response"],
    });
    expect(await guard.siteVerifyStandIn({ secret: "", response: issued })).toMatchObject({
      success: true,
      score: 0.7,
      challenge_ts: expect.any(String),
    });
    expect(await guard.siteVerifyStandIn({ secret: "", response: issued })).toEqual({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
  });
});

describe("reCAPTCHA with the shop's own keys: Google's siteverify at the boundary", () => {
  it("posts the secret and the token form-encoded to Google and takes its answer; Google out of reach is a refusal", async () => {
    const sent: { url: string; body: string; type: string | null }[] = [];
    const google = googleSiteVerify(async (input, init) => {
      sent.push({
        url: String(input),
        body: String(init?.body),
        type: new Headers(init?.headers).get("content-type"),
      });
      return new Response(JSON.stringify({ success: true, score: 0.3, action: "submit" }), {
        headers: { "content-type": "application/json" },
      });
    });
    expect(await google({ secret: "shop-secret", response: "token-1" })).toEqual({
      success: true,
      score: 0.3,
      action: "submit",
    });
    expect(sent).toEqual([
      {
        url: SITEVERIFY_URL,
        body: "secret=shop-secret&response=token-1",
        type: "application/x-www-form-urlencoded",
      },
    ]);
    const unreachable = googleSiteVerify(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await unreachable({ secret: "s", response: "t" })).toEqual({
      success: false,
      "error-codes": ["siteverify-unreachable"],
    });
  });

  it("a shop with a secret key asks Google, not the stand-in: v3 below the threshold is refused, a v2 success passes", async () => {
    const guard = new CaptchaGuard(api.db);
    const asked: string[] = [];
    guard.siteVerifyGoogle = async ({ secret, response }) => {
      asked.push(`${secret}:${response}`);
      return { success: true, score: 0.3 };
    };
    expect(await guard.verifyRecaptcha("google-token", "v3", 0.5, "shop-secret")).toBe(false);
    expect(await guard.verifyRecaptcha("google-token", "v2", 0.5, "shop-secret")).toBe(true);
    expect(asked).toEqual(["shop-secret:google-token", "shop-secret:google-token"]);
    // Without a secret key the stand-in answers: it did not sign this token.
    expect(await guard.verifyRecaptcha("google-token", "v2", 0.5)).toBe(false);
  });

  it("the secret key never leaves the backend", async () => {
    const shop = await createTestApi({
      settings: { captcha: "recaptcha-v3", recaptchaSecretKey: "top-secret" },
    });
    try {
      const settings = await shop.request("GET", "/vitrine/captcha/settings");
      expect((settings.body as Json).active).toBe("recaptcha-v3");
      expect(settings.text).not.toContain("top-secret");
    } finally {
      await shop.close();
    }
  });
});

describe("the registration's confirmation fields are settings of the shop", () => {
  const registration = (extra: Json) => ({
    email: `confirm.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    password: "secret-pass",
    firstName: "Anna",
    lastName: "Berg",
    storefrontUrl: STOREFRONT_URL,
    billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
    ...extra,
  });

  it("GET /shop-settings answers Shopware's shop settings; both confirmations are off by default", async () => {
    const answer = await api.request("GET", "/shop-settings", { token: await guestToken(api) });
    expect(answer.status).toBe(200);
    expectResponseMatchesSchema("GET", "/shop-settings", 200, answer.body);
    expect((answer.body as Json).loginRegistration).toMatchObject({
      requireEmailConfirmation: false,
      requirePasswordConfirmation: false,
      passwordMinLength: 8,
    });
    // Off: Shopware's Store API client sends no confirmation and is registered.
    const token = await guestToken(api);
    const registered = await api.request("POST", "/account/register", { token, body: registration({}) });
    expect(registered.status).toBe(200);
  });

  it("requireEmailConfirmation: a different confirmation is refused (400 at /emailConfirmation), an equal one registers", async () => {
    const token = await shopper({ requireEmailConfirmation: true });
    const settings = await api.request("GET", "/shop-settings", { token });
    expect((settings.body as Json).loginRegistration.requireEmailConfirmation).toBe(true);
    const body = registration({});
    const mismatch = await api.request("POST", "/account/register", {
      token,
      body: { ...body, emailConfirmation: "someone.else@example.com" },
    });
    expect(mismatch.status).toBe(400);
    expectResponseMatchesSchema("POST", "/account/register", 400, mismatch.body);
    expect(firstError(mismatch)).toMatchObject({
      code: "VIOLATION::NOT_EQUAL_ERROR",
      source: { pointer: "/emailConfirmation" },
    });
    const missing = await api.request("POST", "/account/register", { token, body });
    expect(firstError(missing)).toMatchObject({ source: { pointer: "/emailConfirmation" } });
    const equal = await api.request("POST", "/account/register", {
      token,
      body: { ...body, emailConfirmation: body.email },
    });
    expect(equal.status).toBe(200);
  });

  it("requirePasswordConfirmation: a different confirmation is refused (400 at /passwordConfirmation); a guest needs none", async () => {
    const token = await shopper({ requirePasswordConfirmation: true });
    const mismatch = await api.request("POST", "/account/register", {
      token,
      body: registration({ passwordConfirmation: "secret-pasS" }),
    });
    expect(mismatch.status).toBe(400);
    expect(firstError(mismatch)).toMatchObject({
      code: "VIOLATION::NOT_EQUAL_ERROR",
      source: { pointer: "/passwordConfirmation" },
    });
    expect(mismatch.text).not.toContain("secret-pass");
    const guest = await api.request("POST", "/account/register", {
      token,
      body: registration({ guest: true, password: undefined }),
    });
    expect(guest.status).toBe(200);
    const other = await shopper({ requirePasswordConfirmation: true });
    const equal = await api.request("POST", "/account/register", {
      token: other,
      body: registration({ passwordConfirmation: "secret-pass" }),
    });
    expect(equal.status).toBe(200);
  });
});
