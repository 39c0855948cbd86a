import { describe, expect, it } from "vitest";
import { customizedOptionId, customizedValueId } from "../src/seed/customized.js";
import { CUSTOMIZED_TEMPLATE_ID, DEMO_PRODUCT_IDS, idFor } from "../src/seed/ids.js";
import { solvedAltcha } from "./captcha-helpers.js";
import {
  ACCESS_KEY,
  guestToken,
  IDS,
  type Json,
  loginDemo,
  STOREFRONT_URL,
  useTestApi,
} from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();

describe("contact form", () => {
  it("accepts a valid message and answers validation errors in the Store API shape", async () => {
    const ok = await api.request("POST", "/contact-form", {
      body: {
        salutationId: IDS.mrs,
        firstName: "Mia",
        lastName: "Muster",
        email: "mia@example.com",
        subject: "Delivery",
        comment: "When will my order arrive?",
        altcha: await solvedAltcha(api),
      },
    });
    expect(ok.status).toBe(200);
    expectResponseMatchesSchema("POST", "/contact-form", 200, ok.body);
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from commerce_contact_message",
    );
    expect(rows[0]?.n).toBe(1);

    const bad = await api.request("POST", "/contact-form", {
      body: { firstName: "", lastName: "M", email: "nope", subject: "S", comment: "short" },
    });
    expect(bad.status).toBe(400);
    expectResponseMatchesSchema("POST", "/contact-form", 400, bad.body);
    const pointers = (bad.body as Json).errors.map((error: Json) => error.source.pointer).sort();
    expect(pointers).toEqual(["/comment", "/email", "/firstName"]);
  });
});

describe("ALTCHA", () => {
  const message = {
    firstName: "Mia",
    lastName: "Muster",
    email: "mia@example.com",
    subject: "Hi",
    comment: "A message behind ALTCHA.",
  };

  it("serves a signed proof-of-work challenge that is not cached", async () => {
    const response = await api.request("GET", "/vitrine/captcha/altcha");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = response.body as Json;
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", keyPrefix: "00" });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the contact form is sent with a solved challenge, once", async () => {
    const token = await guestToken(api);
    const altcha = await solvedAltcha(api, token);
    const sent = await api.request("POST", "/contact-form", { token, body: { ...message, altcha } });
    expect(sent.status).toBe(200);
    const replay = await api.request("POST", "/contact-form", { token, body: { ...message, altcha } });
    expect(replay.status).toBe(400);
    expect((replay.body as Json).errors[0]).toMatchObject({ code: "invalid_captcha" });
  });

  it("rejects the contact form without a solution, or with a forged one, as invalid_captcha", async () => {
    const token = await guestToken(api);
    const missing = await api.request("POST", "/contact-form", { token, body: message });
    expect(missing.status).toBe(400);
    expectResponseMatchesSchema("POST", "/contact-form", 400, missing.body);
    expect((missing.body as Json).errors[0]).toMatchObject({
      status: "400",
      code: "invalid_captcha",
      source: { pointer: "/captcha" },
    });
    const real = JSON.parse(Buffer.from(await solvedAltcha(api, token), "base64").toString());
    real.solution.derivedKey = "00".repeat(32);
    const forged = Buffer.from(JSON.stringify(real)).toString("base64");
    const bad = await api.request("POST", "/contact-form", { token, body: { ...message, altcha: forged } });
    expect(bad.status).toBe(400);
    expect((bad.body as Json).errors[0].code).toBe("invalid_captcha");
    const garbage = await api.request("POST", "/contact-form", { token, body: { ...message, altcha: "%%" } });
    expect((garbage.body as Json).errors[0].code).toBe("invalid_captcha");
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from commerce_contact_message where token = $1",
      [token],
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe("basic captcha", () => {
  it("serves an SVG image and validates the code into a session, or invalid_captcha", async () => {
    const token = await guestToken(api);
    const image = await api.request("GET", "/vitrine/captcha/basic?formId=contact", {
      token,
      headers: { accept: "image/svg+xml" },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    expect(String(image.body)).toContain("<svg");
    // A script (the shop's client, Accept: application/json) gets the image as a data URL.
    const json = await api.request("GET", "/vitrine/captcha/basic?formId=contact", { token });
    expect((json.body as Json).image).toMatch(/^data:image\/svg\+xml;base64,/);
    const { rows } = await api.db.query<{ code: string }>(
      "select code from commerce_captcha where token = $1 and form_id = 'contact'",
      [token],
    );
    const code = rows[0]?.code ?? "";
    expect(code).toMatch(/^[A-Z2-9]{5}$/);

    const wrong = await api.request("POST", "/vitrine/captcha/basic/validate", {
      token,
      body: { formId: "contact", captcha: "WRONG" },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as Json).errors[0].code).toBe("invalid_captcha");
    // The wrong guess used the code up: even the right code needs a new image now.
    const late = await api.request("POST", "/vitrine/captcha/basic/validate", {
      token,
      body: { formId: "contact", captcha: code },
    });
    expect(late.status).toBe(400);

    await api.request("GET", "/vitrine/captcha/basic?formId=contact", { token });
    const fresh = await api.db.query<{ code: string }>(
      "select code from commerce_captcha where token = $1 and form_id = 'contact'",
      [token],
    );
    const right = await api.request("POST", "/vitrine/captcha/basic/validate", {
      token,
      body: { formId: "contact", captcha: (fresh.rows[0]?.code ?? "").toLowerCase() },
    });
    expect(right.status).toBe(200);
    const session = (right.body as Json).session;
    expect(session).toMatch(/^[0-9a-f]{32}$/);

    // Another token cannot use this captcha.
    const other = await guestToken(api);
    const stolen = await api.request("POST", "/vitrine/captcha/basic/validate", {
      token: other,
      body: { formId: "contact", captcha: fresh.rows[0]?.code },
    });
    expect(stolen.status).toBe(400);

    const contact = await api.request("POST", "/contact-form", {
      token,
      body: {
        firstName: "Mia",
        lastName: "Muster",
        email: "mia@example.com",
        subject: "Hi",
        comment: "A message with a captcha.",
        formId: "contact",
        captchaSession: session,
      },
    });
    expect(contact.status).toBe(200);
    const reused = await api.request("POST", "/contact-form", {
      token,
      body: {
        firstName: "Mia",
        lastName: "Muster",
        email: "mia@example.com",
        subject: "Hi",
        comment: "The same session twice.",
        formId: "contact",
        captchaSession: session,
      },
    });
    expect(reused.status).toBe(400);
  });

  it("rejects a missing form id", async () => {
    const response = await api.request("GET", "/vitrine/captcha/basic");
    expect(response.status).toBe(400);
    expect((response.body as Json).errors[0].source.pointer).toBe("/formId");
  });
});

describe("card payment", () => {
  it("lists the demo customer's two saved cards; a guest has none", async () => {
    const token = await loginDemo(api);
    const response = await api.request("POST", "/multisafepay/tokenization/tokens", {
      token,
      body: { paymentMethodId: IDS.card, paymentMethods: ["CREDITCARD"] },
    });
    expect(response.status).toBe(200);
    const tokens = (response.body as Json).tokens;
    expect(tokens).toHaveLength(2);
    for (const card of tokens) {
      expect(Object.keys(card).sort()).toEqual(["expired", "gatewayCode", "name", "token"]);
    }
    const guest = await api.request("POST", "/multisafepay/tokenization/tokens", {
      body: { paymentMethodId: IDS.card, paymentMethods: ["CREDITCARD"] },
    });
    expect((guest.body as Json).tokens).toEqual([]);
    const unknown = await api.request("POST", "/multisafepay/tokenization/tokens", {
      token,
      body: { paymentMethodId: "0123456789abcdef0123456789abcdef" },
    });
    expect(unknown.status).toBe(400);
  });

  it("gives the component settings with the cart total in minor units", async () => {
    const token = await loginDemo(api);
    await api.request("POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    const response = await api.request("GET", `/vitrine/card-payment/settings?paymentMethodId=${IDS.card}`, {
      token,
    });
    expect(response.status).toBe(200);
    const settings = response.body as Json;
    expect(settings).toMatchObject({
      env: "test",
      currency: "EUR",
      gateway: "CREDITCARD",
      country: "DE",
      showTokenization: true,
      amount: Math.round(cart.price.totalPrice * 100),
    });
    expect(Number.isInteger(settings.amount)).toBe(true);
    expect(settings.customerId).toMatch(/^[0-9a-f]{32}$/);
    const invoice = await api.request(
      "GET",
      `/vitrine/card-payment/settings?paymentMethodId=${IDS.invoice}`,
      { token },
    );
    expect(invoice.status).toBe(400);
  });
});

describe("customized products", () => {
  const option = (key: string) => customizedOptionId(key);
  const value = (key: string, valueKey: string) => customizedValueId(key, valueKey);
  const configuration = (options: Record<string, unknown>, quantity = 1) => ({
    "customized-products-template": { id: CUSTOMIZED_TEMPLATE_ID, options },
    lineItems: { [DEMO_PRODUCT_IDS.customizable]: { id: DEMO_PRODUCT_IDS.customizable, quantity } },
  });

  async function upload(token: string, name = "photo.png", type = "image/png", optionKey = "photo") {
    const form = new FormData();
    form.set("optionId", option(optionKey));
    form.set("file", new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type }));
    const response = await api.app.request("/store-api/customized-products/upload", {
      method: "POST",
      headers: { "sw-access-key": ACCESS_KEY, "sw-context-token": token },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  it("uploads an image for an upload option and rejects wrong types and unknown options", async () => {
    const token = await guestToken(api);
    const ok = await upload(token);
    expect(ok.status).toBe(200);
    expectResponseMatchesSchema("POST", "/customized-products/upload", 200, ok.body);
    expect(ok.body.filename).toBe("photo.png");
    const notImage = await upload(token, "notes.txt", "text/plain");
    expect(notImage.status).toBe(415);
    expectResponseMatchesSchema("POST", "/customized-products/upload", 415, notImage.body);
    const excluded = await upload(token, "run.exe", "application/octet-stream", "layout");
    expect(excluded.status).toBe(415);
    const form = new FormData();
    form.set("optionId", "0123456789abcdef0123456789abcdef");
    form.set("file", new File(["x"], "x.png", { type: "image/png" }));
    const unknown = await api.app.request("/store-api/customized-products/upload", {
      method: "POST",
      headers: { "sw-access-key": ACCESS_KEY, "sw-context-token": token },
      body: form,
    });
    expect(unknown.status).toBe(404);
    expectResponseMatchesSchema("POST", "/customized-products/upload", 404, await unknown.json());
  });

  it("prices a configuration: per-unit and one-time surcharges on top of the product", async () => {
    const response = await api.request("POST", "/vitrine/customized-products/price", {
      body: configuration(
        {
          [option("size")]: { value: value("size", "50x70") },
          [option("title")]: { value: "Summer" },
          [option("gift-wrap")]: { value: "on" },
        },
        2,
      ),
    });
    expect(response.status).toBe(200);
    const price = response.body as Json;
    const unit = price.product.unitPrice;
    expect(price.surchargesPerUnit).toBe(20);
    expect(price.surchargesOneTime).toBe(9.49);
    expect(price.totalPrice).toBe(Math.round((unit * 2 + 40 + 9.49) * 100) / 100);
    expect(price.options.map((line: Json) => [line.label, line.oneTime, line.totalPrice])).toEqual([
      ["Canvas size", false, 40],
      ["Title on the front", true, 4.99],
      ["Gift wrapping", true, 4.5],
    ]);
  });

  it("prices a configuration in the shopper's currency: the product in CHF, surcharges with the factor", async () => {
    const body = configuration({
      [option("title")]: { value: "Summer" },
      [option("gift-wrap")]: { value: "on" },
    });
    const euro = (await api.request("POST", "/vitrine/customized-products/price", { body })).body as Json;
    const francs = await api.request("POST", "/vitrine/customized-products/price", {
      body,
      headers: { "sw-currency-id": idFor("currency:CHF") },
    });
    expect(francs.status).toBe(200);
    const round2 = (value: number) => Math.round(value * 100) / 100;
    expect(francs.body).toMatchObject({
      currency: "CHF",
      product: { unitPrice: round2(euro.product.unitPrice * 0.93) },
      surchargesOneTime: round2(round2(4.99 * 0.93) + round2(4.5 * 0.93)),
    });
    expect(euro.currency).toBe("EUR");
  });

  it("adds a complete configuration to the cart as one customized-products line item", async () => {
    const token = await guestToken(api);
    const photo = await upload(token);
    const body = configuration(
      {
        [option("size")]: { value: value("size", "30x40") },
        [option("style")]: { value: value("style", "colour") },
        [option("photo")]: { media: { "photo.png": { id: photo.body.mediaId, filename: "photo.png" } } },
        [option("copies")]: { value: 2 },
      },
      1,
    );
    const added = await api.request("POST", "/customized-products/add-to-cart", { token, body });
    expect(added.status).toBe(204);
    expectResponseMatchesSchema("POST", "/customized-products/add-to-cart", 204, null);
    const cart = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expectResponseMatchesSchema("GET", "/checkout/cart", 200, cart);
    expect(cart.lineItems).toHaveLength(1);
    const [line] = cart.lineItems;
    expect(line.type).toBe("customized-products");
    const product = line.children.find((child: Json) => child.type === "product");
    const copies = line.children.find((child: Json) => child.referencedId === option("copies"));
    expect(copies.price.totalPrice).toBe(3);
    expect(line.price.totalPrice).toBe(Math.round((product.price.totalPrice + 3) * 100) / 100);
  });

  it("the cart line carries its stored configuration; adding with its hash as oldHash replaces that line (the cart's edit)", async () => {
    const token = await guestToken(api);
    const photo = await upload(token);
    const photoValue = { media: { "photo.png": { id: photo.body.mediaId, filename: "photo.png" } } };
    const first = configuration(
      {
        [option("size")]: { value: value("size", "30x40") },
        [option("style")]: { value: value("style", "colour") },
        [option("photo")]: photoValue,
        [option("title")]: { value: "Summer" },
      },
      2,
    );
    expect(
      (await api.request("POST", "/customized-products/add-to-cart", { token, body: first })).status,
    ).toBe(204);
    const before = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expectResponseMatchesSchema("GET", "/checkout/cart", 200, before);
    const [line] = before.lineItems;
    const stored = line.extensions.customizedProductConfiguration;
    expect(stored.id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.hash).toBe(line.id);
    expect(stored.configuration.quantity).toBe(2);
    expect(stored.configuration.options[option("title")]).toEqual({ type: "textfield", value: "Summer" });
    expect(stored.configuration.options[option("size")]).toEqual({
      type: "select",
      value: [value("size", "30x40")],
    });
    expect(stored.configuration.options[option("photo")]).toEqual({
      type: "imagefileupload",
      // The media id as the shop keeps it (hex, without the upload answer's dashes).
      value: [{ mediaId: photo.body.mediaId.replaceAll("-", ""), filename: "photo.png" }],
    });
    const changed = configuration(
      {
        [option("size")]: { value: value("size", "50x70") },
        [option("style")]: { value: value("style", "colour") },
        [option("photo")]: photoValue,
        [option("title")]: { value: "Winter" },
      },
      2,
    );
    (changed["customized-products-template"] as Json).oldHash = stored.hash;
    expect(
      (await api.request("POST", "/customized-products/add-to-cart", { token, body: changed })).status,
    ).toBe(204);
    const after = (await api.request("GET", "/checkout/cart", { token })).body as Json;
    expect(after.lineItems).toHaveLength(1);
    expect(after.lineItems[0].id).not.toBe(line.id);
    expect(after.lineItems[0].quantity).toBe(2);
    expect(
      after.lineItems[0].extensions.customizedProductConfiguration.configuration.options[option("title")],
    ).toEqual({
      type: "textfield",
      value: "Winter",
    });
  });

  it("refuses incomplete configurations and exclusion violations without touching the cart", async () => {
    const token = await guestToken(api);
    const missing = await api.request("POST", "/customized-products/add-to-cart", {
      token,
      body: configuration({ [option("size")]: { value: value("size", "30x40") } }),
    });
    expect(missing.status).toBe(400);
    expectResponseMatchesSchema("POST", "/customized-products/add-to-cart", 400, missing.body);
    expect((missing.body as Json).errors.map((error: Json) => error.source.pointer)).toContain(
      `/customized-products-template/options/${option("photo")}`,
    );
    const photo = await upload(token);
    const excluded = await api.request("POST", "/customized-products/add-to-cart", {
      token,
      body: configuration({
        [option("size")]: { value: value("size", "70x100") },
        [option("style")]: { value: value("style", "colour") },
        [option("photo")]: { media: { "photo.png": { id: photo.body.mediaId, filename: "photo.png" } } },
        [option("gift-wrap")]: { value: true },
      }),
    });
    expect(excluded.status).toBe(400);
    expect((excluded.body as Json).errors[0].code).toBe("CUSTOMIZED_PRODUCTS__EXCLUSION_VIOLATION");
    const tooLong = await api.request("POST", "/vitrine/customized-products/price", {
      body: configuration({ [option("title")]: { value: "x".repeat(41) } }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await api.request("GET", "/checkout/cart", { token })).body as Json).lineItems).toEqual([]);
  });

  it("refuses dates and times outside the template's range (min date, start/end time) with a 400 and the pointer", async () => {
    const token = await guestToken(api);
    const outside: [string, string][] = [
      ["delivery-date", "2025-12-03"],
      ["delivery-time", "23:30"],
    ];
    for (const [key, typed] of outside) {
      const response = await api.request("POST", "/customized-products/add-to-cart", {
        token,
        body: configuration({ [option(key)]: { value: typed } }),
      });
      expect(response.status).toBe(400);
      expectResponseMatchesSchema("POST", "/customized-products/add-to-cart", 400, response.body);
      const errors = (response.body as Json).errors as Json[];
      expect(errors.find((error) => error.code === "CUSTOMIZED_PRODUCTS__OUT_OF_RANGE")?.source.pointer).toBe(
        `/customized-products-template/options/${option(key)}/value`,
      );
    }
    expect(((await api.request("GET", "/checkout/cart", { token })).body as Json).lineItems).toEqual([]);
  });

  it("creates a share URL and restores the configuration from it", async () => {
    const response = await api.request("POST", "/customized-products/configuration/create-share", {
      body: {
        ...configuration(
          { [option("size")]: { value: value("size", "50x70") }, [option("title")]: { value: "Hello" } },
          3,
        ),
        absoluteBaseUrl: STOREFRONT_URL,
        baseUrl: "",
      },
    });
    expect(response.status).toBe(200);
    expectResponseMatchesSchema(
      "POST",
      "/customized-products/configuration/create-share",
      200,
      response.body,
    );
    const shareUrl = new URL((response.body as Json).shareUrl);
    expect(shareUrl.origin).toBe(STOREFRONT_URL);
    expect(shareUrl.pathname).toBe(`/detail/${DEMO_PRODUCT_IDS.customizable}`);
    const shareId = shareUrl.searchParams.get("swagCustomizedProductsConfigurationShare");
    const restored = (await api.request("GET", `/vitrine/customized-products/share/${shareId}`)).body as Json;
    expect(restored.quantity).toBe(3);
    expect(restored.options[option("title")]).toEqual({ type: "textfield", value: "Hello" });
    expect(restored.options[option("size")]).toEqual({ type: "select", value: [value("size", "50x70")] });
  });
});
