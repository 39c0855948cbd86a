import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ContractMismatchError, expectResponseMatchesSchema, findOperation, schemaFile } from "./harness.js";

/** Shopware's CartPrice of an empty cart (the cart's and an order's price, apiAlias cart_price). */
const emptyPrice = {
  netPrice: 0,
  totalPrice: 0,
  calculatedTaxes: [],
  taxRules: [],
  positionPrice: 0,
  taxStatus: "gross",
  rawTotal: 0,
  apiAlias: "cart_price",
};
const validCart = {
  apiAlias: "cart",
  token: "t",
  price: emptyPrice,
  lineItems: [],
  errors: {},
  deliveries: [],
};

describe("contract harness", () => {
  it("takes the official Store API schema from the pinned @shopware/api-client packages inside the repository", () => {
    const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
    for (const version of ["6.7.10.1", "6.7.13.0"] as const) {
      const file = realpathSync(schemaFile(version));
      expect(file.startsWith(`${repository}${path.sep}`), `${file} is inside ${repository}`).toBe(true);
      expect(file).toMatch(/node_modules\/.*@shopware\/api-client\/api-types\/storeApiSchema\.json$/);
      expect(JSON.parse(readFileSync(file, "utf8")).info.version).toBe(version);
    }
  });

  it("accepts a body that matches the operation's response schema", () => {
    expect(() => expectResponseMatchesSchema("GET", "/checkout/cart", 200, validCart)).not.toThrow();
  });

  it("takes a cart's price for Shopware's CartPrice (6.7.10.1 documents a CalculatedPrice, 6.7.13.0 corrects it)", () => {
    const calculated = {
      ...emptyPrice,
      apiAlias: "calculated_price",
      unitPrice: 0,
      quantity: 1,
      hasRange: false,
    };
    expect(() =>
      expectResponseMatchesSchema("GET", "/checkout/cart", 200, { ...validCart, price: calculated }),
    ).toThrow(/\/price\/apiAlias/);
    const { rawTotal: _rawTotal, ...withoutRawTotal } = emptyPrice;
    expect(() =>
      expectResponseMatchesSchema("GET", "/checkout/cart", 200, { ...validCart, price: withoutRawTotal }),
    ).toThrow(/must have required property 'rawTotal'/);
  });

  it("fails on a missing required field and names it", () => {
    const { price: _price, ...withoutPrice } = validCart;
    expect(() => expectResponseMatchesSchema("GET", "/checkout/cart", 200, withoutPrice)).toThrow(
      /must have required property 'price'/,
    );
  });

  it("fails on a wrong type deep inside the body", () => {
    const wrong = { ...validCart, price: { ...emptyPrice, totalPrice: "12.00" } };
    expect(() => expectResponseMatchesSchema("GET", "/checkout/cart", 200, wrong)).toThrow(
      /\/price\/totalPrice must be number/,
    );
  });

  it("fails on a wrong enum value and on an array where the keyed errors object belongs", () => {
    expect(() =>
      expectResponseMatchesSchema("GET", "/checkout/cart", 200, { ...validCart, apiAlias: "basket" }),
    ).toThrow(ContractMismatchError);
    expect(() =>
      expectResponseMatchesSchema("GET", "/checkout/cart", 200, {
        ...validCart,
        errors: { "promotion-not-found": { key: "x", level: 20, message: "m", messageKey: "k" } },
      }),
    ).toThrow(/code/);
  });

  it("requires the Store API error body for error statuses, with no extra keys", () => {
    const good = {
      errors: [{ status: "403", code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", title: "Forbidden", detail: "x" }],
    };
    expect(() => expectResponseMatchesSchema("POST", "/account/customer", 403, good)).not.toThrow();
    expect(() =>
      expectResponseMatchesSchema("POST", "/account/customer", 403, { ...good, stack: "Error: at …" }),
    ).toThrow(/additional properties/);
    expect(() => expectResponseMatchesSchema("POST", "/account/customer", 403, { message: "nope" })).toThrow(
      /required property 'errors'/,
    );
  });

  it("lets optional fields be null, as Shopware sends them, but not required ones", () => {
    expect(() =>
      expectResponseMatchesSchema("GET", "/checkout/cart", 200, {
        ...validCart,
        customerComment: null,
        name: null,
      }),
    ).not.toThrow();
    expect(() =>
      expectResponseMatchesSchema("GET", "/checkout/cart", 200, { ...validCart, price: null }),
    ).toThrow(/\/price must be object/);
  });

  it("rejects undocumented success statuses and unknown operations", () => {
    expect(() => expectResponseMatchesSchema("GET", "/checkout/cart", 201, validCart)).toThrow(
      /not documented/,
    );
    expect(() => expectResponseMatchesSchema("GET", "/no/such/route", 200, {})).toThrow(/no such operation/);
  });

  it("matches concrete paths to templates and finds customized-products routes in the 6.7.13 file", () => {
    expect(findOperation("PATCH", "/account/address/default-shipping/abc")?.template).toBe(
      "/account/address/default-shipping/{addressId}",
    );
    const share = findOperation("POST", "/customized-products/configuration/create-share");
    expect(share?.version).toBe("6.7.13.0");
    expect(() =>
      expectResponseMatchesSchema("POST", "/customized-products/configuration/create-share", 200, {
        shareUrl: 5,
      }),
    ).toThrow(ContractMismatchError);
  });
});
