import { Hono } from "hono";
import * as v from "valibot";
import { CardGateway } from "../commerce/card-gateway.js";
import { CardPaymentService } from "../commerce/card-payment.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import { idSchema } from "../validation.js";

const tokensBody = v.object({
  paymentMethodId: idSchema,
  paymentMethods: v.optional(v.array(v.string("must be a string"), "paymentMethods must be an array")),
});

/** Card payment (MultiSafepay-style) routes: saved card tokens and the payment component settings. */
export function cardPaymentRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cards = new CardPaymentService(service);
  app.post("/multisafepay/tokenization/tokens", async (c) => {
    const body = parseWith(tokensBody, await readJsonObject(c));
    await cards.requireCardMethod(body.paymentMethodId, "/paymentMethodId");
    const session = await service.session(c);
    return c.json({ tokens: await cards.savedTokens(session) });
  });

  app.get("/vitrine/card-payment/settings", async (c) => {
    const { paymentMethodId } = parseWith(v.object({ paymentMethodId: idSchema }), {
      paymentMethodId: c.req.query("paymentMethodId") ?? "",
    });
    const method = await cards.requireCardMethod(paymentMethodId, "/paymentMethodId");
    return c.json(await cards.settings(await service.session(c), method));
  });

  // The stand-in gateway's 3-D Secure step: what the redirect page shows, and the shopper's answer.
  const gateway = new CardGateway(service.db);
  app.get("/vitrine/card-payment/challenge/:id", async (c) => {
    const session = await service.customerSession(c);
    const row = await gateway.challenge(session.customer.id, parseWith(idSchema, c.req.param("id")));
    return c.json({ id: row.id, orderId: row.orderId, cardName: row.cardName });
  });
  app.post("/vitrine/card-payment/challenge/:id", async (c) => {
    const session = await service.customerSession(c);
    const { approve } = parseWith(
      v.object({ approve: v.boolean("approve must be a boolean") }),
      await readJsonObject(c),
    );
    const redirectUrl = await gateway.answerChallenge(
      session.customer.id,
      parseWith(idSchema, c.req.param("id")),
      approve,
    );
    return c.json({ redirectUrl });
  });
  return app;
}
