import { currencyOf } from "../catalog/locales.js";
import { errorEntry, fail, notLoggedIn, StoreApiException } from "../errors.js";
import { CardGateway, type CardPaymentData } from "./card-gateway.js";
import { isCardPaymentMethod } from "./card-payment.service.js";
import type { StoredCart } from "./cart.types.js";
import { type OrderRow, orderByDeepLinkCode, ordersOf, placeOrder } from "./order.js";
import type { StockLevel } from "./ports.js";
import { POLICIES } from "./rate-limiter.js";
import type { CommerceService, Session } from "./service.js";
import type { CustomerRow } from "./store.js";
import { addressesOf, customerById, deleteCart, forgetCachedCarts, loadCart } from "./store.js";
import { idempotentResult, storeIdempotentResult } from "./vitrine.store.js";

type Json = Record<string, unknown>;
type CustomerSession = Session & { customer: CustomerRow };

/** Pieces per product of a calculated cart (plain lines and the product of customized-products containers). */
export function orderedQuantities(cart: StoredCart): Map<string, number> {
  const quantities = new Map<string, number>();
  const add = (id: string, quantity: number) => quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  for (const item of cart.lineItems) {
    if (item.type === "product") {
      add(item.referencedId, item.quantity);
      // Bundle items under the product take their own pieces off the stock.
      for (const child of item.children ?? []) add(child.referencedId, child.quantity);
    } else if (item.type === "customized-products") {
      const product = item.children?.find((child) => child.type === "product");
      if (product) add(product.referencedId, item.quantity);
    }
  }
  return quantities;
}

/** Checkout operations: place an order from the cart, settle its payment, list the customer's orders. */
export class CheckoutService {
  /** Failed guest logins by deep link code and client address. */

  constructor(private readonly service: CommerceService) {}

  /** Places an order from the session's cart (blocking cart errors, missing addresses or methods: 400). */
  async placeOrder(
    session: CustomerSession,
    input: { customerComment?: string | null | undefined },
    idempotencyKey?: string,
  ): Promise<Json> {
    const service = this.service;
    return service.serialized(session.token, async () => {
      // A retried order with the same key answers the order it placed (not CHECKOUT__CART_EMPTY).
      const replay = idempotencyKey
        ? await idempotentResult(service.db, session.token, "order", idempotencyKey)
        : undefined;
      if (typeof replay?.orderId === "string") {
        const [placed] = await ordersOf(service.db, session.customer.id, { ids: [replay.orderId] });
        if (placed) return service.orderJsonOf(placed);
      }
      const stored = await loadCart(service.db, session.token);
      if (stored.lineItems.filter((item) => item.type !== "promotion").length === 0) {
        fail(400, "CHECKOUT__CART_EMPTY", "Cart is empty.");
      }
      const view = await service.calculate(session, {
        ...stored,
        customerComment: input.customerComment ?? null,
      });
      const blocking = Object.values(view.errors).filter((error) => error.level === 20);
      if (blocking.length || (view.cart.lineItems as unknown[]).length === 0) {
        throw new StoreApiException(
          400,
          (blocking.length ? blocking : [{ messageKey: "cart-empty", message: "Cart is empty." }]).map(
            (error) =>
              errorEntry(400, "CHECKOUT__CART_INVALID", error.message, undefined, {
                key: error.messageKey,
              }),
          ),
        );
      }
      const addresses = await addressesOf(service.db, session.customer.id);
      const billingId = session.context.billingAddressId ?? session.customer.defaultBillingAddressId;
      const shippingId = session.context.shippingAddressId ?? session.customer.defaultShippingAddressId;
      const billingAddress = addresses.find((address) => address.id === billingId);
      const shippingAddress = addresses.find((address) => address.id === shippingId) ?? billingAddress;
      if (!billingAddress || !shippingAddress) {
        fail(
          400,
          "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
          "The order needs a billing and a shipping address.",
        );
      }
      const [shippingMethod, paymentMethod, lookups, salesChannel] = await Promise.all([
        service.shippingMethodOf(session.context),
        service.paymentMethodOf(session.context, session.customer),
        service.lookups(),
        service.deps.catalogue.salesChannel(),
      ]);
      if (!shippingMethod)
        fail(400, "CHECKOUT__SHIPPING_METHOD_NOT_FOUND", "No shipping method is available.");
      if (!paymentMethod) fail(400, "CHECKOUT__UNKNOWN_PAYMENT_METHOD", "No payment method is available.");
      // The order takes its pieces off the stock in its own transaction: two orders for the last pieces of a
      // closeout cannot both pass (PGlite runs one transaction at a time; the update checks the stock).
      const quantities = orderedQuantities(view.stored);
      let levels: StockLevel[] = [];
      const orderId = await service.db.transaction(async (tx) => {
        const taken = await service.deps.catalogue.takeStock(tx, quantities);
        if (taken.short.length) {
          throw new StoreApiException(
            400,
            taken.short.map((productId) =>
              errorEntry(
                400,
                "CHECKOUT__CART_INVALID",
                `The product ${productId} is not available in the ordered quantity any more.`,
                undefined,
                { key: "product-stock-reached", productId },
              ),
            ),
          );
        }
        levels = taken.levels;
        const id = await placeOrder(tx, {
          cart: view.cart,
          customer: session.customer,
          billingAddress,
          shippingAddress,
          countries: lookups.countries,
          shippingMethod,
          paymentMethod,
          // The order's currency and language are the context's (the cart was calculated in that currency).
          salesChannel: {
            ...salesChannel,
            currencyId: session.context.currencyId,
            languageId: session.context.languageId,
          },
          currency: orderCurrency(session.context.currencyId),
          customerComment: input.customerComment ?? null,
          now: service.now(),
        });
        await deleteCart(tx, session.token);
        // In the order's transaction: an order placed is never placed again under its key.
        if (idempotencyKey)
          await storeIdempotentResult(tx, session.token, "order", idempotencyKey, { orderId: id });
        return id;
      });
      forgetCachedCarts(service.db, [session.token]);
      await service.deps.catalogue.showStock(levels);
      const [row] = await ordersOf(service.db, session.customer.id, { ids: [orderId] });
      if (!row) fail(404, "CHECKOUT__ORDER_NOT_FOUND", `Order ${orderId} not found.`);
      return service.orderJsonOf(row);
    });
  }

  /**
   * Settles an instant payment (card, Apple Pay): with the payment component's payload or a saved card the
   * stand-in gateway charges it (paid, declined or a 3-D Secure step) and answers where the shopper goes; without
   * card data the payment fails (the error URL). Invoice and cash on delivery stay open. Answers the redirect URL.
   */
  async handlePayment(
    session: CustomerSession,
    orderId: string,
    data: CardPaymentData = {},
  ): Promise<string> {
    const service = this.service;
    const finishUrl = data.finishUrl ?? "";
    const [row] = await ordersOf(service.db, session.customer.id, { ids: [orderId] });
    if (!row) fail(404, "CHECKOUT__ORDER_NOT_FOUND", `Order with id ${orderId} not found.`, "/orderId");
    const methods = (await service.methods()).payment;
    const method = methods.find((candidate) => candidate.id === row.paymentMethodId);
    if (!method || !isCardPaymentMethod(method.technicalName) || row.transactionState !== "open")
      return finishUrl;
    return new CardGateway(service.db).charge(
      row.id,
      session.customer,
      data,
      /apple/i.test(method.technicalName),
    );
  }

  /** The customer's orders by id and/or order number, newest first. */
  ordersOf(
    session: CustomerSession,
    filter: { ids?: string[] | undefined; orderNumbers?: string[] | undefined },
  ) {
    return ordersOf(this.service.db, session.customer.id, filter);
  }

  /**
   * The shipping costs of the session's cart with each active shipping method (Shopware 6.7's
   * `GET /shipping-cost/cart`): the cart calculated as if the method were chosen, its delivery's costs and dates.
   * An empty cart has no delivery, so no costs.
   */
  async shippingCosts(session: Session): Promise<Json[]> {
    const { service } = this;
    const [stored, methods] = await Promise.all([loadCart(service.db, session.token), service.methods()]);
    const costs: Json[] = [];
    for (const method of methods.shipping.filter((entry) => entry.active)) {
      const context = { ...session.context, shippingMethodId: method.id };
      const view = await service.calculate({ ...session, context }, stored, undefined, "if-corrected");
      const delivery = (view.cart.deliveries as Json[])[0];
      if (!delivery) continue;
      costs.push({
        shippingCost: delivery.shippingCosts,
        deliveryDate: delivery.deliveryDate,
        shippingMethod: delivery.shippingMethod,
      });
    }
    return costs;
  }

  /**
   * A guest's order from a session without its customer, as Shopware's OrderRoute allows it: the order of the deep
   * link code, placed in the last 30 days by a guest, whose e-mail and billing zip code the request names
   * (403 CHECKOUT__GUEST_NOT_AUTHENTICATED without them, CHECKOUT__GUEST_WRONG_CREDENTIALS when they differ).
   */
  async guestOrder(
    code: string,
    credentials: { email?: unknown; zipcode?: unknown },
    clientAddress: string,
  ): Promise<OrderRow> {
    // Shopware's GUEST_LOGIN rate limit: one key per deep link code and client address, reset by a success.
    const key = `${code.toLowerCase()}-${clientAddress}`;
    await this.service.limiter.consume(POLICIES.guestLogin, key);
    const row = await this.authenticatedGuestOrder(code.toLowerCase(), credentials);
    await this.service.limiter.reset(POLICIES.guestLogin, key);
    return row;
  }

  private async authenticatedGuestOrder(
    code: string,
    credentials: { email?: unknown; zipcode?: unknown },
  ): Promise<OrderRow> {
    const { db } = this.service;
    const row = await orderByDeepLinkCode(db, code);
    const recent =
      row && Date.parse(row.orderDateTime) > this.service.now().getTime() - GUEST_ORDER_DAYS * DAY;
    if (!row || !recent) fail(403, "CHECKOUT__GUEST_NOT_AUTHENTICATED", "Guest not authenticated.");
    const customer = await customerById(db, row.customerId);
    if (!customer?.guest) notLoggedIn();
    const { email, zipcode } = credentials;
    if (!email || !zipcode) fail(403, "CHECKOUT__GUEST_NOT_AUTHENTICATED", "Guest not authenticated.");
    const billing = row.addresses.find((address) => address.id === row.billingAddressId);
    if (email !== row.orderCustomer.email || zipcode !== billing?.zipcode) {
      fail(403, "CHECKOUT__GUEST_WRONG_CREDENTIALS", "Wrong credentials for guest authentication.");
    }
    return row;
  }
}

/** How long a deep link opens a guest's order (Shopware's OrderRoute: orders of the last 30 days). */
const GUEST_ORDER_DAYS = 30;
const DAY = 86_400_000;

/** The factor and roundings an order keeps of its currency. */
function orderCurrency(currencyId: string) {
  const currency = currencyOf(currencyId);
  return {
    factor: currency.factor,
    itemRounding: { ...currency.itemRounding },
    totalRounding: { ...currency.totalRounding },
  };
}
