import { createHash } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import { toMinorUnits } from "../commerce/money.js";
import type { CommerceService, Session } from "../commerce/service.js";
import { addressesOf } from "../commerce/store.js";
import { cardTokensOf } from "../commerce/vitrine.store.js";
import type { AppEnv } from "../context.js";
import { fail, parseWith, readJsonObject } from "../errors.js";
import { idSchema } from "../validation.js";

const tokensBody = v.object({
  paymentMethodId: idSchema,
  paymentMethods: v.optional(v.array(v.string("must be a string"), "paymentMethods must be an array")),
});

/** Card payment methods: the only ones whose component settings and saved cards make sense. */
const CARD_METHODS = /card|apple|multisafepay/i;

async function requireCardMethod(service: CommerceService, paymentMethodId: string, pointer: string) {
  const methods = (await service.methods()).payment;
  const method = methods.find((candidate) => candidate.id === paymentMethodId && candidate.active);
  if (!method)
    fail(400, "CHECKOUT__UNKNOWN_PAYMENT_METHOD", `Payment method ${paymentMethodId} not found.`, pointer);
  if (!CARD_METHODS.test(method.technicalName)) {
    fail(
      400,
      "VITRINE__NOT_A_CARD_PAYMENT_METHOD",
      `Payment method ${method.technicalName} takes no card.`,
      pointer,
    );
  }
  return method;
}

async function savedTokens(service: CommerceService, session: Session) {
  if (!session.customer || session.customer.guest) return [];
  return cardTokensOf(service.db, session.customer.id);
}

/** Card payment (MultiSafepay-style) routes: saved card tokens and the payment component settings. */
export function cardPaymentRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/multisafepay/tokenization/tokens", async (c) => {
    const body = parseWith(tokensBody, await readJsonObject(c));
    await requireCardMethod(service, body.paymentMethodId, "/paymentMethodId");
    const session = await service.session(c);
    return c.json({ tokens: await savedTokens(service, session) });
  });

  app.get("/vitrine/card-payment/settings", async (c) => {
    const { paymentMethodId } = parseWith(v.object({ paymentMethodId: idSchema }), {
      paymentMethodId: c.req.query("paymentMethodId") ?? "",
    });
    const method = await requireCardMethod(service, paymentMethodId, "/paymentMethodId");
    const session = await service.session(c);
    const cart = await service.serialized(session.token, () => service.cartOf(session));
    const total = (cart.cart.price as { totalPrice: number }).totalPrice;
    let country = "NL";
    if (session.customer) {
      const addresses = await addressesOf(service.db, session.customer.id);
      const billingId = session.context.billingAddressId ?? session.customer.defaultBillingAddressId;
      const billing = addresses.find((address) => address.id === billingId);
      const { countries } = await service.lookups();
      country = (billing && countries.get(billing.countryId)?.iso) || country;
    }
    const tokens = await savedTokens(service, session);
    return c.json({
      env: "test",
      // A stable, obviously fake API token per sales channel and method: the demo talks to no provider.
      apiToken: `demo_${createHash("sha256").update(`vitrine:${method.id}`).digest("hex").slice(0, 24)}`,
      currency: "EUR",
      amount: toMinorUnits(total),
      gateway: /apple/i.test(method.technicalName) ? "APPLEPAY" : "CREDITCARD",
      country,
      locale: "en_GB",
      customerId: session.customer?.id ?? "",
      showTokenization: Boolean(session.customer && !session.customer.guest),
      tokens,
    });
  });
  return app;
}
