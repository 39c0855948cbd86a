/**
 * The official client journey (issue 15.6): Shopware's own `@shopware/api-client` (pinned 1.6.0, the client of
 * Shopware's frontends) against the in-process demo API served over HTTP, every answer validated against the
 * official Store API schema. The journeys cover context read/update, navigation, category, the listing with every
 * filter, search and suggest, product detail, variant switch, cross-selling, cart (add, update, promotion, remove),
 * shipping and payment methods, guest and customer registration, login, logout, addresses, wishlist (with the
 * duplicate 400), order and payment, contact form (ALTCHA solved), newsletter, reviews, and the routes of issue 15.3
 * (languages, currency, SEO URLs, password change and recovery, e-mail change, order set-payment and cancel). Each journey runs twice: straight
 * against the backend, and through the demo shop's `/store-api` proxy (apps/demo/server), where the client's own
 * `sw-context-token` header must keep its session.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { ApiClientError, createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailHash } from "../../src/commerce/newsletter.service.js";
import { categoryId } from "../../src/seed/catalogue.js";
import { DEMO_PRODUCT_IDS, PAYMENT_METHOD_IDS } from "../../src/seed/ids.js";
import { ACCESS_KEY, createTestApi, IDS, type Json, STOREFRONT_URL, type TestApi } from "../commerce-app.js";
import { expectResponseMatchesSchema } from "./harness.js";
import { closeServers, listen } from "./serve.js";

type Client = ReturnType<typeof createAPIClient<operations>>;
type OperationKey = keyof operations & string;

let api: TestApi;
/** The two ways in: the backend itself, and the demo shop's /store-api proxy in front of it. */
const targets = { backend: "", proxy: "" };
let baseURL = "";

/** The demo shop's server (plain ESM of apps/demo, no build needed) with its proxy sending to this backend. */
async function demoShop(): Promise<{ fetch: (request: Request) => Response | Promise<Response> }> {
  const file = fileURLToPath(new URL("../../../demo/server/app.mjs", import.meta.url));
  const { createShopApp } = (await import(pathToFileURL(file).href)) as {
    createShopApp: (options: Json) => { fetch: (request: Request) => Response | Promise<Response> };
  };
  return createShopApp({
    publicUrl: "http://shop.example",
    storeApi: {
      send: (request: Request) => api.app.fetch(request),
      baseUrl: "http://backend.internal/store-api",
      accessKey: ACCESS_KEY,
    },
    handleDocument: async () => new Response("page"),
  });
}

beforeAll(async () => {
  api = await createTestApi();
  targets.backend = `${await listen(api.app.fetch)}/store-api`;
  const shop = await demoShop();
  targets.proxy = `${await listen(shop.fetch)}/store-api`;
});
afterAll(async () => {
  await closeServers();
  await api?.close();
});

/** A new client of a new shopper, as a Shopware frontend creates it. */
function newClient(): Client {
  return createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY });
}

/**
 * Invokes an operation through the official client and validates the answer (success or Store API error) against
 * the schema of the operation. Answers status and body; errors do not throw.
 */
async function invoke(
  client: Client,
  operation: OperationKey,
  params: Json = {},
): Promise<{ status: number; data: Json }> {
  const [, method = "", template = ""] = operation.split(" ");
  let status: number;
  let data: unknown;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the journey passes each operation's documented parameters.
    const response = await (client.invoke as any)(operation, params);
    status = response.status;
    data = response.data;
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    status = error.status;
    data = error.details;
  }
  expectResponseMatchesSchema(method, template, status, data === undefined ? null : data);
  return { status, data: data as Json };
}

const clothing = categoryId("clothing");

let count = 0;
/** Registers a fresh customer through the client; the client keeps the new context token. */
async function register(client: Client): Promise<{ email: string; password: string }> {
  count += 1;
  const email = `official-${count}-${Date.now()}@example.com`;
  const password = "client-secret";
  const { status } = await invoke(client, "register post /account/register", {
    body: {
      email,
      password,
      salutationId: IDS.mrs,
      firstName: "Olga",
      lastName: "Official",
      acceptedDataProtection: true,
      storefrontUrl: STOREFRONT_URL,
      billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: IDS.de },
    },
  });
  expect(status).toBe(200);
  return { email, password };
}

/** An ALTCHA challenge fetched through the target (the demo's captcha route) and solved as the widget does. */
async function solvedAltcha(): Promise<string> {
  const answer = await fetch(`${baseURL}/vitrine/captcha/altcha`, {
    headers: { "sw-access-key": ACCESS_KEY },
  });
  const challenge = (await answer.json()) as Json;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error("the ALTCHA challenge was not solved");
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
}

/** The ids of a listing's or search result's elements. */
const idsOf = (result: Json): string[] => (result.elements as Json[]).map((element) => element.id as string);

describe.each([
  ["straight against the backend", "backend"],
  ["through the demo shop's /store-api proxy", "proxy"],
] as const)("the official Shopware client works against the demo shop (issue 15.6), %s", (_, target) => {
  beforeAll(() => {
    baseURL = targets[target];
  });

  it("languages, currency and SEO URLs: a frontend resolves a product URL to its page", async () => {
    const client = newClient();
    const languages = await invoke(client, "readLanguages post /language", { body: {} });
    expect(languages.data.elements[0].locale.code).toBe("en-GB");
    const currencies = await invoke(client, "readCurrency post /currency", { body: {} });
    expect(currencies.data[0]?.isoCode).toBe("EUR");

    const product = await invoke(client, "readSeoUrl post /seo-url", {
      body: { filter: [{ type: "equals", field: "foreignKey", value: DEMO_PRODUCT_IDS.accessoryBag }] },
    });
    const seoPathInfo = product.data.elements[0].seoPathInfo as string;
    // What Shopware's frontends do with a URL: find its seo_url by seoPathInfo, then open the route it names.
    const resolved = await invoke(client, "readSeoUrl post /seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: seoPathInfo }] },
    });
    expect(resolved.data.elements[0]).toMatchObject({
      routeName: "frontend.detail.page",
      foreignKey: DEMO_PRODUCT_IDS.accessoryBag,
    });
  });

  it("a customer writes a review, reads it back, changes password and e-mail, recovers the password", async () => {
    const client = newClient();
    const { email, password } = await register(client);
    const productId = DEMO_PRODUCT_IDS.accessoryStrap;
    const saved = await invoke(client, "saveProductReview post /product/{productId}/review", {
      pathParams: { productId },
      body: {
        title: "Soft leather",
        content: "The strap is soft from day one and the buckle feels solid.",
        points: 5,
      },
    });
    expect(saved.status).toBe(204);
    const reviews = await invoke(client, "readProductReviews post /product/{productId}/reviews", {
      pathParams: { productId },
      body: { limit: 100 },
    });
    expect(reviews.data.elements.some((review: Json) => review.title === "Soft leather")).toBe(true);

    const changed = await invoke(client, "changePassword post /account/change-password", {
      body: { password, newPassword: "changed-secret", newPasswordConfirm: "changed-secret" },
    });
    expect(changed.status).toBe(200);
    const wrong = await invoke(client, "changePassword post /account/change-password", {
      body: { password: "not-my-password", newPassword: "x-secret-1", newPasswordConfirm: "x-secret-1" },
    });
    expect(wrong.status).toBe(400);

    const newEmail = `renamed-${count}-${Date.now()}@example.com`;
    const emailChanged = await invoke(client, "changeEmail post /account/change-email", {
      body: { email: newEmail, emailConfirmation: newEmail, password: "changed-secret" },
    });
    expect(emailChanged.status).toBe(200);
    await invoke(client, "logoutCustomer post /account/logout");

    const recovery = await invoke(client, "sendRecoveryMail post /account/recovery-password", {
      body: { email: newEmail, storefrontUrl: STOREFRONT_URL },
    });
    expect(recovery.data).toEqual({ success: true });
    const { rows } = await api.db.query<{ hash: string }>(
      `select r.hash from commerce_customer_recovery r join commerce_customer c on c.id = r.customer_id
       where c.email = $1`,
      [newEmail],
    );
    const hash = rows[0]?.hash;
    const expired = await invoke(
      client,
      "getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired",
      {
        body: { hash },
      },
    );
    expect(expired.data.isExpired).toBe(false);
    const reset = await invoke(client, "recoveryPassword post /account/recovery-password-confirm", {
      body: { hash, newPassword: "recovered-secret", newPasswordConfirm: "recovered-secret" },
    });
    expect(reset.status).toBe(200);
    // The old e-mail no longer logs in, nor the password from before the recovery.
    for (const [username, old] of [
      [email, password],
      [newEmail, "changed-secret"],
    ]) {
      const refused = await invoke(client, "loginCustomer post /account/login", {
        body: { username, password: old },
      });
      expect(refused.status).toBe(401);
    }
    const login = await invoke(client, "loginCustomer post /account/login", {
      body: { username: newEmail, password: "recovered-secret" },
    });
    expect(login.status).toBe(200);
  });

  it("a customer places an order, changes its payment, cancels it; another customer cannot touch it", async () => {
    const client = newClient();
    await register(client);
    await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const order = await invoke(client, "createOrder post /checkout/order", { body: {} });
    expect(order.status).toBe(200);
    const orderId = order.data.id as string;

    const other = newClient();
    await register(other);
    const refused = await invoke(other, "cancelOrder post /order/state/cancel", { body: { orderId } });
    expect(refused.status).toBe(404);

    const payment = await invoke(client, "orderSetPayment post /order/payment", {
      body: { orderId, paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery },
    });
    expect(payment.data).toEqual({ success: true });
    const cancelled = await invoke(client, "cancelOrder post /order/state/cancel", { body: { orderId } });
    expect(cancelled.data.technicalName).toBe("cancelled");
    const orders = await invoke(client, "readOrder post /order", { body: { ids: [orderId] } });
    expect(orders.data.orders.elements[0]).toMatchObject({
      stateMachineState: { technicalName: "cancelled" },
      transactions: [{ paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery }],
    });
  });
  it("context and navigation: a shopper reads and updates the context, opens the main navigation tree and a category", async () => {
    const client = newClient();
    const context = await invoke(client, "readContext get /context");
    expect(context.data.salesChannel.id).toBe(IDS.salesChannel);
    const updated = await invoke(client, "updateContext patch /context", {
      body: { shippingMethodId: IDS.express, paymentMethodId: IDS.invoice },
    });
    expect(updated.status).toBe(200);
    const reread = await invoke(client, "readContext get /context");
    expect(reread.data.shippingMethod.id).toBe(IDS.express);
    expect(reread.data.paymentMethod.id).toBe(IDS.invoice);

    const tree = await invoke(client, "readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2 },
    });
    const top = tree.data as unknown as Json[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.some((category) => (category.children as Json[]).length > 0)).toBe(true);
    const category = await invoke(client, "readCategory post /category/{navigationId}", {
      pathParams: { navigationId: top[0]?.id },
      body: {},
    });
    expect(category.data.id).toBe(top[0]?.id);
  });

  it("listing with every filter the demo offers: manufacturer, properties, price, rating, shipping-free, sorting, pagination", async () => {
    const client = newClient();
    const categoryId = clothing;
    const listing = (body: Json) =>
      invoke(client, "readProductListing post /product-listing/{categoryId}", {
        pathParams: { categoryId },
        body,
      });
    const all = await listing({ limit: 100 });
    const total = all.data.total as number;
    expect(total).toBeGreaterThan(2);
    const aggregations = all.data.aggregations as Json;
    const manufacturer = aggregations.manufacturer.entities[0].id as string;
    const byManufacturer = await listing({ manufacturer, limit: 100 });
    expect(byManufacturer.data.total).toBeGreaterThan(0);
    for (const product of byManufacturer.data.elements as Json[])
      expect(product.manufacturerId).toBe(manufacturer);
    const option = aggregations.properties.entities[0].options[0].id as string;
    const byProperty = await listing({ properties: option, limit: 100 });
    expect(byProperty.data.total).toBeGreaterThan(0);
    expect(byProperty.data.total).toBeLessThanOrEqual(total);
    expect(byProperty.data.currentFilters.properties).toEqual([option]);
    const byPrice = await listing({ "min-price": 1, "max-price": 30, limit: 100 });
    expect(byPrice.data.total).toBeLessThan(total);
    for (const product of byPrice.data.elements as Json[]) {
      expect(product.calculatedCheapestPrice.unitPrice).toBeLessThanOrEqual(30);
    }
    const byRating = await listing({ rating: 4, limit: 100 });
    expect(byRating.data.total).toBeLessThanOrEqual(total);
    expect(byRating.data.currentFilters.rating).toBe(4);
    const shippingFree = await listing({ "shipping-free": true, limit: 100 });
    for (const product of shippingFree.data.elements as Json[]) expect(product.shippingFree).toBe(true);
    const sorted = await listing({ order: "price-desc", limit: 100 });
    const prices = (sorted.data.elements as Json[]).map(
      (product) => product.calculatedCheapestPrice.unitPrice,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const first = await listing({ limit: 2, p: 1 });
    const second = await listing({ limit: 2, p: 2 });
    expect(second.data.page).toBe(2);
    expect(idsOf(second.data)).not.toEqual(idsOf(first.data));
    expect(second.data.total).toBe(total);
  });

  it("search, search-suggest, product detail, variant switch and cross-selling", async () => {
    const client = newClient();
    const search = await invoke(client, "searchPage post /search", { body: { search: "shirt", limit: 5 } });
    expect(search.data.total).toBeGreaterThan(0);
    const suggest = await invoke(client, "searchSuggest post /search-suggest", { body: { search: "shirt" } });
    expect(suggest.data.elements.length).toBeGreaterThan(0);

    const detail = await invoke(client, "readProductDetail post /product/{productId}", {
      pathParams: { productId: DEMO_PRODUCT_IDS.variantParent },
      body: {},
    });
    const configurator = detail.data.configurator as Json[];
    expect(configurator.length).toBeGreaterThan(1);
    const current = detail.data.product.optionIds as string[];
    // Switch the first group to another option, keep the rest: the variant that has them.
    const group = configurator[0] as Json;
    const other = (group.options as Json[]).find((option) => !current.includes(option.id as string)) as Json;
    const kept = current.filter((id) => !(group.options as Json[]).some((option) => option.id === id));
    const found = await invoke(client, "searchProductVariantIds post /product/{productId}/find-variant", {
      pathParams: { productId: DEMO_PRODUCT_IDS.variantParent },
      body: { options: [other.id, ...kept], switchedGroup: group.id },
    });
    const variantId = found.data.foundCombination.variantId as string;
    expect(variantId).toMatch(/^[0-9a-f]{32}$/);
    expect(variantId).not.toBe(detail.data.product.id);
    // Shopware's frontends build the product's link from its seoUrls (header sw-include-seo-urls).
    const variant = await invoke(client, "readProductDetail post /product/{productId}", {
      pathParams: { productId: variantId },
      body: {},
      headers: { "sw-include-seo-urls": "1" },
    });
    expect(variant.data.product.optionIds).toContain(other.id);
    expect(variant.data.product.seoUrls).toEqual([
      expect.objectContaining({ routeName: "frontend.detail.page", foreignKey: variantId }),
    ]);

    const crossSelling = await invoke(
      client,
      "readProductCrossSellings post /product/{productId}/cross-selling",
      {
        pathParams: { productId: DEMO_PRODUCT_IDS.withAccessories },
        body: {},
      },
    );
    const groups = crossSelling.data as unknown as Json[];
    expect(groups.length).toBeGreaterThan(0);
    expect(((groups[0]?.products ?? []) as Json[]).length).toBeGreaterThan(0);
  });

  it("cart add, update quantity, promotion code, remove; shipping and payment methods listed and set on the context", async () => {
    const client = newClient();
    const added = await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: {
        items: [
          { id: IDS.shirt, type: "product", referencedId: IDS.shirt, quantity: 1 },
          { id: IDS.limited, type: "product", referencedId: IDS.limited, quantity: 1 },
        ],
      },
    });
    expect(added.data.lineItems).toHaveLength(2);
    const updated = await invoke(client, "updateLineItem patch /checkout/cart/line-item", {
      body: { items: [{ id: IDS.shirt, quantity: 2 }] },
    });
    expect(updated.data.lineItems.find((item: Json) => item.id === IDS.shirt).quantity).toBe(2);
    const promoted = await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "promotion", referencedId: "VITRINE10" }] },
    });
    expect(promoted.data.lineItems.some((item: Json) => item.type === "promotion")).toBe(true);
    expect(promoted.data.price.totalPrice).toBeLessThan(updated.data.price.totalPrice);
    const removed = await invoke(client, "removeLineItem post /checkout/cart/line-item/delete", {
      body: { ids: [IDS.limited] },
    });
    expect(removed.data.lineItems.some((item: Json) => item.id === IDS.limited)).toBe(false);
    const cart = await invoke(client, "readCart get /checkout/cart");
    expect(cart.data.lineItems.find((item: Json) => item.id === IDS.shirt).quantity).toBe(2);

    const shipping = await invoke(client, "readShippingMethod post /shipping-method", {
      body: { onlyAvailable: true },
    });
    expect(idsOf(shipping.data)).toContain(IDS.express);
    const payment = await invoke(client, "readPaymentMethod post /payment-method", {
      body: { onlyAvailable: true },
    });
    expect(idsOf(payment.data)).toContain(IDS.invoice);
    await invoke(client, "updateContext patch /context", {
      body: { shippingMethodId: IDS.express, paymentMethodId: IDS.invoice },
    });
    const withMethods = await invoke(client, "readCart get /checkout/cart");
    expect(withMethods.data.deliveries[0].shippingMethod.id).toBe(IDS.express);
  });

  it("a guest registers and orders; a customer logs in and out, keeps addresses, a wishlist, orders and pays", async () => {
    const guest = newClient();
    await invoke(guest, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const registeredGuest = await invoke(guest, "register post /account/register", {
      body: {
        guest: true,
        email: `guest-${Date.now()}@example.com`,
        salutationId: IDS.mrs,
        firstName: "Gert",
        lastName: "Guest",
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL,
        billingAddress: { street: "Gaststraße 2", zipcode: "10115", city: "Berlin", countryId: IDS.de },
      },
    });
    expect(registeredGuest.data.guest).toBe(true);
    const guestOrder = await invoke(guest, "createOrder post /checkout/order", { body: {} });
    expect(guestOrder.status).toBe(200);

    const client = newClient();
    const { email, password } = await register(client);
    await invoke(client, "logoutCustomer post /account/logout");
    const refused = await invoke(client, "createCustomerAddress post /account/address", {
      body: {
        firstName: "A",
        lastName: "B",
        street: "C 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: IDS.de,
      },
    });
    expect(refused.status).toBe(403);
    const login = await invoke(client, "loginCustomer post /account/login", {
      body: { username: email, password },
    });
    expect(login.status).toBe(200);

    const address = await invoke(client, "createCustomerAddress post /account/address", {
      body: {
        salutationId: IDS.mrs,
        firstName: "Olga",
        lastName: "Official",
        street: "Nebenweg 7",
        zipcode: "80331",
        city: "München",
        countryId: IDS.de,
      },
    });
    const addressId = address.data.id as string;
    const addresses = await invoke(client, "listAddress post /account/list-address", { body: {} });
    expect(idsOf(addresses.data)).toContain(addressId);
    await invoke(client, "defaultShippingAddress patch /account/address/default-shipping/{addressId}", {
      pathParams: { addressId },
    });
    await invoke(client, "updateContext patch /context", { body: { shippingAddressId: addressId } });
    const context = await invoke(client, "readContext get /context");
    expect(context.data.customer.defaultShippingAddressId).toBe(addressId);
    expect(context.data.shippingLocation.address.id).toBe(addressId);

    const productId = DEMO_PRODUCT_IDS.accessoryCard;
    const add = (id: string) =>
      invoke(client, "addProductOnWishlist post /customer/wishlist/add/{productId}", {
        pathParams: { productId: id },
      });
    expect((await add(productId)).data).toEqual({ success: true });
    const duplicate = await add(productId);
    expect(duplicate.status).toBe(400);
    expect(duplicate.data.errors[0].code).toBe("CHECKOUT__WISHLIST_PRODUCT_DUPLICATED");
    await invoke(client, "mergeProductOnWishlist post /customer/wishlist/merge", {
      body: { productIds: [productId, DEMO_PRODUCT_IDS.accessoryTripod] },
    });
    const wishlist = await invoke(client, "readCustomerWishlist post /customer/wishlist", { body: {} });
    expect(idsOf(wishlist.data.products).sort()).toEqual(
      [productId, DEMO_PRODUCT_IDS.accessoryTripod].sort(),
    );
    await invoke(client, "deleteProductOnWishlist delete /customer/wishlist/delete/{productId}", {
      pathParams: { productId },
    });
    const after = await invoke(client, "readCustomerWishlist post /customer/wishlist", { body: {} });
    expect(idsOf(after.data.products)).toEqual([DEMO_PRODUCT_IDS.accessoryTripod]);

    await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    await invoke(client, "updateContext patch /context", { body: { paymentMethodId: IDS.invoice } });
    const order = await invoke(client, "createOrder post /checkout/order", { body: {} });
    expect(order.data.deliveries[0].shippingOrderAddress.street).toBe("Nebenweg 7");
    const paid = await invoke(client, "handlePaymentMethod post /handle-payment", {
      body: {
        orderId: order.data.id,
        finishUrl: "http://localhost:3000/checkout/finish",
        errorUrl: "http://localhost:3000/checkout/error",
      },
    });
    expect(paid.status).toBe(200);
    const cart = await invoke(client, "readCart get /checkout/cart");
    expect(cart.data.lineItems).toEqual([]);
  });

  it("contact form (captcha solved), newsletter subscribe, confirm and unsubscribe", async () => {
    const client = newClient();
    const message = {
      salutationId: IDS.mrs,
      firstName: "Clara",
      lastName: "Contact",
      email: "clara@example.com",
      subject: "Sizes",
      comment: "Do the linen shirts run small?",
    };
    const sent = await invoke(client, "sendContactMail post /contact-form", {
      body: { ...message, altcha: await solvedAltcha() },
    });
    expect(sent.status).toBe(200);
    // Shopware's CMS contact form sends "" for no salutation: no salutation, not a bad id.
    const unsaluted = await invoke(client, "sendContactMail post /contact-form", {
      body: { ...message, salutationId: "", altcha: await solvedAltcha() },
    });
    expect(unsaluted.status).toBe(200);
    // Without a solved captcha the message does not arrive.
    const refused = await invoke(client, "sendContactMail post /contact-form", { body: message });
    expect(refused.status).toBe(400);

    const email = `news-${target}-${Date.now()}@example.com`;
    const subscribed = await invoke(client, "subscribeToNewsletter post /newsletter/subscribe", {
      body: { email, option: "subscribe", storefrontUrl: STOREFRONT_URL },
    });
    expect(subscribed.status).toBe(200);
    const { rows } = await api.db.query<{ hash: string }>(
      "select hash from newsletter_recipient where email = $1",
      [email],
    );
    const confirmed = await invoke(client, "confirmNewsletter post /newsletter/confirm", {
      body: { hash: rows[0]?.hash, em: emailHash(email) },
    });
    expect(confirmed.status).toBe(200);
    const status = await api.db.query<{ status: string }>(
      "select status from newsletter_recipient where email = $1",
      [email],
    );
    expect(status.rows[0]?.status).toBe("optIn");
    const off = await invoke(client, "unsubscribeToNewsletter post /newsletter/unsubscribe", {
      body: { email },
    });
    expect(off.status).toBe(200);
  });
  it("registration as Shopware's frontends send it: names at the top level only, empty ids are none (RegisterRoute)", async () => {
    const client = newClient();
    count += 1;
    const email = `form-${count}-${Date.now()}@example.com`;
    // The Vue demo store's registration form: an unselected salutation and state are "", company null.
    const form = {
      accountType: "private",
      salutationId: "",
      firstName: "Rita",
      lastName: "Register",
      email,
      password: "form-secret-1",
      vatIds: [null],
      storefrontUrl: STOREFRONT_URL,
      billingAddress: {
        company: null,
        street: "Formweg 3",
        zipcode: "10115",
        city: "Berlin",
        countryId: IDS.de,
        countryStateId: "",
      },
    };
    const registered = await invoke(client, "register post /account/register", { body: form });
    expect(registered.status).toBe(200);
    const addresses = await invoke(client, "listAddress post /account/list-address", { body: {} });
    // Shopware sets the billing address's names from the customer's, also over names the address brings.
    expect(addresses.data.elements).toEqual([
      expect.objectContaining({ firstName: "Rita", lastName: "Register", street: "Formweg 3" }),
    ]);
    expect(addresses.data.elements[0].countryStateId ?? null).toBeNull();

    const renamed = await invoke(newClient(), "register post /account/register", {
      body: {
        ...form,
        email: `other-${email}`,
        billingAddress: { ...form.billingAddress, firstName: "Other", lastName: "Name" },
      },
    });
    expect(renamed.data.defaultBillingAddress ?? renamed.data.activeBillingAddress).toMatchObject({
      firstName: "Rita",
      lastName: "Register",
    });
    // Names only in the billing address are the customer's names (6.7).
    const fromAddress = await invoke(newClient(), "register post /account/register", {
      body: {
        ...form,
        email: `address-${email}`,
        firstName: undefined,
        lastName: undefined,
        billingAddress: { ...form.billingAddress, firstName: "Ada", lastName: "Address" },
      },
    });
    expect(fromAddress.data).toMatchObject({ firstName: "Ada", lastName: "Address" });
    // An id that is neither empty nor an id is still refused, with its pointer.
    const bad = await invoke(newClient(), "register post /account/register", {
      body: {
        ...form,
        email: `bad-${email}`,
        billingAddress: { ...form.billingAddress, countryStateId: "nope" },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors[0].source.pointer).toBe("/billingAddress/countryStateId");
  });

  it("the search page's category facets: categoriesRo.id, categories.id and categoryIds in filters and aggregations", async () => {
    const client = newClient();
    // What @shopware/helpers' getCategoryFilterAggregations / getCategoryFilterPostFilter ask for.
    const facets = [
      { name: "categories", type: "entity", definition: "category", field: "categoriesRo.id" },
      { name: "categories-counts", type: "terms", field: "categoriesRo.id" },
    ];
    const all = await invoke(client, "searchPage post /search", {
      body: { search: "a", limit: 100, aggregations: facets },
    });
    const entities = all.data.aggregations.categories.entities as Json[];
    expect(entities.map((category) => category.id)).toContain(clothing);
    const buckets = all.data.aggregations["categories-counts"].buckets as Json[];
    const clothingBucket = buckets.find((bucket) => bucket.key === clothing) as Json;
    expect(clothingBucket.count).toBeGreaterThan(0);
    const narrowed = await invoke(client, "searchPage post /search", {
      body: {
        search: "a",
        limit: 100,
        aggregations: facets,
        "post-filter": [{ type: "equalsAny", field: "categoriesRo.id", value: clothing }],
      },
    });
    expect(narrowed.data.total).toBeGreaterThan(0);
    expect(narrowed.data.total).toBeLessThan(all.data.total);
    // A post-filter leaves the facets as they were.
    expect(narrowed.data.aggregations.categories.entities).toHaveLength(entities.length);
    // categoriesRo is the tree with every ancestor: the parent category finds what its subcategories hold.
    const products = (filter: Json) =>
      invoke(client, "readProduct post /product", { body: { filter: [filter], limit: 100 } });
    const ro = await products({ type: "equals", field: "categoriesRo.id", value: clothing });
    const everything = await invoke(client, "readProduct post /product", { body: { limit: 500 } });
    const below = (everything.data.elements as Json[]).filter((product) =>
      (product.categoryIds as string[]).includes(clothing),
    );
    expect(ro.data.total).toBeGreaterThan(0);
    expect(idsOf(ro.data).sort()).toEqual(below.map((product) => product.id as string).sort());
    const direct = await products({ type: "equals", field: "categories.id", value: clothing });
    const ids = await products({ type: "equalsAny", field: "categoryIds", value: [clothing] });
    expect(direct.data.total).toBeGreaterThan(0);
    expect(idsOf(direct.data).sort()).toEqual(idsOf(ids.data).sort());
    // The association stays out of the product JSON unless asked for.
    expect(ro.data.elements[0].categoriesRo).toBeUndefined();
    const loaded = await invoke(client, "readProduct post /product", {
      body: { ids: [ro.data.elements[0].id], associations: { categoriesRo: {} } },
    });
    const tree = loaded.data.elements[0].categoriesRo as Json[];
    expect(tree.map((category) => category.id)).toContain(clothing);
    expect(tree.every((category) => category.apiAlias === "category")).toBe(true);
  });

  it("breadcrumbs of an id without a type: a product's, else a category's (Shopware's BreadcrumbRoute)", async () => {
    const client = newClient();
    const knives = categoryId("knives");
    const category = await invoke(client, "readBreadcrumb get /breadcrumb/{id}", {
      pathParams: { id: knives },
    });
    expect((category.data as unknown as Json[]).map((entry) => entry.name)).toEqual(["Kitchen", "Knives"]);
    const product = await invoke(client, "readBreadcrumb get /breadcrumb/{id}", {
      pathParams: { id: DEMO_PRODUCT_IDS.variantParent },
    });
    expect((product.data as unknown as Json[]).map((entry) => entry.name)).toEqual(["Clothing", "T-shirts"]);
    const neither = await invoke(client, "readBreadcrumb get /breadcrumb/{id}", {
      pathParams: { id: "0123456789abcdef0123456789abcdef" },
    });
    expect(neither.status).toBe(404);
    expect(neither.data.errors[0].code).toBe("CONTENT__CATEGORY_NOT_FOUND");
  });

  it("product Criteria filter and sort by price and cheapestPrice, as Shopware's product definition resolves them", async () => {
    const client = newClient();
    const products = (body: Json) =>
      invoke(client, "readProduct post /product", { body: { limit: 100, ...body } });
    const all = await products({});
    const cheap = await products({ filter: [{ type: "range", field: "price", parameters: { lte: 30 } }] });
    expect(cheap.data.total).toBeGreaterThan(0);
    expect(cheap.data.total).toBeLessThan(all.data.total);
    for (const product of cheap.data.elements as Json[])
      expect(product.calculatedPrice.unitPrice).toBeLessThanOrEqual(30);
    const net = await products({ filter: [{ type: "range", field: "price.net", parameters: { gt: 30 } }] });
    for (const product of net.data.elements as Json[])
      expect(product.calculatedPrice.netPrice).toBeGreaterThan(30);
    const byCheapest = await products({ sort: [{ field: "cheapestPrice", order: "DESC" }] });
    const cheapest = (byCheapest.data.elements as Json[]).map(
      (product) => product.calculatedCheapestPrice.unitPrice,
    );
    expect(cheapest).toEqual([...cheapest].sort((a, b) => b - a));
    const byPrice = await products({ sort: [{ field: "product.price", order: "ASC" }] });
    const prices = (byPrice.data.elements as Json[]).map((product) => product.calculatedPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The search page's price range (a Criteria filter on `price`) and a listing sorted by the Criteria.
    const search = await invoke(client, "searchPage post /search", {
      body: { search: "a", limit: 100, filter: [{ type: "range", field: "price", parameters: { gte: 30 } }] },
    });
    expect(search.data.total).toBeGreaterThan(0);
    for (const product of search.data.elements as Json[])
      expect(product.calculatedPrice.unitPrice).toBeGreaterThanOrEqual(30);
    const unknown = await products({
      filter: [{ type: "range", field: "priceTag", parameters: { lte: 1 } }],
    });
    expect(unknown.status).toBe(400);
  });

  it("the order list sorts by any scalar field of the order (createdAt, orderDateTime, orderNumber)", async () => {
    const client = newClient();
    await register(client);
    const placed: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      await invoke(client, "addLineItem post /checkout/cart/line-item", {
        body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
      });
      placed.push((await invoke(client, "createOrder post /checkout/order", { body: {} })).data.id as string);
    }
    const sorted = async (field: string, order: "ASC" | "DESC") => {
      const answer = await invoke(client, "readOrder post /order", { body: { sort: [{ field, order }] } });
      expect(answer.status).toBe(200);
      return idsOf(answer.data.orders);
    };
    // The account's order history (useCustomerOrders) asks for the newest first by createdAt.
    expect(await sorted("createdAt", "DESC")).toEqual([...placed].reverse());
    expect(await sorted("orderNumber", "ASC")).toEqual(placed);
    expect(await sorted("orderDateTime", "ASC")).toEqual(placed);
    // A field no order has but the definition knows sorts as null; one the definition lacks is refused.
    expect((await sorted("affiliateCode", "ASC")).sort()).toEqual([...placed].sort());
    const refused = await invoke(client, "readOrder post /order", {
      body: { sort: [{ field: "nope", order: "ASC" }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.data.errors[0].code).toBe("FRAMEWORK__INVALID_SORT_QUERY");
  });

  it("a guest opens its order from a new session with the deep link code, e-mail and zip code (Shopware's OrderRoute)", async () => {
    const guest = newClient();
    const email = `deeplink-${target}-${Date.now()}@example.com`;
    await invoke(guest, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    await invoke(guest, "register post /account/register", {
      body: {
        guest: true,
        email,
        firstName: "Dora",
        lastName: "Deeplink",
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL,
        billingAddress: { street: "Linkweg 4", zipcode: "20095", city: "Hamburg", countryId: IDS.de },
      },
    });
    const order = await invoke(guest, "createOrder post /checkout/order", { body: {} });
    const deepLinkCode = order.data.deepLinkCode as string;
    expect(deepLinkCode).toMatch(/^[0-9a-f]{32}$/);

    const later = newClient();
    const byLink = (extra: Json) =>
      invoke(later, "readOrder post /order", {
        body: { filter: [{ type: "equals", field: "deepLinkCode", value: deepLinkCode }], ...extra },
      });
    const opened = await byLink({ email, zipcode: "20095" });
    expect(opened.status).toBe(200);
    expect(idsOf(opened.data.orders)).toEqual([order.data.id]);
    const wrong = await byLink({ email, zipcode: "99999" });
    expect(wrong.status).toBe(403);
    expect(wrong.data.errors[0].code).toBe("CHECKOUT__GUEST_WRONG_CREDENTIALS");
    const without = await byLink({});
    expect(without.data.errors[0].code).toBe("CHECKOUT__GUEST_NOT_AUTHENTICATED");
    // Guessing the credentials is throttled per link (Shopware's GUEST_LOGIN rate limit): once locked, even the
    // right ones wait.
    let guesses = 0;
    let guess = await byLink({ email, zipcode: "00000" });
    while (guess.status !== 429 && guesses < 50) {
      guesses += 1;
      guess = await byLink({ email, zipcode: String(10000 + guesses) });
    }
    expect(guess.data.errors[0].code).toBe("CHECKOUT__CUSTOMER_AUTH_THROTTLED");
    // Each refused attempt doubles the wait (now some seconds), so the next attempt comes within it.
    for (const zipcode of ["00001", "00002"]) expect((await byLink({ email, zipcode })).status).toBe(429);
    const locked = await byLink({ email, zipcode: "20095" });
    expect(locked.status).toBe(429);
    const noLink = await invoke(later, "readOrder post /order", { body: { email, zipcode: "20095" } });
    expect(noLink.status).toBe(403);
    expect(noLink.data.errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    // A registered customer's order does not open by its link without a login.
    const customer = newClient();
    await register(customer);
    await invoke(customer, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const own = await invoke(customer, "createOrder post /checkout/order", { body: {} });
    const foreign = await invoke(newClient(), "readOrder post /order", {
      body: {
        filter: [{ type: "equals", field: "deepLinkCode", value: own.data.deepLinkCode }],
        email: own.data.orderCustomer.email,
        zipcode: "10115",
      },
    });
    expect(foreign.status).toBe(403);
  });

  it("cart and order prices are Shopware's CartPrice (apiAlias cart_price, its fields only)", async () => {
    const client = newClient();
    await register(client);
    const cart = await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 2 }] },
    });
    const fields = [
      "apiAlias",
      "calculatedTaxes",
      "netPrice",
      "positionPrice",
      "rawTotal",
      "taxRules",
      "taxStatus",
      "totalPrice",
    ];
    expect(Object.keys(cart.data.price).sort()).toEqual(fields);
    expect(cart.data.price.apiAlias).toBe("cart_price");
    const order = await invoke(client, "createOrder post /checkout/order", { body: {} });
    expect(Object.keys(order.data.price).sort()).toEqual(fields);
    expect(order.data.price).toEqual(cart.data.price);
    const listed = await invoke(client, "readOrder post /order", { body: {} });
    expect(listed.data.orders.elements[0].price.apiAlias).toBe("cart_price");
  });

  it("newsletter status of the account, the checkout gateway's methods and the cart's shipping costs per method", async () => {
    const client = newClient();
    const { email } = await register(client);
    const before = await invoke(client, "readNewsletterRecipient post /account/newsletter-recipient", {
      body: {},
    });
    expect(before.data).toEqual({ status: "undefined", apiAlias: "account_newsletter_recipient" });
    await invoke(client, "subscribeToNewsletter post /newsletter/subscribe", {
      body: { email, option: "direct", storefrontUrl: STOREFRONT_URL },
    });
    const after = await invoke(client, "readNewsletterRecipient post /account/newsletter-recipient", {
      body: {},
    });
    expect(after.data.status).toBe("direct");
    const anonymous = await invoke(
      newClient(),
      "readNewsletterRecipient post /account/newsletter-recipient",
      {
        body: {},
      },
    );
    expect(anonymous.status).toBe(403);

    const gateway = await invoke(client, "checkoutGateway get /checkout/gateway");
    const { payments, shipments } = gateway.data as unknown as { payments: Json[]; shipments: Json[] };
    expect(payments.map((method) => method.id)).toContain(IDS.invoice);
    expect(shipments.map((method) => method.id)).toContain(IDS.express);

    const empty = await invoke(client, "readShippingCostsByCart get /shipping-cost/cart");
    expect(empty.data).toEqual([]);
    await invoke(client, "addLineItem post /checkout/cart/line-item", {
      body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
    });
    const costs = (await invoke(client, "readShippingCostsByCart get /shipping-cost/cart"))
      .data as unknown as Json[];
    const methods = costs.map((cost) => cost.shippingMethod.id);
    expect(methods).toEqual(expect.arrayContaining([IDS.express, IDS.standard]));
    const express = costs.find((cost) => cost.shippingMethod.id === IDS.express) as Json;
    const standard = costs.find((cost) => cost.shippingMethod.id === IDS.standard) as Json;
    expect(express.shippingCost.totalPrice).toBeGreaterThan(standard.shippingCost.totalPrice);
    // Asking for the costs does not choose a method.
    const cart = await invoke(client, "readCart get /checkout/cart");
    expect(cart.data.deliveries[0].shippingMethod.id).toBe(standard.shippingMethod.id);
  });
});
