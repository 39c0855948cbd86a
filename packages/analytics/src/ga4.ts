// GA4's recommended e-commerce events, built from Store API data: pure functions, no DOM, no sending.
import { roundPrice } from "@vitrine/core/money";
import type { Cart, LineItem, Order, Product, ProductSummary } from "@vitrine/core/schemas";
import { ANALYTICS_CATEGORY_LEVELS, ANALYTICS_WARNING_ORDER, ANALYTICS_WARNING_PRODUCT } from "./constants";

/** One GA4 item (`items[]` of an e-commerce event). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_list_id?: string;
  item_list_name?: string;
  price: number;
  quantity: number;
  index?: number;
}

/** The `ecommerce` parameters of a GA4 event. */
export interface Ga4Ecommerce {
  currency?: string;
  value?: number;
  items?: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
  shipping_tier?: string;
  payment_type?: string;
}

/** A GA4 event: its name and parameters (`ecommerce` for the e-commerce ones, e.g. `search_term`, `method`). */
export interface Ga4Event {
  name: string;
  ecommerce?: Ga4Ecommerce;
  params?: Record<string, string>;
}

/** A product list as GA4 names it (`item_list_id`, `item_list_name`). */
export interface Ga4List {
  id: string;
  name: string;
}

/** Extra item fields a caller knows: position, list, category path (top first), quantity. */
export interface ItemContext {
  index?: number;
  list?: Ga4List;
  categories?: readonly string[];
  quantity?: number;
}

const name = (entity: { name?: string | null; translated?: { name?: string | null } | null }) =>
  entity.translated?.name ?? entity.name;

/** A GA4 item from its fields; without a product number it warns and returns undefined. */
function item(
  id: string | null | undefined,
  label: string | null | undefined,
  price: number | null | undefined,
  { index, list, categories = [], quantity = 1 }: ItemContext,
  extra: Record<string, string | null | undefined> = {},
): Ga4Item | undefined {
  if (!id) {
    console.warn(ANALYTICS_WARNING_PRODUCT);
    return undefined;
  }
  const result: Record<string, string | number | null | undefined> = {
    item_id: id,
    item_name: label || id,
    price: roundPrice(price ?? 0),
    quantity,
    ...extra,
    item_list_id: list?.id,
    item_list_name: list?.name,
    index,
  };
  categories.slice(0, ANALYTICS_CATEGORY_LEVELS).forEach((value, level) => {
    result[`item_category${level ? level + 1 : ""}`] = value;
  });
  for (const key in result) if (result[key] == null || result[key] === "") delete result[key];
  return result as unknown as Ga4Item;
}

/** A product (card, slider, detail page) as a GA4 item: product number, name, brand, variant, price. */
export function productItem(
  product: ProductSummary | Product,
  context: ItemContext = {},
): Ga4Item | undefined {
  const options = (product as Product).options ?? [];
  const price = product.calculatedPrice ?? product.calculatedPrices?.[0] ?? product.calculatedCheapestPrice;
  return item(product.productNumber, name(product), price?.unitPrice, context, {
    item_brand: product.manufacturer ? name(product.manufacturer) : undefined,
    item_variant: options.map(name).filter(Boolean).join(" / ") || undefined,
  });
}

/** A cart line (products only) as a GA4 item with the line's unit price and quantity. */
export function lineItem(line: LineItem, context: ItemContext = {}): Ga4Item | undefined {
  // Order lines may come without a type and with a plain `unitPrice`.
  if ((line.type ?? "product") !== "product") return undefined;
  const payload = line.payload as { productNumber?: string | null; options?: { option?: string }[] } | null;
  return item(
    payload?.productNumber,
    line.label,
    line.price?.unitPrice ?? (line as { unitPrice?: number }).unitPrice,
    { ...context, quantity: context.quantity ?? line.quantity },
    { item_variant: payload?.options?.map((option) => option.option).join(" / ") || undefined },
  );
}

/** `value`: the sum of price × quantity (no shipping, no tax), rounded to cents. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return roundPrice(items.reduce((sum, entry) => sum + entry.price * entry.quantity, 0));
}

/** An e-commerce event whose `value` is its items' value; undefined when no item has a product number. */
function commerce(
  eventName: string,
  currency: string,
  items: (Ga4Item | undefined)[],
  extra: Ga4Ecommerce = {},
) {
  const known = items.filter(Boolean) as Ga4Item[];
  if (!known.length) return undefined;
  return {
    name: eventName,
    // A list view or choice has no value (GA4's schema).
    ecommerce: { currency, ...(!extra.item_list_id && { value: itemsValue(known) }), ...extra, items: known },
  } as Ga4Event;
}

const listFields = (list: Ga4List) => ({ item_list_id: list.id, item_list_name: list.name });

/** `view_item`: a product page; `list` is the list the shopper selected it from (remembered `select_item`). */
export function viewItem(product: Product | ProductSummary, currency: string, context: ItemContext = {}) {
  return commerce("view_item", currency, [productItem(product, context)]);
}

/** `view_item_list`: a listing's page of products, each with its position on the page and the list. */
export function viewItemList(
  products: readonly ProductSummary[],
  list: Ga4List,
  currency: string,
  offset = 0,
) {
  return commerce(
    "view_item_list",
    currency,
    products.map((product, index) => productItem(product, { list, index: offset + index })),
    listFields(list),
  );
}

/** `select_item`: a product chosen from a list at `index`. */
export function selectItem(product: ProductSummary, list: Ga4List, index: number, currency: string) {
  return commerce("select_item", currency, [productItem(product, { list, index })], listFields(list));
}

/** `add_to_cart` / `remove_from_cart`: the lines the shop's answer holds, with the quantity that changed. */
export function cartChange(
  eventName: "add_to_cart" | "remove_from_cart",
  lines: readonly LineItem[],
  currency: string,
  quantity?: number,
) {
  return commerce(
    eventName,
    currency,
    lines.map((line) => lineItem(line, quantity ? { quantity } : {})),
  );
}

/** `add_to_wishlist`: the product added. */
export function addToWishlist(product: ProductSummary, currency: string) {
  return commerce("add_to_wishlist", currency, [productItem(product)]);
}

/** `view_cart`, `begin_checkout`, `add_shipping_info` (`shipping_tier`), `add_payment_info` (`payment_type`). */
export function cartEvent(
  eventName: "view_cart" | "begin_checkout" | "add_shipping_info" | "add_payment_info",
  cart: Cart,
  currency: string,
  extra: Ga4Ecommerce = {},
) {
  return commerce(
    eventName,
    currency,
    cart.lineItems.map((line, index) => lineItem(line, { index })),
    extra,
  );
}

/** The order's tax: the difference of its gross and net totals (positive, rounded). */
function orderTax(order: Order): number {
  const price = order.price as { totalPrice?: number; netPrice?: number } | null | undefined;
  return roundPrice(Math.max(0, (price?.totalPrice ?? 0) - (price?.netPrice ?? price?.totalPrice ?? 0)));
}

/**
 * `purchase`: the order with its number, shipping and tax, in the currency it was placed in (its `currency`
 * association; the context's currency otherwise); without an order number it warns and is undefined.
 */
export function purchase(order: Order, currency: string) {
  if (!order.orderNumber) {
    console.warn(ANALYTICS_WARNING_ORDER);
    return undefined;
  }
  const lines = (order.lineItems ?? []) as unknown as LineItem[];
  return commerce(
    "purchase",
    order.currency?.isoCode || currency,
    lines.map((line, index) => lineItem(line, { index })),
    {
      transaction_id: order.orderNumber,
      shipping: roundPrice(order.shippingTotal ?? 0),
      tax: orderTax(order),
    },
  );
}

/** `search`: a submitted search term. */
export const search = (term: string): Ga4Event => ({ name: "search", params: { search_term: term } });

/** `view_search_results`: the search page's results for `term`. */
export function viewSearchResults(term: string, products: readonly ProductSummary[], currency: string) {
  const event = viewItemList(products, { id: "search_results", name: "Search results" }, currency);
  return { ...event, name: "view_search_results", params: { search_term: term } };
}

/** `login` / `sign_up` with the method (the shop's own account). */
export const account = (eventName: "login" | "sign_up", method = "shop"): Ga4Event => ({
  name: eventName,
  params: { method },
});
