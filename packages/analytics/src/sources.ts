// Where events come from: the packages' events on core's bus, turned into GA4 events. No DOM scraping.
import { createStorage, type EventBus, type VitrineEvents } from "@vitrine/core";
import type { Product, ProductSummary } from "@vitrine/core/schemas";
import type { Analytics } from "./analytics";
import {
  ANALYTICS_CHECKOUT_KEY,
  ANALYTICS_ORDERS_KEPT,
  ANALYTICS_ORDERS_KEY,
  ANALYTICS_WARNING_PRODUCT,
} from "./constants";
import {
  account,
  addToWishlist,
  cartChange,
  cartEvent,
  type Ga4List,
  purchase,
  search,
  selectItem,
  viewItem,
  viewItemList,
  viewSearchResults,
} from "./ga4";
import type { EventRecorder } from "./recorder";

/**
 * The events analytics reads, as far as it reads them: core's, and those `@vitrine/listing-filter`
 * (`listing:result`, `listing:product-selected`) and `@vitrine/product` (`product:viewed`) add to the map.
 */
export interface AnalyticsSourceEvents extends VitrineEvents {
  "listing:result": { products: ProductSummary[]; list: Ga4List; offset: number; search?: string };
  "listing:product-selected": { product: ProductSummary; list: Ga4List; index: number };
  "product:viewed": { product: Product; categories?: string[] };
}

/** Options of {@link connectAnalytics}. */
export interface ConnectOptions {
  /** The shop's ISO currency code (`EUR`). */
  currency: string;
  /**
   * The events recorded before analytics loaded (`recordEvents` from `@vitrine/analytics/recorder`): handled first,
   * once (they leave the recorder).
   */
  recorded?: EventRecorder;
}

/**
 * Subscribes `analytics` to the shop's events: lists, product pages, cart, wishlist, search, checkout, purchase,
 * login and sign-up. `purchase` is sent once per order number (kept in local storage, so a reload of the finish
 * page sends nothing), `begin_checkout` once per checkout of the session (the confirm page shown again sends
 * none), `add_shipping_info` and `add_payment_info` once per checkout, and a `select_item` is
 * remembered for the next `view_item` of that product. Returns the unsubscribe function.
 */
export function connectAnalytics(
  bus: EventBus,
  analytics: Pick<Analytics, "track">,
  { currency, recorded }: ConnectOptions,
): () => void {
  const events = bus as unknown as EventBus<AnalyticsSourceEvents>;
  const storage = createStorage("local");
  // begin_checkout once per checkout of this session: the confirm page shown again (a reload, a failed submit, a
  // step back) begins nothing; the purchase ends the checkout.
  const session = createStorage("session");
  const products = new Map<string, ProductSummary>();
  const selected = new Map<string, { list: Ga4List; index: number }>();
  let checkoutInfoSent = false;
  const { track } = analytics;
  const remember = (product: ProductSummary) => products.set(product.id, product);

  const handlers: { [K in keyof AnalyticsSourceEvents]?: (payload: AnalyticsSourceEvents[K]) => void } = {
    "listing:result": ({ products: shown, list, offset, search: term }) => {
      shown.forEach(remember);
      track(
        term !== undefined
          ? viewSearchResults(term, shown, currency)
          : viewItemList(shown, list, currency, offset),
      );
    },
    "listing:product-selected": ({ product, list, index }) => {
      remember(product);
      selected.set(product.id, { list, index });
      track(selectItem(product, list, index, currency));
    },
    "product:viewed": ({ product, categories }) => {
      remember(product);
      const from = selected.get(product.id) ?? selected.get(product.parentId ?? "");
      selected.delete(product.id);
      track(viewItem(product, currency, { ...from, categories }));
    },
    "cart:line-item-added": ({ lineItems, quantity }) => {
      if (lineItems)
        track(cartChange("add_to_cart", lineItems, currency, lineItems.length > 1 ? undefined : quantity));
    },
    "cart:line-item-removed": ({ lineItem }) => {
      if (lineItem) track(cartChange("remove_from_cart", [lineItem], currency));
    },
    "wishlist:changed": ({ productId, added }) => {
      if (!added) return;
      const product = products.get(productId);
      if (product) track(addToWishlist(product, currency));
      else console.warn(ANALYTICS_WARNING_PRODUCT);
    },
    search: ({ term }) => track(search(term)),
    login: () => track(account("login")),
    "account:registered": () => track(account("sign_up")),
    "checkout:viewed": ({ step, cart }) => {
      const begins = step !== "cart";
      if (begins && session.get(ANALYTICS_CHECKOUT_KEY)) return;
      if (begins) session.set(ANALYTICS_CHECKOUT_KEY, "1");
      track(cartEvent(begins ? "begin_checkout" : "view_cart", cart, currency));
    },
    "checkout:methods-confirmed": ({ cart, shippingMethod, paymentMethod }) => {
      if (checkoutInfoSent) return;
      checkoutInfoSent = true;
      track(cartEvent("add_shipping_info", cart, currency, { shipping_tier: shippingMethod }));
      track(cartEvent("add_payment_info", cart, currency, { payment_type: paymentMethod }));
    },
    "checkout:finished": ({ order }) => {
      checkoutInfoSent = false;
      session.remove(ANALYTICS_CHECKOUT_KEY);
      const sent: (string | null | undefined)[] = JSON.parse(storage.get(ANALYTICS_ORDERS_KEY) ?? "[]");
      // No order number: `purchase` warns and sends nothing.
      const event = !sent.includes(order.orderNumber) && purchase(order, currency);
      if (!event) return;
      storage.set(
        ANALYTICS_ORDERS_KEY,
        JSON.stringify([...sent, order.orderNumber].slice(-ANALYTICS_ORDERS_KEPT)),
      );
      track(event);
    },
  };
  const handle = (name: string, payload: unknown) =>
    (handlers[name as keyof typeof handlers] as ((payload: unknown) => void) | undefined)?.(payload);
  // The recorded events are handed over once: a later connection (analytics started again) does not send them twice.
  recorded?.stop();
  for (const [name, payload] of recorded?.events.splice(0) ?? []) handle(name, payload);
  const stops = Object.keys(handlers).map((name) =>
    events.on(name as keyof AnalyticsSourceEvents, (payload) => handle(name, payload)),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
