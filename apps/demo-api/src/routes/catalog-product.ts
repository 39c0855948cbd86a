import { type Context, Hono } from "hono";
import { resolveCmsPage } from "../catalog/cms.js";
import { allProducts, productAssociation, productScope } from "../catalog/criteria-scope.js";
import type { CatalogueProduct, CatalogueReadModel } from "../catalog/read-model.js";
import type { AppEnv } from "../context.js";
import { applyIncludes } from "../criteria/engine.js";
import {
  entitySearchResult,
  readCriteria,
  reshapes,
  search,
  shapeElements,
  shapeResponse,
} from "../criteria/index.js";
import { parseCriteria } from "../criteria/parse.js";
import { fail, readJsonObject } from "../errors.js";
import { PRODUCT_DETAIL_PAGE_ID } from "../seed/catalogue.js";
import { isId, requireId } from "../validation.js";
import { jsonText } from "./catalog-kit.js";

type Json = Record<string, unknown>;
type Catalogue = () => Promise<CatalogueReadModel>;

function productOr404(model: CatalogueReadModel, id: string): CatalogueProduct {
  const product = model.products.get(id);
  if (!product) fail(404, "PRODUCT__PRODUCT_NOT_FOUND", `Product for id ${id} not found.`, "/productId");
  return product;
}

/** The family parent of a product (itself when it has no parent). */
function familyOf(model: CatalogueReadModel, product: CatalogueProduct): CatalogueProduct {
  return product.parentId ? (model.products.get(product.parentId) ?? product) : product;
}

/** The cross-selling route's answer for a product (its family's cross-sellings with their products), as JSON text. */
function crossSellingText(model: CatalogueReadModel, product: CatalogueProduct): string {
  const elements = (model.crossSellings.get(familyOf(model, product).id) ?? []).map((entry) => {
    const products = entry.productIds.flatMap((productId) => model.products.get(productId) ?? []);
    return `{"crossSelling":${JSON.stringify(entry.json)},"products":[${products.map((item) => item.listingText).join(",")}],"total":${products.length},"streamId":null,"apiAlias":"cross_selling_element"}`;
  });
  return `[${elements.join(",")}]`;
}

/** The product's cross-selling elements, as the product page's `cross-selling` slot gets them. */
function crossSellingsOf(model: CatalogueReadModel, product: CatalogueProduct): Record<string, unknown>[] {
  return JSON.parse(crossSellingText(model, product)) as Record<string, unknown>[];
}

/** PropertyGroup[] of a variant family, each with the options its variants use (Shopware's configurator). */
export function configurator(
  model: CatalogueReadModel,
  parentId: string,
  selected: CatalogueProduct | undefined,
): Json[] {
  const optionIds = model.configuratorOptions.get(parentId) ?? [];
  const variants = model.families.get(parentId) ?? [];
  const groups = new Map<string, Json[]>();
  for (const optionId of optionIds) {
    const option = model.options.get(optionId);
    if (!option) continue;
    const group = model.groups.get(option.groupId);
    // Combinable: some variant has this option together with the selected options of the other groups.
    const combinable = variants.some((variant) => {
      if (variant.variantOptions.get(option.groupId) !== optionId) return false;
      if (!selected) return true;
      for (const [groupId, chosen] of selected.variantOptions) {
        if (groupId !== option.groupId && variant.variantOptions.get(groupId) !== chosen) return false;
      }
      return true;
    });
    const list = groups.get(option.groupId) ?? [];
    list.push({ ...option, group, option: option.name, combinable, configuratorSetting: null });
    groups.set(option.groupId, list);
  }
  return [...groups.entries()]
    .map(([groupId, options]): Json => ({ ...(model.groups.get(groupId) as Json), options }))
    .sort((a, b) => Number(a.position) - Number(b.position));
}

/** The variant of a family that has all the given options (group → option), or undefined. */
export function findVariant(
  model: CatalogueReadModel,
  parentId: string,
  optionIds: string[],
  switchedGroup?: string,
): CatalogueProduct | undefined {
  const variants = model.families.get(parentId) ?? [];
  const wanted = new Set(optionIds);
  const exact = variants.find(
    (variant) =>
      variant.variantOptions.size === wanted.size &&
      [...wanted].every((id) => [...variant.variantOptions.values()].includes(id)),
  );
  if (exact || !switchedGroup) return exact;
  // Like Shopware: keep the switched option and find the closest combination that exists.
  const switched = optionIds.find((id) => model.options.get(id)?.groupId === switchedGroup);
  if (!switched) return undefined;
  const candidates = variants.filter((variant) => variant.variantOptions.get(switchedGroup) === switched);
  let best: CatalogueProduct | undefined;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = [...candidate.variantOptions.values()].filter((id) => wanted.has(id)).length;
    const buyable = candidate.cart.availableStock >= candidate.cart.minPurchase ? 0.5 : 0;
    if (score + buyable > bestScore) {
      best = candidate;
      bestScore = score + buyable;
    }
  }
  return best;
}

/** Reads `options` as an array of option ids or a map group id → option id. */
function readOptions(value: unknown): string[] {
  if (value === undefined || value === null)
    fail(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'The parameter "options" is missing.', "/options");
  let parsed = value;
  if (typeof parsed === "string") {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      fail(
        400,
        "FRAMEWORK__INVALID_REQUEST_PARAMETER",
        '"options" must be an array of ids or an object.',
        "/options",
      );
    }
  }
  const ids = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? Object.values(parsed)
      : null;
  if (!ids || ids.length > 20)
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      '"options" must be an array of ids or an object.',
      "/options",
    );
  ids.forEach((id, index) => {
    if (!isId(id))
      fail(400, "FRAMEWORK__INVALID_UUID", "Each option must be a valid id.", `/options/${index}`);
  });
  return ids as string[];
}

/** Registers /product, /product/{id}, find-variant, cross-selling and the Vitrine variant-options route. */
export function productRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readProducts = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const { criteria, payload } = await readCriteria(c);
    if (payload.ids !== undefined) {
      const raw = typeof payload.ids === "string" ? payload.ids.split("|") : payload.ids;
      if (!Array.isArray(raw) || raw.length > 500)
        fail(400, "FRAMEWORK__INVALID_CRITERIA_PARAMETER", '"ids" must be a list of ids.', "/ids");
      raw.forEach((id, index) => {
        if (!isId(id)) fail(400, "FRAMEWORK__INVALID_UUID", "Each id must be a valid id.", `/ids/${index}`);
      });
    }
    const outcome = search(allProducts(model), criteria, {
      ...productScope(model),
      json: (product) => product.json,
      id: (product) => product.id,
      defaultLimit: 24,
    });
    const result = entitySearchResult("product", outcome);
    if (reshapes(criteria)) {
      const elements = shapeElements(
        outcome.elements.map((product) => JSON.parse(product.listingText) as Json),
        criteria,
        productAssociation(model),
      );
      return c.json(shapeResponse({ ...result, elements }, criteria));
    }
    // The listing JSON is serialized once per product: the common case only joins the texts.
    return jsonText(
      c,
      JSON.stringify({ ...result, elements: "@@ELEMENTS@@" }).replace(
        '"@@ELEMENTS@@"',
        () => `[${outcome.elements.map((product) => product.listingText).join(",")}]`,
      ),
    );
  };
  app.post("/product", readProducts);
  app.get("/product", readProducts);

  const readDetail = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const id = requireId(c.req.param("productId"), "productId");
    // Of the Criteria, the includes shape the answer (by apiAlias, the layout's sections, blocks and slots too).
    const { includes } = parseCriteria({ includes: (await readJsonObject(c)).includes ?? null });
    let product = productOr404(model, id);
    // A family parent is shown as its main variant, like Shopware.
    if (product.childCount > 0) product = model.mainVariant(product.id) ?? product;
    const parent = familyOf(model, product);
    const skipConfigurator = ["1", "true"].includes(c.req.query("skipConfigurator") ?? "");
    // The answer depends on the catalogue alone: made once per read model (a catalogue change makes a new one)
    // and again after an order changed stock (the product's, a variant's or a cross-selling's).
    const shape = includes ? `:${JSON.stringify(includes)}` : "";
    const bytes = model.memoWithStock(`product-detail:${product.id}:${skipConfigurator}${shape}`, () => {
      const config =
        skipConfigurator || parent.id === product.id ? [] : configurator(model, parent.id, product);
      // Like Shopware: the product's layout (its own, else the default product page layout) with its slots resolved.
      const layout = model.cmsPages.get((product.json.cmsPageId as string | null) ?? PRODUCT_DETAIL_PAGE_ID);
      const cmsPage = layout
        ? resolveCmsPage(model, layout, {
            product: product.json,
            crossSellings: crossSellingsOf(model, product),
          })
        : null;
      const detail = `${product.text.slice(0, -1)},"cmsPage":${JSON.stringify(cmsPage)}}`;
      const text = `{"product":${detail},"configurator":${JSON.stringify(config)},"apiAlias":"product_detail"}`;
      // Kept encoded: the answer is some 60 KB, and encoding it again for each request cost as much as sending it.
      return new TextEncoder().encode(
        includes ? JSON.stringify(applyIncludes(JSON.parse(text), includes)) : text,
      );
    });
    return jsonText(c, bytes);
  };
  app.post("/product/:productId", readDetail);
  app.get("/product/:productId", readDetail);

  const findVariantRoute = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const id = requireId(c.req.param("productId"), "productId");
    const body: Json = { ...c.req.query(), ...(await readJsonObject(c)) };
    const queryOptions = c.req.queries("options[]");
    const options = readOptions(body.options ?? (queryOptions?.length ? queryOptions : undefined));
    const switchedGroup = body.switchedGroup;
    if (switchedGroup !== undefined && switchedGroup !== null && !isId(switchedGroup)) {
      fail(400, "FRAMEWORK__INVALID_UUID", '"switchedGroup" must be a valid id.', "/switchedGroup");
    }
    const product = productOr404(model, id);
    const parent = familyOf(model, product);
    const variant = findVariant(
      model,
      parent.id,
      options,
      (switchedGroup as string | undefined) ?? undefined,
    );
    if (!variant) {
      fail(
        404,
        "CONTENT__PRODUCT_VARIANT_NOT_FOUND",
        `Variant for productId ${parent.id} with options ${options.join(", ")} not found.`,
        "/options",
      );
    }
    return c.json({
      foundCombination: { variantId: variant.id, options: [...variant.variantOptions.values()] },
      apiAlias: "find_product_variant_route_response",
    });
  };
  app.post("/product/:productId/find-variant", findVariantRoute);
  app.get("/product/:productId/find-variant", findVariantRoute);

  const crossSelling = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const id = requireId(c.req.param("productId"), "productId");
    await readJsonObject(c);
    return jsonText(c, crossSellingText(model, productOr404(model, id)));
  };
  app.post("/product/:productId/cross-selling", crossSelling);
  app.get("/product/:productId/cross-selling", crossSelling);

  // Vitrine: delivery status of a variant (SPEC section 3 "Variant response").
  app.post("/vitrine/product/:productId/variant-options", async (c) => {
    const model = await catalogue();
    const id = requireId(c.req.param("productId"), "productId");
    const body = await readJsonObject(c);
    if (body.productId !== undefined && body.productId !== null && !isId(body.productId)) {
      fail(400, "FRAMEWORK__INVALID_UUID", '"productId" must be a valid id.', "/productId");
    }
    if (body.locale !== undefined && (typeof body.locale !== "string" || body.locale.length > 35)) {
      fail(
        400,
        "FRAMEWORK__INVALID_REQUEST_PARAMETER",
        '"locale" must be a locale code such as en-GB.',
        "/locale",
      );
    }
    const product = productOr404(model, id);
    const parent = familyOf(model, product);
    let variant: CatalogueProduct = product;
    if (body.options !== undefined && parent.childCount > 0) {
      const options = readOptions(body.options);
      const found = findVariant(model, parent.id, options);
      if (!found)
        fail(
          404,
          "CONTENT__PRODUCT_VARIANT_NOT_FOUND",
          "No variant has this combination of options.",
          "/options",
        );
      variant = found;
    } else if (variant.childCount > 0) {
      variant = model.mainVariant(variant.id) ?? variant;
    }
    const cart = variant.cart;
    const price = model.priceFor(variant, Math.max(1, cart.minPurchase));
    const unitPrice = Number(price.unitPrice);
    const reference = variant.prices.reference;
    return c.json({
      productId: variant.id,
      product: {
        id: variant.id,
        parentId: variant.parentId,
        productNumber: cart.productNumber,
        availableStock: cart.availableStock,
        stock: cart.stock,
        minPurchase: cart.minPurchase,
        maxPurchase: cart.maxPurchase,
        purchaseSteps: cart.purchaseSteps,
        deliveryTime: cart.deliveryTime
          ? {
              name: cart.deliveryTime.name,
              min: cart.deliveryTime.min,
              max: cart.deliveryTime.max,
              unit: cart.deliveryTime.unit,
            }
          : null,
        isCloseout: cart.isCloseout,
        restockTime: cart.restockTime ?? null,
        shippingFree: cart.shippingFree,
        calculatedPrice: { unitPrice, totalPrice: unitPrice },
      },
      calculatedPrice: price,
      deposit: null,
      unitInfo: reference
        ? {
            purchaseUnit: reference.purchaseUnit,
            referenceUnit: reference.referenceUnit,
            unitName: reference.unitName,
          }
        : null,
      referencePricing: price.referencePrice ?? null,
    });
  });
  return app;
}
