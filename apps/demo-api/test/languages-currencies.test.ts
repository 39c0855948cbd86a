/**
 * Issue 43 item 1: the demo backend in two languages (English, German) and two currencies (EUR, CHF) as Shopware:
 * translated catalogue and reference data with the fallback to English, CHF own and factor prices, cash rounding of
 * CHF totals to 0.05, `sw-language-id` / `sw-currency-id` and `PATCH /context`, German SEO URLs, a cart recalculated
 * on a currency switch and an order that keeps its currency. Answers are validated against the official schema.
 */
import { describe, expect, it } from "vitest";
import { categoryId } from "../src/seed/catalogue.js";
import {
  DEMO_PRODUCT_IDS,
  idFor,
  NAVIGATION_IDS,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
} from "../src/seed/ids.js";
import {
  firstError,
  guestRegistration,
  guestToken,
  IDS,
  type Json,
  type TestResponse,
  useTestApi,
} from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();

const EN = "2fbb5fe2e29a4d70aa5854ce7ce3e20b";
const DE = idFor("language:de-DE");
const EUR = "b7d2554b0ce847cd82f3ac9bd1c0dfca";
const CHF = idFor("currency:CHF");
const GERMAN = { "sw-language-id": DE };
const SWISS = { "sw-currency-id": CHF };

/** The X1 Shoulder Bag: no own CHF price. The T-shirt family and the X1 camera have their own. */
const BAG = IDS.shirt;
const TSHIRT_VARIANT = "d0000000000000000000000000000003";

async function call(
  method: string,
  template: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<TestResponse> {
  const response = await api.request(method, path, options);
  expect(response.status, response.text.slice(0, 400)).toBe(200);
  expectResponseMatchesSchema(method, template, response.status, response.body);
  return response;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function product(id: string, headers: Record<string, string> = {}): Promise<Json> {
  return (await call("POST", "/product/{productId}", `/product/${id}`, { body: {}, headers })).body.product;
}

describe("translations per language", () => {
  it("a German request answers the catalogue in German: product name, description, properties, manufacturer", async () => {
    const english = await product(TSHIRT_VARIANT);
    const german = await product(TSHIRT_VARIANT, GERMAN);
    expect(english.name).toBe("Essential Organic Tee");
    expect(german.name).toBe("Essential Bio-T-Shirt");
    expect(german.translated.name).toBe("Essential Bio-T-Shirt");
    expect(german.translated.description).toContain("Zwei Jahre Garantie");
    expect(german.description).not.toContain("guarantee");
    const options = (german.options as Json[]).map((option) => `${option.group.name}: ${option.name}`);
    expect(options).toEqual(expect.arrayContaining(["Farbe: Ozean", "Größe: S"]));
    expect(german.manufacturer.translated.description).toMatch(/fertigt langlebige Produkte/);
  });

  it("an untranslated field falls back to the system language (English), as Shopware's language chain", async () => {
    const german = await product(TSHIRT_VARIANT, GERMAN);
    const english = await product(TSHIRT_VARIANT);
    // Brand names have no German translation: the English value is answered.
    expect(german.manufacturer.name).toBe(english.manufacturer.name);
    expect(german.manufacturer.translated.name).toBe(english.manufacturer.name);
    // Fields outside the translation (numbers, ids) are the same in both languages.
    expect(german.productNumber).toBe(english.productNumber);
    const context = await call("GET", "/context", "/context", { headers: GERMAN });
    expect(context.body.context.languageIdChain).toEqual([DE, EN]);
    expect(context.body.languageInfo).toEqual({ name: "Deutsch", localeCode: "de-DE" });
  });

  it("categories, CMS layouts and cookie groups are German in a German request", async () => {
    const tree = await call(
      "POST",
      "/navigation/{activeId}/{rootId}",
      `/navigation/${NAVIGATION_IDS.main}/main-navigation`,
      { body: { depth: 2 }, headers: GERMAN },
    );
    const names = (tree.body as Json[]).map((category) => category.translated.name);
    expect(names).toEqual(expect.arrayContaining(["Kleidung", "Wohnen", "Elektronik", "Küche"]));
    const clothing = (tree.body as Json[]).find((category) => category.id === categoryId("clothing"));
    expect(((clothing?.children ?? []) as Json[]).map((child) => child.name)).toEqual([
      "T-Shirts",
      "Hoodies",
      "Hosen",
    ]);

    const home = await call("POST", "/category/{navigationId}", `/category/${NAVIGATION_IDS.main}`, {
      body: {},
      headers: GERMAN,
    });
    const text = JSON.stringify(home.body.cmsPage);
    expect(text).toContain("Gut gemachte Dinge für jeden Tag");
    expect(text).not.toContain("Well-made things for every day</h1>");

    // (The schema's cookie-groups languageId wants a dashed uuid: catalog.contract.test.ts checks that answer.)
    const cookies = await api.request("GET", "/cookie-groups", { headers: GERMAN });
    expect(cookies.body.languageId).toBe(DE);
    expect((cookies.body.elements as Json[]).map((group) => group.name)).toEqual([
      "Technisch erforderlich",
      "Komfortfunktionen",
      "Statistik",
      "Marketing",
    ]);
  });

  it("the customizable product's configurator (template, options, values) is German in a German request", async () => {
    const template = (await product(DEMO_PRODUCT_IDS.customizable, GERMAN)).extensions
      .swagCustomizedProductsTemplate as Json;
    expect(template.translated).toMatchObject({ displayName: "Gestalten Sie Ihre Leinwand" });
    const options = template.options as Json[];
    const size = options.find((option) => option.displayName === "Leinwandgröße");
    expect(size?.translated).toMatchObject({ displayName: "Leinwandgröße" });
    const frame = options.find((option) => (option.translated as Json).displayName === "Rahmenfarbe");
    expect(((frame?.values as Json[]) ?? []).map((value) => (value.translated as Json).displayName)).toEqual([
      "Eiche natur",
      "Schwarz",
      "Weiß",
    ]);
    const english = (await product(DEMO_PRODUCT_IDS.customizable)).extensions
      .swagCustomizedProductsTemplate as Json;
    expect((english.translated as Json).displayName).toBe("Design your canvas");
  });

  it("shipping and payment methods, salutations, countries and states are German in a German request", async () => {
    const shipping = await call("POST", "/shipping-method", "/shipping-method", {
      body: {},
      headers: GERMAN,
    });
    const standard = (shipping.body.elements as Json[]).find(
      (method) => method.id === SHIPPING_METHOD_IDS.standard,
    );
    expect(standard?.translated.description).toBe(
      "Lieferung per Paketdienst in 1-3 Werktagen. Versandkostenfrei ab 50 €.",
    );
    const payment = await call("POST", "/payment-method", "/payment-method", { body: {}, headers: GERMAN });
    expect((payment.body.elements as Json[]).map((method) => method.name)).toEqual(
      expect.arrayContaining(["Rechnung", "Nachnahme", "Kreditkarte"]),
    );
    const salutations = await call("POST", "/salutation", "/salutation", { body: {}, headers: GERMAN });
    const mrs = (salutations.body.elements as Json[]).find(
      (salutation) => salutation.id === SALUTATION_IDS.mrs,
    );
    expect(mrs?.translated).toMatchObject({ displayName: "Frau", letterName: "Sehr geehrte Frau" });
    const countries = await call("POST", "/country", "/country", {
      body: { associations: { states: {} } },
      headers: GERMAN,
    });
    const germany = (countries.body.elements as Json[]).find((country) => country.id === IDS.de);
    expect(germany?.name).toBe("Deutschland");
    expect(((germany?.states ?? []) as Json[]).map((state) => state.name)).toEqual(
      expect.arrayContaining(["Bayern", "Berlin", "Nordrhein-Westfalen"]),
    );
    // The same request in English answers English.
    const english = await call("POST", "/country", "/country", { body: {} });
    expect((english.body.elements as Json[]).find((country) => country.id === IDS.de)?.name).toBe("Germany");
  });
});

describe("languages and currencies listed", () => {
  it("readLanguages lists English and German with their locale and translationCode, filtered by Criteria", async () => {
    const all = await call("POST", "/language", "/language", { body: { associations: { locale: {} } } });
    expect(
      (all.body.elements as Json[]).map((language) => [
        language.id,
        language.locale.code,
        language.translationCode.code,
      ]),
    ).toEqual([
      [EN, "en-GB", "en-GB"],
      [DE, "de-DE", "de-DE"],
    ]);
    const filtered = await call("POST", "/language", "/language", {
      body: { filter: [{ type: "equals", field: "locale.code", value: "de-DE" }] },
    });
    expect((filtered.body.elements as Json[]).map((language) => language.id)).toEqual([DE]);
  });

  it("readCurrency lists EUR and CHF; CHF with its factor and cash rounding of totals to 0.05", async () => {
    const all = await call("POST", "/currency", "/currency", { body: {} });
    expect((all.body as Json[]).map((currency) => currency.isoCode)).toEqual(["EUR", "CHF"]);
    const chf = (all.body as Json[]).find((currency) => currency.id === CHF);
    expect(chf).toMatchObject({
      symbol: "CHF",
      factor: 0.93,
      itemRounding: { decimals: 2, interval: 0.01 },
      totalRounding: { decimals: 2, interval: 0.05 },
    });
    const filtered = await call("POST", "/currency", "/currency", {
      body: { filter: [{ type: "equals", field: "isoCode", value: "CHF" }] },
      headers: GERMAN,
    });
    expect((filtered.body as Json[]).map((currency) => currency.translated.name)).toEqual([
      "Schweizer Franken",
    ]);
  });
});

describe("CHF prices", () => {
  it("a product without its own CHF price costs its euro price times the factor 0.93", async () => {
    const euro = await product(BAG);
    const francs = await product(BAG, SWISS);
    expect(francs.calculatedPrice.unitPrice).toBe(round2(euro.calculatedPrice.unitPrice * 0.93));
    expect(francs.calculatedCheapestPrice.unitPrice).toBe(
      round2(euro.calculatedCheapestPrice.unitPrice * 0.93),
    );
  });

  it("a product with its own CHF price answers that price, not the factor price", async () => {
    const euro = await product(TSHIRT_VARIANT);
    const francs = await product(TSHIRT_VARIANT, SWISS);
    expect(francs.calculatedPrice.unitPrice).toBe(22.9);
    expect(francs.calculatedPrice.unitPrice).not.toBe(round2(euro.calculatedPrice.unitPrice * 0.93));
    const listing = await call(
      "POST",
      "/product-listing/{categoryId}",
      `/product-listing/${categoryId("t-shirts")}`,
      {
        body: { limit: 100 },
        headers: SWISS,
      },
    );
    const family = (listing.body.elements as Json[]).find(
      (entry) => entry.parentId === "d0000000000000000000000000000001",
    );
    expect(family?.calculatedCheapestPrice.unitPrice).toBe(22.9);
  });
});

describe("listings in the request's language and currency", () => {
  it("a CHF listing filters, sorts and aggregates by CHF prices; a German one sorts by German names", async () => {
    const path = `/product-listing/${categoryId("t-shirts")}`;
    const all = await call("POST", "/product-listing/{categoryId}", path, {
      body: { limit: 100, order: "price-asc" },
      headers: SWISS,
    });
    const prices = (all.body.elements as Json[]).map((entry) => entry.calculatedCheapestPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.body.aggregations.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
    // The T-shirt family costs 22.90 CHF (its own price): a filter up to 23 CHF keeps it.
    const cheap = await call("POST", "/product-listing/{categoryId}", path, {
      body: { limit: 100, "max-price": 23 },
      headers: SWISS,
    });
    const cheapPrices = (cheap.body.elements as Json[]).map(
      (entry) => entry.calculatedCheapestPrice.unitPrice,
    );
    expect(cheapPrices).toContain(22.9);
    expect(cheapPrices.every((price) => price <= 23)).toBe(true);

    const german = await call("POST", "/product-listing/{categoryId}", path, {
      body: { limit: 100, order: "name-asc" },
      headers: GERMAN,
    });
    const names = (german.body.elements as Json[]).map((entry) => entry.translated.name as string);
    expect(names.some((name) => name.includes("Rundhals-Shirt") || name.includes("Brusttaschen-Shirt"))).toBe(
      true,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("a search finds a product by its German name and answers it in the request's language", async () => {
    const found = await call("POST", "/search", "/search", {
      body: { search: "Umhängetasche", limit: 5 },
      headers: GERMAN,
    });
    expect((found.body.elements as Json[]).map((entry) => entry.name)).toContain("X1 Umhängetasche");
  });
});

describe("cash rounding", () => {
  it("rounds a CHF cart total to 0.05 while rawTotal keeps the unrounded sum (Shopware's CartPrice)", async () => {
    const token = await guestToken(api);
    await call("PATCH", "/context", "/context", { token, body: { currencyId: CHF } });
    // One piece of the shoulder bag plus shipping: a raw total that is not on 0.05.
    const cart = await call("POST", "/checkout/cart/line-item", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: BAG, quantity: 1 }] },
    });
    const price = cart.body.price as Json;
    const cents = Math.round(price.rawTotal * 100);
    expect(cents % 5, `raw total ${price.rawTotal} is already on 0.05`).not.toBe(0);
    // The nearest multiple of 0.05: 12.33 → 12.35, 12.32 → 12.30.
    expect(price.totalPrice).toBe((Math.round(cents / 5) * 5) / 100);
    expect(Math.round(price.totalPrice * 100) % 5).toBe(0);
    expect(Math.abs(price.totalPrice - price.rawTotal)).toBeLessThanOrEqual(0.025);
    // The same cart in euro is not cash-rounded.
    await call("PATCH", "/context", "/context", { token, body: { currencyId: EUR } });
    const euro = (await call("GET", "/checkout/cart", "/checkout/cart", { token })).body.price as Json;
    expect(euro.totalPrice).toBe(euro.rawTotal);
  });
});

describe("context switch", () => {
  it("PATCH /context with languageId and currencyId switches the context; GET /context shows them", async () => {
    const token = await guestToken(api);
    const switched = await call("PATCH", "/context", "/context", {
      token,
      body: { languageId: DE, currencyId: CHF },
    });
    expect(switched.body.contextToken).toBe(token);
    const context = (await call("GET", "/context", "/context", { token })).body;
    expect(context.context).toMatchObject({ currencyId: CHF, currencyFactor: 0.93 });
    expect(context.currency.isoCode).toBe("CHF");
    expect(context.totalRounding).toMatchObject({ interval: 0.05 });
    expect(context.languageInfo.localeCode).toBe("de-DE");
    // Later requests of the context, without headers, are German and in francs.
    const bag = await product(BAG);
    const german = (await api.request("POST", `/product/${BAG}`, { token, body: {} })).body.product;
    expect(german.name).toBe("X1 Umhängetasche");
    expect(german.calculatedPrice.unitPrice).toBe(round2(bag.calculatedPrice.unitPrice * 0.93));
  });

  it("sw-language-id and sw-currency-id choose one request's language and currency; the context keeps its own", async () => {
    const token = await guestToken(api);
    const once = await call("GET", "/context", "/context", { token, headers: { ...GERMAN, ...SWISS } });
    expect(once.headers.get("sw-language-id")).toBe(DE);
    expect(once.body.context.currencyId).toBe(CHF);
    expect(once.body.context.languageIdChain[0]).toBe(DE);
    // A PATCH of something else sent with the headers does not store them either.
    await call("PATCH", "/context", "/context", {
      token,
      body: { shippingMethodId: SHIPPING_METHOD_IDS.express },
      headers: { ...GERMAN, ...SWISS },
    });
    const after = await call("GET", "/context", "/context", { token });
    expect(after.body.context.currencyId).toBe(EUR);
    expect(after.body.context.languageIdChain).toEqual([EN]);
  });

  it("refuses an unknown language or currency id with Shopware's errors", async () => {
    const unknown = "0123456789abcdef0123456789abcdef";
    const language = await api.request("POST", "/product", {
      body: {},
      headers: { "sw-language-id": unknown },
    });
    expect(language.status).toBe(412);
    expect(firstError(language).code).toBe("SYSTEM__LANGUAGE_NOT_FOUND");
    const invalid = await api.request("POST", "/product", {
      body: {},
      headers: { "sw-language-id": "de-DE" },
    });
    expect(invalid.status).toBe(412);
    expect(firstError(invalid).code).toBe("SYSTEM__LANGUAGE_INVALID_EXCEPTION");
    const currency = await api.request("POST", "/product", {
      body: {},
      headers: { "sw-currency-id": unknown },
    });
    expect(currency.status).toBe(404);
    expect(firstError(currency).code).toBe("SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION");
    const token = await guestToken(api);
    const patch = await api.request("PATCH", "/context", { token, body: { currencyId: unknown } });
    expect(patch.status).toBe(400);
    expect(firstError(patch).source?.pointer).toBe("/currencyId");
    const patchLanguage = await api.request("PATCH", "/context", { token, body: { languageId: unknown } });
    expect(patchLanguage.status).toBe(400);
    expect(firstError(patchLanguage).source?.pointer).toBe("/languageId");
    // The refused switch left the context as it was.
    const context = (await call("GET", "/context", "/context", { token })).body;
    expect(context.context.currencyId).toBe(EUR);
  });
});

describe("German SEO URLs", () => {
  it("readSeoUrl in a German context resolves German paths of categories and products, the English one not", async () => {
    const tshirts = categoryId("t-shirts");
    const category = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: "Kleidung/T-Shirts/" }] },
      headers: GERMAN,
    });
    expect(category.body.elements).toHaveLength(1);
    expect(category.body.elements[0]).toMatchObject({
      foreignKey: tshirts,
      pathInfo: `/navigation/${tshirts}`,
      languageId: DE,
      routeName: "frontend.navigation.page",
    });
    const bag = await product(BAG);
    const detail = await call("POST", "/seo-url", "/seo-url", {
      body: {
        filter: [{ type: "equals", field: "seoPathInfo", value: `X1-Umhangetasche/${bag.productNumber}` }],
      },
      headers: GERMAN,
    });
    expect(detail.body.elements.map((url: Json) => url.foreignKey)).toEqual([BAG]);
    // In English the German path is unknown, and the English one answers.
    const english = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: "Kleidung/T-Shirts/" }] },
    });
    expect(english.body.elements).toEqual([]);
    const englishCategory = await call("POST", "/seo-url", "/seo-url", {
      body: { filter: [{ type: "equals", field: "foreignKey", value: tshirts }] },
    });
    expect(englishCategory.body.elements.map((url: Json) => url.seoPathInfo)).toEqual(["Clothing/T-shirts/"]);
  });

  it("sw-include-seo-urls gives the German SEO URLs in a German request", async () => {
    const german = await product(BAG, { ...GERMAN, "sw-include-seo-urls": "1" });
    expect((german.seoUrls as Json[]).map((url) => [url.languageId, url.seoPathInfo])).toEqual([
      [DE, `X1-Umhangetasche/${german.productNumber}`],
    ]);
  });

  it("a product's breadcrumb names its categories in the request's language, each with its SEO URL and path", async () => {
    const tshirts = categoryId("t-shirts");
    const english = (await call("GET", "/breadcrumb/{id}", `/breadcrumb/${tshirts}?type=category`))
      .body as Json[];
    const german = (
      await call("GET", "/breadcrumb/{id}", `/breadcrumb/${tshirts}?type=category`, { headers: GERMAN })
    ).body as Json[];
    expect(english.map((entry) => [entry.name, entry.path])).toEqual([
      ["Clothing", "Clothing/"],
      ["T-shirts", "Clothing/T-shirts/"],
    ]);
    expect(german.map((entry) => [entry.name, entry.path])).toEqual([
      ["Kleidung", "Kleidung/"],
      ["T-Shirts", "Kleidung/T-Shirts/"],
    ]);
    expect(german.map((entry) => (entry.seoUrls as Json[]).map((url) => url.languageId))).toEqual([
      [DE],
      [DE],
    ]);
  });
});

describe("cart and order currency", () => {
  it("a cart made in EUR is recalculated in CHF after a currency switch, its labels in the new language", async () => {
    const token = await guestToken(api);
    const euro = await call("POST", "/checkout/cart/line-item", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: BAG, quantity: 2 }] },
    });
    const euroLine = (euro.body.lineItems as Json[])[0] as Json;
    expect(euroLine.label).toBe("X1 Shoulder Bag");
    // 5 € off: an absolute discount, converted with the factor in CHF.
    const withCode = await call("POST", "/checkout/cart/line-item", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "promotion", referencedId: "SAVE5" }] },
    });
    const euroDiscount = (withCode.body.lineItems as Json[]).find((item) => item.type === "promotion");
    expect(euroDiscount?.price.totalPrice).toBe(-5);
    await call("PATCH", "/context", "/context", { token, body: { currencyId: CHF, languageId: DE } });
    const francs = await call("GET", "/checkout/cart", "/checkout/cart", { token });
    const line = (francs.body.lineItems as Json[]).find((item) => item.type === "product") as Json;
    expect(line.label).toBe("X1 Umhängetasche");
    expect(line.deliveryInformation.deliveryTime.name).toMatch(/ (Tag|Tage|Wochen)$/);
    expect(line.price.unitPrice).toBe(round2(euroLine.price.unitPrice * 0.93));
    expect(line.price.totalPrice).toBe(round2(line.price.unitPrice * 2));
    const discount = (francs.body.lineItems as Json[]).find((item) => item.type === "promotion");
    expect(discount).toMatchObject({ label: "5 € Rabatt auf Ihre Bestellung", price: { totalPrice: -4.65 } });
    expect(francs.body.price.positionPrice).toBe(round2(line.price.totalPrice - 4.65));
    expect(francs.body.price.totalPrice).not.toBe(withCode.body.price.totalPrice);
  });

  it("an order placed in CHF keeps its currency, factor and roundings after the shopper switches back to EUR", async () => {
    const guest = await guestToken(api);
    await call("PATCH", "/context", "/context", { token: guest, body: { currencyId: CHF } });
    await call("POST", "/checkout/cart/line-item", "/checkout/cart/line-item", {
      token: guest,
      body: { items: [{ type: "product", referencedId: BAG, quantity: 1 }] },
    });
    const registered = await api.request("POST", "/account/register", {
      token: guest,
      body: guestRegistration("swiss.guest@example.com", {
        street: "Bahnhofstrasse 1",
        zipcode: "8001",
        city: "Zürich",
        countryId: IDS.de,
      }),
    });
    expect(registered.status, registered.text).toBe(200);
    const token = registered.token ?? "";
    const cart = (await call("GET", "/checkout/cart", "/checkout/cart", { token })).body;
    const placed = await call("POST", "/checkout/order", "/checkout/order", { token, body: {} });
    expect(placed.body).toMatchObject({ currencyId: CHF, currencyFactor: 0.93 });
    expect(placed.body.totalRounding).toMatchObject({ interval: 0.05 });
    expect(placed.body.amountTotal).toBe(cart.price.totalPrice);
    expect(placed.body.price.rawTotal).toBe(cart.price.rawTotal);
    await call("PATCH", "/context", "/context", { token, body: { currencyId: EUR } });
    const orders = await call("POST", "/order", "/order", { token, body: {} });
    const order = (orders.body.orders.elements as Json[]).find((entry) => entry.id === placed.body.id);
    expect(order).toMatchObject({
      currencyId: CHF,
      currencyFactor: 0.93,
      amountTotal: cart.price.totalPrice,
    });
    expect(order?.itemRounding).toMatchObject({ interval: 0.01 });
    expect(order?.totalRounding).toMatchObject({ interval: 0.05 });
    // The order's and its payment's states are named in the request's language (Shopware's de-DE names).
    const german = await call("POST", "/order", "/order", { token, body: {}, headers: GERMAN });
    const inGerman = (german.body.orders.elements as Json[]).find((entry) => entry.id === placed.body.id);
    expect((inGerman?.stateMachineState as Json | undefined)?.translated).toMatchObject({ name: "Offen" });
    const transaction = (inGerman?.transactions as Json[] | undefined)?.[0];
    expect((transaction?.stateMachineState as Json | undefined)?.translated).toMatchObject({ name: "Offen" });
  });
});
