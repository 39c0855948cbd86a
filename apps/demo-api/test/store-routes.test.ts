/**
 * The Store API routes a Shopware frontend calls that the demo lacked (issue 15.3): readSeoUrl, readLanguages,
 * readCurrency, product reviews, password recovery, change password / e-mail, order set-payment and cancel. Every
 * answer is validated against the official Store API schema.
 */
import { describe, expect, it } from "vitest";
import { DEMO_PRODUCT_IDS, PAYMENT_METHOD_IDS } from "../src/seed/ids.js";
import {
  firstError,
  guestToken,
  IDS,
  type Json,
  STOREFRONT_URL,
  type TestRequestOptions,
  type TestResponse,
  useTestApi,
} from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();

/** One request whose answer must match the schema of its operation (template) and status. */
async function call(
  method: string,
  template: string,
  path: string,
  options: TestRequestOptions = {},
): Promise<TestResponse> {
  const response = await api.request(method, path, options);
  expectResponseMatchesSchema(method, template, response.status, response.body);
  return response;
}

let customerCount = 0;
/** Registers a fresh customer (German address); answers their token, e-mail and password. */
async function newCustomer(): Promise<{ token: string; email: string; password: string }> {
  customerCount += 1;
  const email = `routes-${customerCount}-${Date.now()}@example.com`;
  const password = "first-secret";
  const response = await api.request("POST", "/account/register", {
    token: await guestToken(api),
    body: {
      email,
      password,
      firstName: "Rosa",
      lastName: "Routes",
      billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
    },
  });
  if (response.status !== 200 || !response.token) throw new Error(JSON.stringify(response.body));
  return { token: response.token, email, password };
}

async function login(email: string, password: string): Promise<TestResponse> {
  return api.request("POST", "/account/login", { body: { email, password } });
}

/** Places an order of one bag for a customer; answers the order id. */
async function placeOrder(token: string): Promise<string> {
  await api.request("POST", "/checkout/cart/line-item", {
    token,
    body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
  });
  const response = await api.request("POST", "/checkout/order", { token, body: {} });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.id as string;
}

/** The pointers of a Store API error body. */
function pointers(response: TestResponse): string[] {
  return (response.body.errors as Json[]).map((error) => error.source?.pointer);
}

describe("readSeoUrl: Shopware frontends resolve every URL through it (issue 15.3)", () => {
  it("answers the SEO URLs of products, categories and the landing page, each found again by seoPathInfo", async () => {
    for (const routeName of ["frontend.detail.page", "frontend.navigation.page", "frontend.landing.page"]) {
      const list = await call("POST", "/seo-url", "/seo-url", {
        body: { filter: [{ type: "equals", field: "routeName", value: routeName }], limit: 5 },
      });
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThan(0);
      const url = list.body.elements[0] as Json;
      expect(url.routeName).toBe(routeName);
      const found = await call("POST", "/seo-url", "/seo-url", {
        body: { filter: [{ type: "equals", field: "seoPathInfo", value: url.seoPathInfo }] },
      });
      expect(found.body.elements.map((element: Json) => element.foreignKey)).toEqual([url.foreignKey]);
    }
  });

  it("a product's SEO URL is its name and number, found by foreignKey and by pathInfo", async () => {
    const byKey = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "foreignKey", value: DEMO_PRODUCT_IDS.accessoryBag }] },
    });
    expect(byKey.body.total).toBe(1);
    const url = byKey.body.elements[0] as Json;
    expect(url).toMatchObject({
      routeName: "frontend.detail.page",
      pathInfo: `/detail/${DEMO_PRODUCT_IDS.accessoryBag}`,
      isCanonical: true,
      apiAlias: "seo_url",
    });
    expect(url.seoPathInfo).toMatch(/^X1-Shoulder-Bag\/[^/]+$/);
    const byPath = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "seo_url.pathInfo", value: url.pathInfo }] },
    });
    expect(byPath.body.elements[0].seoPathInfo).toBe(url.seoPathInfo);
  });

  it("a category's SEO URL is its breadcrumb below the root; the landing page's is its url", async () => {
    const categories = await call("POST", "/seo-url", "/seo-url", {
      body: {
        filter: [{ type: "equals", field: "routeName", value: "frontend.navigation.page" }],
        limit: 500,
      },
    });
    const nested = (categories.body.elements as Json[]).find((url) => url.seoPathInfo.split("/").length > 2);
    expect(nested?.seoPathInfo).toMatch(/^[A-Za-z0-9-]+\/[A-Za-z0-9-]+\/$/);
    const landing = await call("GET", "/seo-url", "/seo-url?limit=10");
    expect(landing.status).toBe(200);
    const summer = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: "summer-edit" }] },
    });
    expect(summer.body.elements[0]).toMatchObject({ routeName: "frontend.landing.page" });
  });

  it("includes keep only the named seo_url fields", async () => {
    // Not schema-validated: includes drop fields the schema marks required, by design.
    const response = await api.request("POST", "/seo-url", {
      body: { limit: 1, includes: { seo_url: ["foreignKey", "routeName"] } },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.elements[0]).sort()).toEqual(["apiAlias", "foreignKey", "routeName"]);
  });

  it("an unknown filter field answers 400 with a pointer to it, never 500", async () => {
    const response = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "nope", value: "x" }] },
    });
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: "FRAMEWORK__INVALID_FILTER_QUERY",
      source: { pointer: "/filter/0/field" },
    });
  });
});

describe("readLanguages and readCurrency (issue 15.3)", () => {
  it("readLanguages answers the sales channel's language with its locale", async () => {
    const response = await call("POST", "/language", "/language", { body: {} });
    expect(response.status).toBe(200);
    expect(response.body.elements[0]).toMatchObject({
      id: "2fbb5fe2e29a4d70aa5854ce7ce3e20b",
      name: "English",
      locale: { code: "en-GB" },
    });
  });

  it("readCurrency answers the sales channel's currencies as a list", async () => {
    const response = await call("POST", "/currency", "/currency", { body: {} });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ isoCode: "EUR", symbol: "€" }),
      expect.objectContaining({ isoCode: "CHF", symbol: "CHF" }),
    ]);
  });
});

const REVIEW = {
  title: "Sturdy and light",
  content: "I carry it every day; after three months it still looks like new.",
  points: 4,
};

describe("product reviews: read active ones and your own, write one per product (issue 15.3)", () => {
  it("reads only active reviews, plus the reader's own, with points and status", async () => {
    // The camera has seeded (active) reviews.
    const product = DEMO_PRODUCT_IDS.withAccessories;
    const author = await newCustomer();
    const reader = await newCustomer();
    const before = await call("POST", "/product/{productId}/reviews", `/product/${product}/reviews`, {
      token: reader.token,
      body: {},
    });
    expect(before.status).toBe(200);
    expect(before.body.total).toBeGreaterThan(0);
    const saved = await call("POST", "/product/{productId}/review", `/product/${product}/review`, {
      token: author.token,
      body: REVIEW,
    });
    expect(saved.status).toBe(204);

    const own = await call("POST", "/product/{productId}/reviews", `/product/${product}/reviews`, {
      token: author.token,
      body: { limit: 100 },
    });
    const mine = (own.body.elements as Json[]).find((review) => review.title === REVIEW.title);
    expect(mine).toMatchObject({ points: 4, status: false, externalUser: "Rosa", productId: product });
    expect(own.body.total).toBe(before.body.total + 1);

    // Another customer and a guest see only the active reviews: the new one waits for approval.
    const other = await call("POST", "/product/{productId}/reviews", `/product/${product}/reviews`, {
      token: reader.token,
      body: { limit: 100 },
    });
    expect(other.body.total).toBe(before.body.total);
    expect((other.body.elements as Json[]).every((review) => review.status === true)).toBe(true);
    const guest = await call("GET", "/product/{productId}/reviews", `/product/${product}/reviews`);
    expect(guest.body.total).toBe(before.body.total);
  });

  it("a customer's second review of a product updates the first (one per customer and product), persisted", async () => {
    const product = DEMO_PRODUCT_IDS.accessoryCard;
    const author = await newCustomer();
    const path = `/product/${product}/review`;
    await call("POST", "/product/{productId}/review", path, { token: author.token, body: REVIEW });
    const again = await call("POST", "/product/{productId}/review", path, {
      token: author.token,
      body: { ...REVIEW, title: "Even better after a year", points: 5 },
    });
    expect(again.status).toBe(204);
    const read = await call("POST", "/product/{productId}/reviews", `/product/${product}/reviews`, {
      token: author.token,
      body: { filter: [{ type: "equals", field: "status", value: false }] },
    });
    expect(read.body.elements.map((review: Json) => [review.title, review.points])).toEqual([
      ["Even better after a year", 5],
    ]);
    const stored = await api.db.query<{ n: number }>(
      "select count(*)::int as n from product_review where product_id = $1 and status = false",
      [product],
    );
    expect(stored.rows[0]?.n).toBe(1);
  });

  it("another customer's review cannot be updated: its id answers 400 at /id", async () => {
    const product = DEMO_PRODUCT_IDS.accessoryBag;
    const author = await newCustomer();
    const intruder = await newCustomer();
    await call("POST", "/product/{productId}/review", `/product/${product}/review`, {
      token: author.token,
      body: REVIEW,
    });
    const { rows } = await api.db.query<{ id: string }>(
      "select r.id from product_review r join commerce_customer c on c.id = r.customer_id where c.email = $1",
      [author.email],
    );
    const response = await call("POST", "/product/{productId}/review", `/product/${product}/review`, {
      token: intruder.token,
      body: { ...REVIEW, id: rows[0]?.id, title: "Overwritten!" },
    });
    expect(response.status).toBe(400);
    expect(firstError(response).source?.pointer).toBe("/id");
    const { rows: after } = await api.db.query<{ title: string }>(
      "select title from product_review where id = $1",
      [rows[0]?.id],
    );
    expect(after[0]?.title).toBe(REVIEW.title);
  });

  it("writing a review needs a login: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    const response = await call(
      "POST",
      "/product/{productId}/review",
      `/product/${DEMO_PRODUCT_IDS.accessoryBag}/review`,
      { token: await guestToken(api), body: REVIEW },
    );
    expect(response.status).toBe(403);
    expect(firstError(response).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("a short title, short content or points outside 1 to 5 answer 400 with a pointer each", async () => {
    const { token } = await newCustomer();
    const response = await call(
      "POST",
      "/product/{productId}/review",
      `/product/${DEMO_PRODUCT_IDS.accessoryBag}/review`,
      { token, body: { title: "Bad", content: "Too short.", points: 9 } },
    );
    expect(response.status).toBe(400);
    expect(pointers(response).sort()).toEqual(["/content", "/points", "/title"]);
  });

  it("a review of an unknown product answers 404 PRODUCT__PRODUCT_NOT_FOUND", async () => {
    const { token } = await newCustomer();
    const response = await call("POST", "/product/{productId}/review", `/product/${"f".repeat(32)}/review`, {
      token,
      body: REVIEW,
    });
    expect(response.status).toBe(404);
    expect(firstError(response).code).toBe("PRODUCT__PRODUCT_NOT_FOUND");
  });
});

async function recoveryHashOf(email: string): Promise<string | undefined> {
  const { rows } = await api.db.query<{ hash: string }>(
    `select r.hash from commerce_customer_recovery r join commerce_customer c on c.id = r.customer_id
     where lower(c.email) = lower($1)`,
    [email],
  );
  return rows[0]?.hash;
}

describe("password recovery: a hash with expiry, no e-mail revealed (issue 15.3)", () => {
  const storefrontUrl = STOREFRONT_URL;

  it("answers 200 for a known and an unknown e-mail alike; only the known one gets a stored hash", async () => {
    const { email } = await newCustomer();
    const known = await call("POST", "/account/recovery-password", "/account/recovery-password", {
      body: { email, storefrontUrl },
    });
    const unknown = await call("POST", "/account/recovery-password", "/account/recovery-password", {
      body: { email: "nobody-here@example.com", storefrontUrl },
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    expect(await recoveryHashOf(email)).toMatch(/^[0-9a-f]{32}$/);
    expect(await recoveryHashOf("nobody-here@example.com")).toBeUndefined();
  });

  it("the hash sets a new password: it logs in, the old one does not, the hash is used up", async () => {
    const { email, password } = await newCustomer();
    await call("POST", "/account/recovery-password", "/account/recovery-password", {
      body: { email, storefrontUrl },
    });
    const hash = await recoveryHashOf(email);
    const expired = await call(
      "POST",
      "/account/customer-recovery-is-expired",
      "/account/customer-recovery-is-expired",
      { body: { hash } },
    );
    expect(expired.body).toMatchObject({ isExpired: false });
    const confirm = await call(
      "POST",
      "/account/recovery-password-confirm",
      "/account/recovery-password-confirm",
      { body: { hash, newPassword: "recovered-secret", newPasswordConfirm: "recovered-secret" } },
    );
    expect(confirm.status).toBe(200);
    expect((await login(email, "recovered-secret")).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    const reused = await call(
      "POST",
      "/account/recovery-password-confirm",
      "/account/recovery-password-confirm",
      { body: { hash, newPassword: "another-secret", newPasswordConfirm: "another-secret" } },
    );
    expect(reused.status).toBe(404);
  });

  it("an unknown hash answers 404 CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH, an expired one 410 CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED", async () => {
    const unknown = await call(
      "POST",
      "/account/recovery-password-confirm",
      "/account/recovery-password-confirm",
      { body: { hash: "0".repeat(32), newPassword: "whatever-pass", newPasswordConfirm: "whatever-pass" } },
    );
    expect(unknown.status).toBe(404);
    expect(firstError(unknown).code).toBe("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH");

    const { email, password } = await newCustomer();
    await call("POST", "/account/recovery-password", "/account/recovery-password", {
      body: { email, storefrontUrl },
    });
    const hash = await recoveryHashOf(email);
    // Three hours ago: past Shopware's two hours.
    await api.db.query(
      "update commerce_customer_recovery set created_at = now() - interval '3 hours' where hash = $1",
      [hash],
    );
    const isExpired = await call(
      "POST",
      "/account/customer-recovery-is-expired",
      "/account/customer-recovery-is-expired",
      { body: { hash } },
    );
    expect(isExpired.body).toMatchObject({ isExpired: true });
    const expired = await call(
      "POST",
      "/account/recovery-password-confirm",
      "/account/recovery-password-confirm",
      { body: { hash, newPassword: "too-late-pass", newPasswordConfirm: "too-late-pass" } },
    );
    expect(expired.status).toBe(410);
    expect(firstError(expired).code).toBe("CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED");
    expect((await login(email, password)).status).toBe(200);
  });

  it("recovery requests are throttled per e-mail and client address as Shopware's reset_password: after three, the next answers 429 with Retry-After", async () => {
    const email = "throttled-recovery@example.com";
    const statuses: number[] = [];
    let last: TestResponse | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await call("POST", "/account/recovery-password", "/account/recovery-password", {
        body: { email, storefrontUrl },
        clientAddress: "192.0.2.16",
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last && firstError(last).code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a password set with the recovery hash lifts the recovery limit of the account", async () => {
    const { email } = await newCustomer();
    // A client address of its own, so that no other test's requests count.
    const clientAddress = "192.0.2.17";
    const statuses: number[] = [];
    // Three answered, then refused for 30 s, longer than this test runs.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call("POST", "/account/recovery-password", "/account/recovery-password", {
        body: { email, storefrontUrl },
        clientAddress,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const hash = await recoveryHashOf(email);
    await call("POST", "/account/recovery-password-confirm", "/account/recovery-password-confirm", {
      body: { hash, newPassword: "lifted-secret", newPasswordConfirm: "lifted-secret" },
      clientAddress,
    });
    const next = await call("POST", "/account/recovery-password", "/account/recovery-password", {
      body: { email, storefrontUrl },
      clientAddress,
    });
    expect(next.status).toBe(200);
  });

  it("bad input answers 400 with a pointer: malformed e-mail, missing storefrontUrl, passwords that differ", async () => {
    const send = await call("POST", "/account/recovery-password", "/account/recovery-password", {
      body: { email: "not-an-email" },
    });
    expect(send.status).toBe(400);
    expect(pointers(send).sort()).toEqual(["/email", "/storefrontUrl"]);
    const confirm = await call(
      "POST",
      "/account/recovery-password-confirm",
      "/account/recovery-password-confirm",
      { body: { hash: "0".repeat(32), newPassword: "one-password", newPasswordConfirm: "another-one" } },
    );
    expect(confirm.status).toBe(400);
    expect(firstError(confirm)).toMatchObject({
      code: "VIOLATION::NOT_EQUAL_ERROR",
      source: { pointer: "/newPassword" },
    });
    const isExpired = await call(
      "POST",
      "/account/customer-recovery-is-expired",
      "/account/customer-recovery-is-expired",
      { body: { hash: "short" } },
    );
    expect(isExpired.status).toBe(400);
    expect(firstError(isExpired).source?.pointer).toBe("/hash");
  });
});

describe("change password and change e-mail (issue 15.3)", () => {
  it("change-password with the right current password: the new one logs in, the old one not", async () => {
    const { token, email, password } = await newCustomer();
    const response = await call("POST", "/account/change-password", "/account/change-password", {
      token,
      body: { password, newPassword: "second-secret", newPasswordConfirm: "second-secret" },
    });
    expect(response.status).toBe(200);
    expect(response.body.contextToken).toBe(token);
    expect((await login(email, "second-secret")).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
  });

  it("a wrong current password answers 400 VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT at /password; nothing changes", async () => {
    const { token, email, password } = await newCustomer();
    const response = await call("POST", "/account/change-password", "/account/change-password", {
      token,
      body: { password: "wrong-password", newPassword: "second-secret", newPasswordConfirm: "second-secret" },
    });
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT",
      source: { pointer: "/password" },
    });
    expect((await login(email, password)).status).toBe(200);
  });

  it("change-password and change-email need a login: 403", async () => {
    const token = await guestToken(api);
    for (const path of ["/account/change-password", "/account/change-email"]) {
      const response = await call("POST", path, path, { token, body: {} });
      expect(response.status).toBe(403);
      expect(firstError(response).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    }
  });

  it("change-email changes the login e-mail, persisted", async () => {
    const { token, password } = await newCustomer();
    const email = `changed-${Date.now()}@example.com`;
    const response = await call("POST", "/account/change-email", "/account/change-email", {
      token,
      body: { email, emailConfirmation: email, password },
    });
    expect(response.status).toBe(200);
    const customer = await call("POST", "/account/customer", "/account/customer", { token });
    expect(customer.body.email).toBe(email);
    expect((await login(email, password)).status).toBe(200);
  });

  it("change-email refuses a taken e-mail, a differing confirmation and a wrong password with pointers", async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const taken = await call("POST", "/account/change-email", "/account/change-email", {
      token: second.token,
      body: { email: first.email, emailConfirmation: first.email, password: second.password },
    });
    expect(taken.status).toBe(400);
    expect(firstError(taken)).toMatchObject({ code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE" });
    const mismatch = await call("POST", "/account/change-email", "/account/change-email", {
      token: second.token,
      body: { email: "a-new@example.com", emailConfirmation: "other@example.com", password: "wrong-one" },
    });
    expect(mismatch.status).toBe(400);
    expect(pointers(mismatch).sort()).toEqual(["/email", "/password"]);
    const malformed = await call("POST", "/account/change-email", "/account/change-email", {
      token: second.token,
      body: { email: "nope", emailConfirmation: "nope", password: second.password },
    });
    expect(malformed.status).toBe(400);
    expect(pointers(malformed)).toContain("/email");
  });
});

describe("order set-payment and cancel: own orders only (issue 15.3)", () => {
  it("set-payment changes the payment method of an own open order; the order list shows it", async () => {
    const { token } = await newCustomer();
    const orderId = await placeOrder(token);
    const response = await call("POST", "/order/payment", "/order/payment", {
      token,
      body: { orderId, paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    const orders = await call("POST", "/order", "/order", { token, body: { ids: [orderId] } });
    expect(orders.body.orders.elements[0].transactions[0].paymentMethodId).toBe(
      PAYMENT_METHOD_IDS.cashOnDelivery,
    );
    expect(orders.body.paymentChangeable[orderId]).toBe(true);
  });

  it("another customer's order is refused: 404 CHECKOUT__ORDER_NOT_FOUND for set-payment and cancel", async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const orderId = await placeOrder(owner.token);
    const payment = await call("POST", "/order/payment", "/order/payment", {
      token: intruder.token,
      body: { orderId, paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery },
    });
    const cancel = await call("POST", "/order/state/cancel", "/order/state/cancel", {
      token: intruder.token,
      body: { orderId },
    });
    expect([payment.status, cancel.status]).toEqual([404, 404]);
    expect(firstError(cancel).code).toBe("CHECKOUT__ORDER_NOT_FOUND");
    const orders = await call("POST", "/order", "/order", { token: owner.token, body: { ids: [orderId] } });
    expect(orders.body.orders.elements[0].stateMachineState.technicalName).toBe("open");
  });

  it("cancel sets an own open order to cancelled; then it cannot be cancelled again nor its payment changed", async () => {
    const { token } = await newCustomer();
    const orderId = await placeOrder(token);
    const cancel = await call("POST", "/order/state/cancel", "/order/state/cancel", {
      token,
      body: { orderId },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ technicalName: "cancelled", apiAlias: "state_machine_state" });
    const orders = await call("POST", "/order", "/order", { token, body: { ids: [orderId] } });
    expect(orders.body.orders.elements[0].stateMachineState.technicalName).toBe("cancelled");
    expect(orders.body.paymentChangeable[orderId]).toBe(false);
    const again = await call("POST", "/order/state/cancel", "/order/state/cancel", {
      token,
      body: { orderId },
    });
    expect(again.status).toBe(400);
    expect(firstError(again).code).toBe("SYSTEM__ILLEGAL_STATE_TRANSITION");
    const payment = await call("POST", "/order/payment", "/order/payment", {
      token,
      body: { orderId, paymentMethodId: PAYMENT_METHOD_IDS.invoice },
    });
    expect(payment.status).toBe(403);
    expect(firstError(payment).code).toBe("CHECKOUT__PAYMENT_METHOD_NOT_CHANGEABLE");
  });

  it("bad input answers 400 with a pointer; without login 403", async () => {
    const { token } = await newCustomer();
    const orderId = await placeOrder(token);
    const unknownMethod = await call("POST", "/order/payment", "/order/payment", {
      token,
      body: { orderId, paymentMethodId: "e".repeat(32) },
    });
    expect(unknownMethod.status).toBe(400);
    expect(firstError(unknownMethod)).toMatchObject({
      code: "CHECKOUT__UNKNOWN_PAYMENT_METHOD",
      source: { pointer: "/paymentMethodId" },
    });
    const malformed = await call("POST", "/order/state/cancel", "/order/state/cancel", {
      token,
      body: { orderId: "not-an-id" },
    });
    expect(malformed.status).toBe(400);
    expect(firstError(malformed).source?.pointer).toBe("/orderId");
    const anonymous = await call("POST", "/order/state/cancel", "/order/state/cancel", {
      token: await guestToken(api),
      body: { orderId },
    });
    expect(anonymous.status).toBe(403);
  });
});
