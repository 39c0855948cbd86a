import { type Context, Hono } from "hono";
import * as v from "valibot";
import { NewsletterService } from "../commerce/newsletter.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { notLoggedIn, parseWith, readJsonObject } from "../errors.js";
import { emailSchema, idSchema, optionalIdSchema, optionalString, requiredString } from "../validation.js";
import { requireOwnStorefrontUrl } from "./storefront-url.js";

/** A storefront URL for the confirmation link: http(s) only. */
const storefrontUrlSchema = v.pipe(
  requiredString(2000),
  v.url("This value is not a valid URL."),
  v.regex(/^https?:\/\//, "This value is not a valid URL."),
);

const subscribeBody = v.object({
  email: emailSchema,
  option: v.picklist(
    ["subscribe", "direct", "unsubscribe", "confirmSubscribe"],
    "The value you selected is not a valid choice.",
  ),
  storefrontUrl: storefrontUrlSchema,
  salutationId: optionalIdSchema,
  firstName: optionalString(),
  lastName: optionalString(),
  hash: v.optional(requiredString(64)),
  // Shopware stores these with the recipient; the demo does not, but never accepts a non-string.
  street: optionalString(),
  city: optionalString(),
  zipCode: optionalString(50),
  languageId: v.optional(idSchema),
});

const confirmBody = v.object({ hash: requiredString(64), em: requiredString(64) });
const unsubscribeBody = v.object({ email: emailSchema });

/** The newsletter routes of the Store API: subscribe (double opt-in, direct), confirm, unsubscribe. */
export function newsletterRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const newsletter = new NewsletterService(service);
  app.post("/newsletter/subscribe", async (c) => {
    const body = parseWith(subscribeBody, await readJsonObject(c));
    requireOwnStorefrontUrl(c, body.storefrontUrl);
    const status = await newsletter.subscribe(body);
    return c.json({ success: true, status });
  });
  app.post("/newsletter/confirm", async (c) => {
    const body = parseWith(confirmBody, await readJsonObject(c));
    await newsletter.confirm(body.hash, body.em);
    return c.json({ success: true });
  });
  app.post("/newsletter/unsubscribe", async (c) => {
    const body = parseWith(unsubscribeBody, await readJsonObject(c));
    await newsletter.unsubscribe(body.email);
    return c.json({ success: true });
  });
  // The logged-in customer's (not a guest's) newsletter status.
  const recipient = async (c: Context<AppEnv>) => {
    const { customer } = await service.customerSession(c);
    if (customer.guest) notLoggedIn();
    const status = await newsletter.statusOf(customer.email);
    return c.json({ status, apiAlias: "account_newsletter_recipient" });
  };
  app.post("/account/newsletter-recipient", recipient);
  app.get("/account/newsletter-recipient", recipient);
  return app;
}
