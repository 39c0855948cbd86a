import { Hono } from "hono";
import * as v from "valibot";
import { ContextService } from "../commerce/context.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import { idSchema, optionalIdSchema } from "../validation.js";

const patchBody = v.object({
  shippingMethodId: v.optional(idSchema),
  paymentMethodId: v.optional(idSchema),
  billingAddressId: v.optional(idSchema),
  shippingAddressId: v.optional(idSchema),
  countryId: v.optional(idSchema),
  countryStateId: optionalIdSchema,
  currencyId: v.optional(idSchema),
  languageId: v.optional(idSchema),
});

/** Context routes: read the sales channel context, change shipping/payment method, addresses and country. */
export function contextRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const contexts = new ContextService(service);
  app.get("/context", async (c) => c.json(await contexts.read(await service.session(c))));

  app.patch("/context", async (c) => {
    const body = parseWith(patchBody, await readJsonObject(c));
    const session = await service.session(c);
    await contexts.change(c, session, body);
    return c.json({ contextToken: session.token });
  });
  return app;
}
