import { describe, expect, it } from "vitest";
import { categoryId, optionId, PROPERTY_GROUP_IDS } from "../src/seed/catalogue.js";
import { CUSTOMIZED_OPTION_TYPES } from "../src/seed/customized.js";
import { CUSTOMIZED_TEMPLATE_ID, DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { firstError, useTestApi } from "./commerce-app.js";

const api = useTestApi();

const tee = DEMO_PRODUCT_IDS.variantParent;

describe("product detail", () => {
  it("answers a variant of the family with the configurator (colour × size)", async () => {
    const response = await api.request("POST", `/product/${tee}`, { body: {} });
    expect(response.status).toBe(200);
    const { product, configurator } = response.body;
    expect(product.parentId).toBe(tee);
    expect(product.name).toBe("Essential Organic Tee");
    expect(product.options).toHaveLength(2);
    expect(product.options[0].group.name).toBeTruthy();
    expect(configurator.map((group: { id: string }) => group.id)).toEqual([
      PROPERTY_GROUP_IDS.colour,
      PROPERTY_GROUP_IDS.size,
    ]);
    const colours = configurator[0].options.map((option: { name: string }) => option.name);
    expect(colours).toEqual(["Ocean", "Graphite", "Sand", "Coral"]);
    expect(configurator[1].options.map((option: { name: string }) => option.name)).toEqual([
      "S",
      "M",
      "L",
      "XL",
    ]);
    expect(configurator[0].options[0].colorHexCode).toBe("#1f6f8b");
    // The shown variant can be bought: stock at least the minimum purchase.
    expect(product.availableStock).toBeGreaterThanOrEqual(product.minPurchase);
    expect(product.deliveryTime.name).toBe("1-3 days");
    expect(product.media.length).toBeGreaterThanOrEqual(2);
    const media = product.cover.media;
    expect(media.metaData.width).toBeGreaterThanOrEqual(1600);
    expect(media.thumbnails.map((thumbnail: { width: number }) => thumbnail.width)).toEqual([280, 800, 1920]);
  });

  it("answers a standalone product with tier prices, list price and reference price", async () => {
    const response = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.tierPrices}`);
    expect(response.status).toBe(200);
    const { product, configurator } = response.body;
    expect(configurator).toEqual([]);
    expect(
      product.calculatedPrices.map((price: { unitPrice: number; quantity: number }) => [
        price.quantity,
        price.unitPrice,
      ]),
    ).toEqual([
      [4, 14.99],
      [9, 13.99],
      [10, 12.49],
    ]);
    expect(product.calculatedPrice.referencePrice).toMatchObject({
      purchaseUnit: 0.5,
      referenceUnit: 1,
      unitName: "Kilogram",
      price: 29.98,
    });
    expect(product.calculatedCheapestPrice.unitPrice).toBe(12.49);
    expect(product.calculatedCheapestPrice.hasRange).toBe(true);
    const camera = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.withAccessories}`);
    expect(camera.body.product.calculatedPrice.listPrice).toMatchObject({
      price: 999,
      discount: -100,
      percentage: 10.01,
    });
    expect(camera.body.product.shippingFree).toBe(true);
    expect(camera.body.product.maxPurchase).toBe(3);
  });

  it("carries the customized-products template with every option type, exclusions and the wizard flag", async () => {
    const response = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.customizable}`);
    const template = response.body.product.extensions.swagCustomizedProductsTemplate;
    expect(template.id).toBe(CUSTOMIZED_TEMPLATE_ID);
    expect(template.stepByStep).toBe(true);
    expect(new Set(template.options.map((option: { type: string }) => option.type))).toEqual(
      new Set(CUSTOMIZED_OPTION_TYPES),
    );
    expect(template.exclusions).toHaveLength(2);
    expect(template.exclusions[0].conditions[0].templateExclusionOperator.operator).toBe("X");
    const imageSelect = template.options.find((option: { type: string }) => option.type === "imageselect");
    expect(imageSelect.values[0].media.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/store-api\/_media\//);
    const { rows } = await api.db.query<{ step_by_step: boolean }>(
      "select step_by_step from customized_products_template where product_id = $1",
      [DEMO_PRODUCT_IDS.customizable],
    );
    expect(rows[0]?.step_by_step).toBe(true);
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    const unknown = await api.request("POST", `/product/${"b".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(firstError(unknown).code).toBe("PRODUCT__PRODUCT_NOT_FOUND");
    const malformed = await api.request("POST", "/product/%3Cscript%3E");
    expect(malformed.status).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
  });

  it("lists products by ids, in the order asked", async () => {
    const ids = [
      DEMO_PRODUCT_IDS.customizable,
      DEMO_PRODUCT_IDS.withAccessories,
      DEMO_PRODUCT_IDS.tierPrices,
    ];
    const response = await api.request("POST", "/product", { body: { ids } });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.elements.map((product: { id: string }) => product.id)).toEqual(ids);
    const bad = await api.request("POST", "/product", { body: { ids: ["nope"] } });
    expect(bad.status).toBe(400);
    expect(firstError(bad).source?.pointer).toBe("/ids/0");
    const byParent = await api.request("POST", "/product", {
      body: { filter: [{ type: "equals", field: "parentId", value: tee }], limit: 50 },
    });
    expect(byParent.body.total).toBe(16);
  });
});

describe("find-variant", () => {
  it("finds the variant of a colour and size", async () => {
    const options = [optionId("colour", "graphite"), optionId("size", "XL")];
    const response = await api.request("POST", `/product/${tee}/find-variant`, { body: { options } });
    expect(response.status).toBe(200);
    expect(response.body.foundCombination.variantId).toBe(DEMO_PRODUCT_IDS.closeoutVariant);
    expect(response.body.foundCombination.options.sort()).toEqual([...options].sort());
    const asMap = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.restockVariant}/find-variant`, {
      body: {
        options: {
          [PROPERTY_GROUP_IDS.colour]: optionId("colour", "ocean"),
          [PROPERTY_GROUP_IDS.size]: optionId("size", "S"),
        },
      },
    });
    expect(asMap.body.foundCombination.variantId).toBe(DEMO_PRODUCT_IDS.restockVariant);
  });

  it("keeps the switched option and finds the closest combination", async () => {
    // The Harbour Hoodie has no XL: switching the colour with XL chosen still finds a variant of that colour.
    const listing = await api.request("POST", `/product-listing/${categoryId("hoodies")}`, {
      body: { limit: 100 },
    });
    const hoodie = listing.body.elements.find(
      (product: { name: string }) => product.name === "Harbour Hoodie",
    );
    const forest = optionId("colour", "forest");
    const response = await api.request("POST", `/product/${hoodie.parentId}/find-variant`, {
      body: { options: [forest, optionId("size", "XL")], switchedGroup: PROPERTY_GROUP_IDS.colour },
    });
    expect(response.status).toBe(200);
    expect(response.body.foundCombination.options).toContain(forest);
  });

  it("answers 404 when no variant has the combination", async () => {
    const response = await api.request("POST", `/product/${tee}/find-variant`, {
      body: { options: [optionId("colour", "lilac"), optionId("size", "S")] },
    });
    expect(response.status).toBe(404);
    expect(firstError(response).code).toBe("CONTENT__PRODUCT_VARIANT_NOT_FOUND");
  });

  it("answers 400 for options that are not ids", async () => {
    const response = await api.request("POST", `/product/${tee}/find-variant`, {
      body: { options: ["red"] },
    });
    expect(response.status).toBe(400);
    expect(firstError(response).source?.pointer).toBe("/options/0");
    const missing = await api.request("POST", `/product/${tee}/find-variant`, { body: {} });
    expect(missing.status).toBe(400);
  });
});

describe("cross-selling (accessories and bundles)", () => {
  it("answers the camera's accessories with purchase rules and the bundle with fixed quantities", async () => {
    const response = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.withAccessories}/cross-selling`);
    expect(response.status).toBe(200);
    expect(
      response.body.map((element: { crossSelling: { name: string } }) => element.crossSelling.name),
    ).toEqual(["Accessories", "Creator bundle", "Similar cameras"]);
    const [accessories, bundle] = response.body;
    expect(accessories.total).toBe(4);
    expect(accessories.products.map((product: { id: string }) => product.id)).toEqual([
      DEMO_PRODUCT_IDS.accessoryBag,
      DEMO_PRODUCT_IDS.accessoryStrap,
      DEMO_PRODUCT_IDS.accessoryCard,
      DEMO_PRODUCT_IDS.accessoryTripod,
    ]);
    const card = accessories.products[2];
    expect([card.minPurchase, card.maxPurchase, card.purchaseSteps]).toEqual([2, 10, 2]);
    expect(accessories.crossSelling.extensions.vitrineAccessories.kind).toBe("accessory");
    // The strap follows the camera's quantity.
    expect(accessories.crossSelling.extensions.vitrineAccessories.items[1]).toMatchObject({
      productId: DEMO_PRODUCT_IDS.accessoryStrap,
      sameQuantity: true,
    });
    expect(bundle.crossSelling.extensions.vitrineAccessories).toMatchObject({
      kind: "bundle",
      items: [
        { productId: DEMO_PRODUCT_IDS.accessoryTripod, quantity: 1, optional: false },
        { productId: DEMO_PRODUCT_IDS.accessoryCard, quantity: 2, optional: true },
        { productId: DEMO_PRODUCT_IDS.accessoryBag, quantity: 1, optional: true },
      ],
    });
    const none = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.tierPrices}/cross-selling`);
    expect(none.body).toEqual([]);
  });
});

describe("variant options (delivery status)", () => {
  it("reports the closeout variant as out of stock", async () => {
    const response = await api.request("POST", `/vitrine/product/${tee}/variant-options`, {
      body: {
        productId: tee,
        options: [optionId("colour", "graphite"), optionId("size", "XL")],
        locale: "en-GB",
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.productId).toBe(DEMO_PRODUCT_IDS.closeoutVariant);
    expect(response.body.product).toMatchObject({
      availableStock: 0,
      isCloseout: true,
      minPurchase: 1,
      deliveryTime: { name: "1-3 days" },
    });
    expect(response.body.product.calculatedPrice.totalPrice).toBe(26.99);
    expect(response.body.calculatedPrice.totalPrice).toBe(26.99);
    expect(response.body).toHaveProperty("deposit", null);
  });

  it("reports a restock time for a variant that is not a closeout", async () => {
    const response = await api.request("POST", `/vitrine/product/${tee}/variant-options`, {
      body: { productId: tee, options: [optionId("colour", "ocean"), optionId("size", "S")] },
    });
    expect(response.body.productId).toBe(DEMO_PRODUCT_IDS.restockVariant);
    expect(response.body.product).toMatchObject({ availableStock: 0, isCloseout: false, restockTime: 5 });
  });

  it("gives unit info and reference pricing for products sold by weight", async () => {
    const response = await api.request(
      "POST",
      `/vitrine/product/${DEMO_PRODUCT_IDS.tierPrices}/variant-options`,
      { body: {} },
    );
    expect(response.body.unitInfo).toEqual({ purchaseUnit: 0.5, referenceUnit: 1, unitName: "Kilogram" });
    expect(response.body.referencePricing.price).toBe(29.98);
  });

  it("answers 404 for a combination that does not exist and 400 for a bad locale", async () => {
    const missing = await api.request("POST", `/vitrine/product/${tee}/variant-options`, {
      body: { options: [optionId("colour", "lilac"), optionId("size", "S")] },
    });
    expect(missing.status).toBe(404);
    const locale = await api.request("POST", `/vitrine/product/${tee}/variant-options`, {
      body: { locale: "x".repeat(100) },
    });
    expect(locale.status).toBe(400);
    expect(firstError(locale).source?.pointer).toBe("/locale");
  });
});
