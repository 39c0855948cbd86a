import { Hono } from "hono";
import * as v from "valibot";
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
  return app;
}
