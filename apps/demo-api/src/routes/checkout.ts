import { type Context, Hono } from "hono";
import * as v from "valibot";
import { ordersOf, placeOrder, setTransactionState } from "../commerce/order.js";
import type { CommerceService } from "../commerce/service.js";
import { addressesOf, deleteCart, flushCarts, forgetCachedCarts, loadCart } from "../commerce/store.js";
import type { AppEnv } from "../context.js";
import { errorEntry, fail, parseWith, readJsonObject, StoreApiException } from "../errors.js";
import { idSchema, MAX_TEXT, optionalString } from "../validation.js";

const orderBody = v.object({
  customerComment: optionalString(MAX_TEXT),
  affiliateCode: optionalString(),
  campaignCode: optionalString(),
});

const handlePaymentBody = v.object({
  orderId: idSchema,
  finishUrl: optionalString(2048),
  errorUrl: optionalString(2048),
});

/** Payment methods that settle at once in the demo (cards, Apple Pay); invoice and cash stay open. */
const INSTANT_PAYMENTS = /card|apple|multisafepay/i;

/** Checkout routes: place an order from the cart, handle its payment. */
export function checkoutRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/checkout/order", async (c) => {
    const body = parseWith(orderBody, await readJsonObject(c));
    const session = await service.customerSession(c);
    return service.serialized(session.token, async () => {
      const stored = await loadCart(service.db, session.token);
      if (stored.lineItems.filter((item) => item.type !== "promotion").length === 0) {
        fail(400, "CHECKOUT__CART_EMPTY", "Cart is empty.");
      }
      const view = await service.calculate(session, {
        ...stored,
        customerComment: body.customerComment ?? null,
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
      // No cart write may land after the order's transaction deleted the cart.
      await flushCarts(service.db);
      const orderId = await service.db.transaction(async (tx) => {
        const id = await placeOrder(tx, {
          cart: view.cart,
          customer: session.customer,
          billingAddress,
          shippingAddress,
          countries: lookups.countries,
          shippingMethod,
          paymentMethod,
          salesChannel,
          customerComment: body.customerComment ?? null,
          now: service.now(),
        });
        await deleteCart(tx, session.token);
        return id;
      });
      forgetCachedCarts(service.db, [session.token]);
      const [row] = await ordersOf(service.db, session.customer.id, { ids: [orderId] });
      if (!row) fail(404, "CHECKOUT__ORDER_NOT_FOUND", `Order ${orderId} not found.`);
      return c.json(await service.orderJsonOf(row));
    });
  });

  const handlePayment = async (c: Context<AppEnv>) => {
    const raw =
      c.req.method === "GET" ? Object.fromEntries(new URL(c.req.url).searchParams) : await readJsonObject(c);
    const body = parseWith(handlePaymentBody, raw);
    const session = await service.customerSession(c);
    const [row] = await ordersOf(service.db, session.customer.id, { ids: [body.orderId] });
    if (!row) fail(404, "CHECKOUT__ORDER_NOT_FOUND", `Order with id ${body.orderId} not found.`, "/orderId");
    const methods = (await service.methods()).payment;
    const method = methods.find((candidate) => candidate.id === row.paymentMethodId);
    if (method && INSTANT_PAYMENTS.test(method.technicalName) && row.transactionState === "open") {
      await setTransactionState(service.db, row.id, "paid");
    }
    return c.json({ redirectUrl: body.finishUrl ?? "" });
  };
  app.post("/handle-payment", handlePayment);
  app.get("/handle-payment", handlePayment);
  return app;
}
