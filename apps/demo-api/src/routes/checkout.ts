import { type Context, Hono } from "hono";
import * as v from "valibot";
import { ReferenceService } from "../catalog/reference.service.js";
import { CheckoutService } from "../commerce/checkout.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import { idempotencyKey, idSchema, MAX_TEXT, optionalString } from "../validation.js";

const orderBody = v.object({
  customerComment: optionalString(MAX_TEXT),
  affiliateCode: optionalString(),
  campaignCode: optionalString(),
});

const handlePaymentBody = v.object({
  orderId: idSchema,
  finishUrl: optionalString(2048),
  errorUrl: optionalString(2048),
  // The card payment component's fields, as the confirm form posts them (the plugin's request data bag).
  payload: optionalString(8192),
  active_token: optionalString(),
  tokenize: v.optional(v.union([v.boolean(), v.string()])),
});

/** Checkout routes: place an order from the cart, handle its payment. */
export function checkoutRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const checkout = new CheckoutService(service);
  app.post("/checkout/order", async (c) => {
    const body = parseWith(orderBody, await readJsonObject(c));
    const session = await service.customerSession(c);
    return c.json(await checkout.placeOrder(session, body, idempotencyKey(c)));
  });

  const handlePayment = async (c: Context<AppEnv>) => {
    const raw =
      c.req.method === "GET" ? Object.fromEntries(new URL(c.req.url).searchParams) : await readJsonObject(c);
    const body = parseWith(handlePaymentBody, raw);
    const redirectUrl = await checkout.handlePayment(await service.customerSession(c), body.orderId, {
      finishUrl: body.finishUrl,
      errorUrl: body.errorUrl,
      payload: body.payload,
      activeToken: body.active_token,
      tokenize: body.tokenize === true || body.tokenize === "1" || body.tokenize === "true",
    });
    return c.json({ redirectUrl });
  };
  app.post("/handle-payment", handlePayment);
  app.get("/handle-payment", handlePayment);

  // Shopware's CheckoutGatewayRoute: the payment and shipping methods the checkout offers (without an app's
  // gateway, every active one) and the cart errors of blocked methods. Its ArrayStruct answers `payments`,
  // `shipments` and `errors` (the published schema names them paymentMethods/shippingMethods, but requires none).
  app.get("/checkout/gateway", async (c) => {
    const reference = new ReferenceService(service.db);
    const [payments, shipments] = await Promise.all([
      reference.methods("payment", true),
      reference.methods("shipping", true),
    ]);
    return c.json({ payments, shipments, errors: [], apiAlias: "array_struct" });
  });

  // Shopware 6.7: the shipping costs of the current cart with each available shipping method.
  app.get("/shipping-cost/cart", async (c) => c.json(await checkout.shippingCosts(await service.session(c))));
  return app;
}
