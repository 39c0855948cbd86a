import { type CashRounding, cashRound, mathRound } from "../catalog/locales.js";
import { childrenFor, normalizePromotionCode } from "./cart.mutate.js";
import {
  BUNDLE_ITEM_TYPE,
  type CartCalculationInput,
  type CartCalculationResult,
  type CartMessage,
  type CartProduct,
  type CartPromotion,
  type StoredCart,
  type StoredLineItem,
} from "./cart.types.js";
import { roundMoney, STANDARD_TAX_RATE, taxOfGross } from "./money.js";

const CENTS: CashRounding = { decimals: 2, interval: 0.01, roundForNet: true };
const DEFAULT_CURRENCY = { factor: 1, itemRounding: CENTS, totalRounding: CENTS };

/** Shopware's default for core.cart.maxQuantity: the max purchase of products that set none. */
export const DEFAULT_MAX_PURCHASE = 100;

type Json = Record<string, unknown>;

/** A cart message in Shopware's shape; the key is the message key plus the thing it is about. */
export function cartMessage(
  messageKey: string,
  level: 0 | 10 | 20,
  message: string,
  identifier: string,
  extra: Json = {},
): CartMessage {
  return { code: 0, key: `${messageKey}-${identifier}`, level, message, messageKey, ...extra };
}

/** The cart's message for a line whose product is gone or inactive (the line is dropped). */
const productNotFound = (line: { id: string; referencedId: string }) =>
  cartMessage("product-not-found", 20, `The product ${line.referencedId} could not be found.`, line.id, {
    id: line.referencedId,
  });

/** The purchase rules of a product after Shopware's adjustments (closeouts are limited by available stock). */
export function quantityRules(product: CartProduct): { min: number; max: number; steps: number } {
  const min = Math.max(1, product.minPurchase || 1);
  const steps = Math.max(1, product.purchaseSteps || 1);
  let max = product.maxPurchase && product.maxPurchase > 0 ? product.maxPurchase : DEFAULT_MAX_PURCHASE;
  if (product.isCloseout) max = Math.min(max, product.availableStock);
  // The largest quantity that is still on the step grid starting at min.
  if (max >= min) max = min + Math.floor((max - min) / steps) * steps;
  return { min, max, steps };
}

/** Outcome of fitting a requested quantity to a product's rules. */
export type QuantityFit =
  | { ok: true; quantity: number; messages: CartMessage[] }
  | { ok: false; messages: CartMessage[] };

/** Fits a requested quantity to min purchase, max purchase (stock for closeouts) and purchase steps. */
export function fitQuantity(product: CartProduct, requested: number, lineItemId: string): QuantityFit {
  const { min, max, steps } = quantityRules(product);
  if (max < min) {
    return {
      ok: false,
      messages: [
        cartMessage("product-out-of-stock", 20, `The product ${product.name} is out of stock.`, lineItemId, {
          id: product.id,
          name: product.name,
        }),
      ],
    };
  }
  const messages: CartMessage[] = [];
  let quantity = Math.floor(requested);
  if (quantity < min) {
    quantity = min;
    messages.push(
      cartMessage(
        "min-order-quantity",
        10,
        `The quantity of product ${product.name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${min}.`,
        lineItemId,
        { name: product.name, quantity: min },
      ),
    );
  }
  if (quantity > max) {
    quantity = max;
    messages.push(
      cartMessage(
        "product-stock-reached",
        10,
        `The product ${product.name} is only available ${max} times.`,
        lineItemId,
        {
          name: product.name,
          quantity: max,
        },
      ),
    );
  }
  if ((quantity - min) % steps !== 0) {
    quantity = min + Math.floor((quantity - min) / steps) * steps;
    messages.push(
      cartMessage(
        "purchase-steps-quantity",
        10,
        `Your input quantity does not match with the setup of the ${product.name}. The quantity was changed to ${quantity}.`,
        lineItemId,
        { name: product.name, quantity },
      ),
    );
  }
  return { ok: true, quantity, messages };
}

/**
 * Fits the quantity of a further line of a product that other lines of the cart already hold (`used` pieces):
 * max purchase, steps and a closeout's stock apply to the product's sum, not to each line. A line with nothing
 * left is dropped (ok: false) with `product-stock-reached`.
 */
export function fitFurtherLine(
  product: CartProduct,
  requested: number,
  used: number,
  lineItemId: string,
): QuantityFit {
  if (used <= 0) return fitQuantity(product, requested, lineItemId);
  const { max, steps } = quantityRules(product);
  const left = Math.max(0, Math.floor((max - used) / steps) * steps);
  let quantity = Math.floor(requested / steps) * steps;
  const messages: CartMessage[] = [];
  if (quantity !== requested) {
    messages.push(
      cartMessage(
        "purchase-steps-quantity",
        10,
        `Your input quantity does not match with the setup of the ${product.name}. The quantity was changed to ${quantity}.`,
        lineItemId,
        { name: product.name, quantity },
      ),
    );
  }
  if (quantity > left) {
    quantity = left;
    messages.push(
      cartMessage(
        "product-stock-reached",
        10,
        `The product ${product.name} is only available ${max} times.`,
        lineItemId,
        { name: product.name, quantity: max },
      ),
    );
  }
  return quantity > 0 ? { ok: true, quantity, messages } : { ok: false, messages };
}

/** The gross unit price of a product for a quantity: the tier whose bracket holds it, else the base price. */
export function unitPriceFor(product: CartProduct, quantity: number): number {
  const tier = product.tierPrices?.find(
    (candidate) =>
      candidate.quantityStart <= quantity &&
      (candidate.quantityEnd === null || quantity <= candidate.quantityEnd),
  );
  return tier ? tier.unitPrice : product.unitPrice;
}

function taxRules(rate: number): Json[] {
  return [{ taxRate: rate, percentage: 100, name: `${rate}%`, apiAlias: "cart_tax_rule" }];
}

function calculatedTaxes(total: number, rate: number): Json[] {
  return [{ apiAlias: "cart_tax_calculated", tax: taxOfGross(total, rate), taxRate: rate, price: total }];
}

/** A CalculatedPrice for a line (unit price times quantity, gross, one tax rate). */
export function linePrice(
  unitPrice: number,
  quantity: number,
  rate: number,
  extras: {
    listPrice?: number | null;
    regulationPrice?: number | null;
    reference?: CartProduct["reference"];
    /** A total that is not unit price times quantity (a container with one-time surcharges). */
    total?: number;
  } = {},
): Json {
  const totalPrice = extras.total ?? roundMoney(unitPrice * quantity);
  const listPrice =
    extras.listPrice && extras.listPrice > unitPrice
      ? {
          apiAlias: "cart_list_price",
          price: extras.listPrice,
          discount: roundMoney(unitPrice - extras.listPrice),
          percentage: roundMoney(((extras.listPrice - unitPrice) / extras.listPrice) * 100),
        }
      : null;
  const reference = extras.reference;
  const referencePrice =
    reference && reference.purchaseUnit > 0
      ? {
          apiAlias: "cart_price_reference",
          purchaseUnit: reference.purchaseUnit,
          referenceUnit: reference.referenceUnit,
          unitName: reference.unitName,
          price: roundMoney((unitPrice / reference.purchaseUnit) * reference.referenceUnit),
          // The schema requires these on a reference price as well.
          quantity: 1,
          totalPrice: roundMoney((unitPrice / reference.purchaseUnit) * reference.referenceUnit),
          calculatedTaxes: [],
          hasRange: false,
          listPrice: null,
          regulationPrice: null,
        }
      : null;
  const taxes = calculatedTaxes(totalPrice, rate);
  return {
    apiAlias: "calculated_price",
    unitPrice: roundMoney(unitPrice),
    quantity,
    totalPrice,
    // The schema's CalculatedPrice requires the cart-level fields on every price.
    netPrice: roundMoney(totalPrice - (taxes[0]?.tax as number)),
    positionPrice: totalPrice,
    rawTotal: totalPrice,
    taxStatus: "gross",
    hasRange: false,
    calculatedTaxes: taxes,
    taxRules: taxRules(rate),
    referencePrice,
    listPrice,
    regulationPrice:
      extras.regulationPrice != null
        ? { apiAlias: "cart_regulation_price", price: extras.regulationPrice }
        : null,
  };
}

/** The cart-level CalculatedPrice (gross tax status) from line totals and shipping. */
function cartPrice(
  positionPrice: number,
  shippingTotal: number,
  taxes: Map<number, { tax: number; price: number }>,
  totalRounding: CashRounding,
) {
  // Shopware's AmountCalculator: the total is cash-rounded (0.05 CHF), the raw total and the net price are not.
  const rawTotal = roundMoney(positionPrice + shippingTotal);
  const totalPrice = cashRound(rawTotal, totalRounding);
  const calculated = [...taxes.entries()]
    .filter(([, entry]) => entry.price !== 0)
    .map(([taxRate, entry]) => ({
      apiAlias: "cart_tax_calculated",
      tax: roundMoney(entry.tax),
      taxRate,
      price: roundMoney(entry.price),
    }));
  const taxTotal = calculated.reduce((sum, entry) => sum + entry.tax, 0);
  return toCartPrice({
    netPrice: roundMoney(rawTotal - taxTotal),
    totalPrice,
    calculatedTaxes: calculated,
    taxRules: taxRules(STANDARD_TAX_RATE),
    positionPrice: roundMoney(positionPrice),
    taxStatus: "gross",
    rawTotal,
  });
}

/**
 * Shopware's CartPrice (Checkout/Cart/Price/Struct/CartPrice.php, apiAlias `cart_price`): the price of a cart and
 * of an order, with its fields only. Also reads prices stored before they had this shape.
 */
export function toCartPrice(price: Json) {
  return {
    netPrice: price.netPrice as number,
    totalPrice: price.totalPrice as number,
    calculatedTaxes: price.calculatedTaxes as Json[],
    taxRules: price.taxRules as Json[],
    positionPrice: price.positionPrice as number,
    taxStatus: price.taxStatus as string,
    rawTotal: price.rawTotal as number,
    apiAlias: "cart_price",
  };
}

function addTax(taxes: Map<number, { tax: number; price: number }>, price: Json): void {
  for (const entry of price.calculatedTaxes as { tax: number; taxRate: number; price: number }[]) {
    const current = taxes.get(entry.taxRate) ?? { tax: 0, price: 0 };
    taxes.set(entry.taxRate, { tax: current.tax + entry.tax, price: current.price + entry.price });
  }
}

function productPayload(product: CartProduct): Json {
  return {
    id: product.id,
    parentId: product.parentId,
    productNumber: product.productNumber,
    name: product.name,
    taxId: product.taxId,
    stock: product.stock,
    isCloseout: product.isCloseout,
    shippingFree: product.shippingFree,
    options: (product.options ?? []).map((option) => ({
      group: option.group,
      option: option.option,
      translated: { group: option.group, option: option.option },
    })),
  };
}

function deliveryInformation(product: CartProduct): Json {
  const info: Json = {
    apiAlias: "cart_delivery_information",
    freeDelivery: product.shippingFree,
    stock: Math.trunc(product.availableStock),
  };
  if (product.deliveryTime) info.deliveryTime = { ...product.deliveryTime, apiAlias: "cart_delivery_time" };
  if (product.restockTime != null) info.restockTime = Math.trunc(product.restockTime);
  if (product.weight != null && Number.isInteger(product.weight)) info.weight = product.weight;
  return info;
}

function productLineItem(item: StoredLineItem, product: CartProduct, quantity: number): Json {
  const { min, max, steps } = quantityRules(product);
  const unitPrice = unitPriceFor(product, quantity);
  const json: Json = {
    apiAlias: "cart_line_item",
    id: item.id,
    referencedId: product.id,
    label: product.name,
    quantity,
    type: "product",
    good: true,
    removable: item.removable,
    stackable: item.stackable,
    modified: false,
    uniqueIdentifier: item.id,
    payload: productPayload(product),
    price: linePrice(unitPrice, quantity, product.taxRate, {
      listPrice: product.listPrice ?? null,
      regulationPrice: product.regulationPrice ?? null,
      reference: product.reference ?? null,
    }),
    priceDefinition: {
      apiAlias: "cart_price_quantity",
      type: "quantity",
      price: unitPrice,
      quantity,
      isCalculated: true,
      taxRules: taxRules(product.taxRate),
    },
    quantityInformation: { minPurchase: min, maxPurchase: max, purchaseSteps: steps },
    deliveryInformation: deliveryInformation(product),
    children: [],
  };
  if (product.cover) json.cover = product.cover;
  return json;
}

/** Is the promotion usable now? */
export function promotionIsValid(
  promotion: CartPromotion | undefined,
  now: Date,
): promotion is CartPromotion {
  if (!promotion?.active) return false;
  if (promotion.validFrom && new Date(promotion.validFrom) > now) return false;
  if (promotion.validUntil && new Date(promotion.validUntil) < now) return false;
  return true;
}

function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

/**
 * Calculates a stored cart into the Store API Cart: fits quantities to the purchase rules, removes what cannot be
 * bought, applies promotions (percentage and absolute, on the goods total) and shipping, and collects cart errors.
 */
export function calculateCart(input: CartCalculationInput): CartCalculationResult {
  const { stored, products, promotions, now } = input;
  const currency = input.currency ?? DEFAULT_CURRENCY;
  // An amount of the default currency (shipping costs, an absolute discount, a surcharge) in the cart's currency.
  const inCurrency = (amount: number) =>
    currency.factor === 1 ? amount : mathRound(amount * currency.factor, currency.itemRounding);
  const errors: Record<string, CartMessage> = {};
  const report = (message: CartMessage) => {
    errors[message.key] = message;
  };
  const keptItems: StoredLineItem[] = [];
  const lineItems: Json[] = [];
  const taxes = new Map<number, { tax: number; price: number }>();
  let goodsTotal = 0;
  let bundleTotal = 0;
  let allShippingFree = true;
  let maxDeliveryDays: { min: number; max: number } | null = null;
  const positions: Json[] = [];
  // Pieces of each product the lines so far hold: purchase rules apply per product, not per line.
  const used = new Map<string, number>();

  for (const item of stored.lineItems) {
    if (item.type === "product") {
      const product = products.get(item.referencedId);
      if (!product?.active) {
        report(productNotFound(item));
        continue;
      }
      const fit = fitFurtherLine(product, item.quantity, used.get(product.id) ?? 0, item.id);
      for (const message of fit.messages) report(message);
      if (!fit.ok) continue;
      used.set(product.id, (used.get(product.id) ?? 0) + fit.quantity);
      const json = productLineItem(item, product, fit.quantity);
      lineItems.push(json);
      addTax(taxes, json.price as Json);
      goodsTotal += (json.price as { totalPrice: number }).totalPrice;
      allShippingFree &&= product.shippingFree;
      positions.push({ identifier: item.id, price: json.price, quantity: fit.quantity });
      // Bundle items live under their main product: priced, stock-checked and delivered like products.
      const keptChildren: StoredLineItem[] = [];
      for (const child of childrenFor({ ...item, quantity: fit.quantity }, fit.quantity) ?? []) {
        if (child.type !== BUNDLE_ITEM_TYPE) continue;
        const childProduct = products.get(child.referencedId);
        if (!childProduct?.active) {
          report(productNotFound(child));
          continue;
        }
        const childFit = fitFurtherLine(
          childProduct,
          child.quantity,
          used.get(childProduct.id) ?? 0,
          child.id,
        );
        for (const message of childFit.messages) report(message);
        if (!childFit.ok) continue;
        used.set(childProduct.id, (used.get(childProduct.id) ?? 0) + childFit.quantity);
        keptChildren.push({ ...child, quantity: childFit.quantity });
        // The calculated child is a product line (the Store API's line item types); its payload says it is a
        // bundle item of the parent.
        const childJson = productLineItem(
          { ...child, removable: false, stackable: false },
          childProduct,
          childFit.quantity,
        );
        childJson.payload = { ...(childJson.payload as Json), bundleParentId: item.id };
        (json.children as Json[]).push(childJson);
        addTax(taxes, childJson.price as Json);
        const childTotal = (childJson.price as { totalPrice: number }).totalPrice;
        goodsTotal += childTotal;
        bundleTotal += childTotal;
        allShippingFree &&= childProduct.shippingFree;
        positions.push({ identifier: child.id, price: childJson.price, quantity: childFit.quantity });
      }
      keptItems.push({
        ...item,
        quantity: fit.quantity,
        ...(item.children ? { children: keptChildren } : {}),
      });
      if (product.deliveryTime) {
        const current = maxDeliveryDays as { min: number; max: number } | null;
        maxDeliveryDays = {
          min: Math.max(current?.min ?? 0, product.deliveryTime.min),
          max: Math.max(current?.max ?? 0, product.deliveryTime.max),
        };
      }
    } else if (item.type === "customized-products") {
      const productChild = item.children?.find((child) => child.type === "product");
      const product = productChild ? products.get(productChild.referencedId) : undefined;
      if (!productChild || !product?.active) {
        report(productNotFound(item));
        continue;
      }
      const fit = fitFurtherLine(product, item.quantity, used.get(product.id) ?? 0, item.id);
      for (const message of fit.messages) report(message);
      if (!fit.ok) continue;
      const quantity = fit.quantity;
      used.set(product.id, (used.get(product.id) ?? 0) + quantity);
      const productJson = productLineItem({ ...productChild, quantity }, product, quantity);
      const childrenJson: Json[] = [productJson];
      let total = (productJson.price as { totalPrice: number }).totalPrice;
      for (const child of item.children ?? []) {
        if (child.type !== "customized-products-option") continue;
        const surcharge = child.surcharge ?? { amount: 0, oneTime: false };
        const childQuantity = surcharge.oneTime ? 1 : quantity;
        const price = linePrice(inCurrency(surcharge.amount), childQuantity, product.taxRate);
        total += (price as { totalPrice: number }).totalPrice;
        childrenJson.push({
          apiAlias: "cart_line_item",
          id: child.id,
          referencedId: child.referencedId,
          label: child.label ?? child.referencedId,
          quantity: childQuantity,
          type: "customized-products-option",
          good: false,
          removable: false,
          stackable: false,
          modified: false,
          payload: child.payload ?? {},
          price,
          children: [],
        });
      }
      total = roundMoney(total);
      const price = linePrice(total / quantity, quantity, product.taxRate, { total });
      keptItems.push({
        ...item,
        quantity,
        children: item.children?.map((child) => ({ ...child, quantity })),
      });
      const { min, max, steps } = quantityRules(product);
      const json: Json = {
        apiAlias: "cart_line_item",
        id: item.id,
        referencedId: item.referencedId,
        label: product.name,
        quantity,
        type: "customized-products",
        good: true,
        removable: item.removable,
        stackable: item.stackable,
        modified: false,
        uniqueIdentifier: item.id,
        payload: { ...(item.payload ?? {}), productId: product.id, productNumber: product.productNumber },
        price,
        quantityInformation: { minPurchase: min, maxPurchase: max, purchaseSteps: steps },
        deliveryInformation: deliveryInformation(product),
        children: childrenJson,
      };
      if (item.extensions) json.extensions = item.extensions;
      if (product.cover) json.cover = product.cover;
      lineItems.push(json);
      addTax(taxes, price);
      goodsTotal += total;
      allShippingFree &&= product.shippingFree;
      positions.push({ identifier: item.id, price, quantity });
    }
  }

  // Promotions come after the goods: each discounts what is left of the goods total.
  let remaining = roundMoney(goodsTotal);
  const seenCodes = new Set<string>();
  const appliedPromotions = new Set<string>();
  for (const item of stored.lineItems) {
    if (item.type !== "promotion") continue;
    const code = item.referencedId;
    // One promotion applies once, whatever the spelling of its code or the number of its line items.
    const normalized = normalizePromotionCode(code);
    if (seenCodes.has(normalized)) continue;
    seenCodes.add(normalized);
    const promotion = promotions.get(code) ?? promotions.get(normalized);
    if (promotion && appliedPromotions.has(promotion.id)) continue;
    if (promotion) appliedPromotions.add(promotion.id);
    if (!promotionIsValid(promotion, now)) {
      report(
        cartMessage("promotion-not-found", 20, `Promotion with code ${code} not found!`, code, {
          promotionCode: code,
        }),
      );
      continue;
    }
    keptItems.push(item);
    if (remaining <= 0 && lineItems.length === 0) continue;
    const discount =
      promotion.discountType === "percentage"
        ? roundMoney((remaining * promotion.value) / 100)
        : roundMoney(Math.min(inCurrency(promotion.value), remaining));
    remaining = roundMoney(remaining - discount);
    const price = linePrice(-discount, 1, STANDARD_TAX_RATE);
    lineItems.push({
      apiAlias: "cart_line_item",
      id: item.id,
      referencedId: code,
      label: promotion.name,
      quantity: 1,
      type: "promotion",
      good: false,
      removable: true,
      stackable: false,
      modified: false,
      uniqueIdentifier: item.id,
      description: promotion.name,
      payload: {
        promotionId: promotion.id,
        code,
        discountType: promotion.discountType,
        value: String(promotion.value),
        discountScope: "cart",
      },
      price,
      children: [],
    });
    addTax(taxes, price);
    if (input.addedPromotionCodes?.has(code)) {
      report(
        cartMessage("promotion-discount-added", 0, `Discount ${promotion.name} has been added`, item.id, {
          name: promotion.name,
        }),
      );
    }
  }

  // Bundle items are priced under their main product: they count once, beside the top-level lines.
  const positionPrice =
    lineItems.reduce((sum, line) => sum + (line.price as { totalPrice: number }).totalPrice, 0) + bundleTotal;
  const deliveries: Json[] = [];
  let shippingTotal = 0;
  const method = input.shippingMethod;
  if (method && positions.length > 0) {
    const free = allShippingFree || (method.freeFrom != null && remaining >= inCurrency(method.freeFrom));
    shippingTotal = free ? 0 : inCurrency(method.price);
    const shippingCosts = linePrice(shippingTotal, 1, STANDARD_TAX_RATE);
    addTax(taxes, shippingCosts);
    const days = method.deliveryTime ??
      (maxDeliveryDays as { min: number; max: number } | null) ?? { min: 1, max: 3 };
    const deliveryDate = { earliest: daysFrom(now, days.min), latest: daysFrom(now, days.max) };
    const location: Json = { apiAlias: "cart_delivery_shipping_location" };
    if (input.shippingCountry) location.country = input.shippingCountry;
    deliveries.push({
      apiAlias: "cart_delivery",
      deliveryDate,
      location,
      positions: positions.map((position) => ({
        apiAlias: "cart_delivery_position",
        ...position,
        deliveryDate,
      })),
      shippingCosts,
      shippingMethod: method.json,
    });
  }

  const price = cartPrice(positionPrice, shippingTotal, taxes, currency.totalRounding);
  const cart: Json = {
    apiAlias: "cart",
    name: "sales-channel",
    token: stored.token,
    price,
    lineItems,
    errors,
    deliveries,
    transactions: input.paymentMethodId
      ? [
          {
            apiAlias: "cart_transaction",
            paymentMethodId: input.paymentMethodId,
            amount: linePrice(price.totalPrice, 1, STANDARD_TAX_RATE),
          },
        ]
      : [],
    modified: false,
    customerComment: stored.customerComment ?? null,
    affiliateCode: null,
    campaignCode: null,
  };
  const nextStored: StoredCart = { ...stored, lineItems: keptItems };
  // Keep the shopper's order of items: products and promotions were visited in two passes.
  const order = new Map(stored.lineItems.map((item, index) => [item.id, index]));
  nextStored.lineItems.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { cart, stored: nextStored, errors };
}
