import { Hono } from "hono";
import * as v from "valibot";
import { CredentialsService, registeredCustomer } from "../commerce/credentials.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseBody } from "../errors.js";
import { emailSchema } from "../validation.js";
import { clientAddress } from "./account.js";
import { requireOwnStorefrontUrl } from "./storefront-url.js";

const password = () =>
  v.pipe(
    v.string("This value should not be blank."),
    v.maxLength(1024, "This value is too long. It should have 1024 characters or less."),
  );

const changePasswordBody = v.object({
  password: password(),
  newPassword: password(),
  newPasswordConfirm: password(),
});

const changeEmailBody = v.object({
  email: emailSchema,
  emailConfirmation: v.pipe(v.string("This value should not be blank."), v.trim(), v.maxLength(254)),
  password: password(),
});

const recoveryBody = v.object({
  email: emailSchema,
  storefrontUrl: v.pipe(
    v.string("This value should not be blank."),
    v.maxLength(2048, "This value is too long."),
    v.regex(/^https?:\/\/[^\s/]+/, "The storefront URL must be an http(s) URL."),
  ),
});

const hash = () =>
  v.pipe(
    v.string("This value should not be blank."),
    v.minLength(1, "This value should not be blank."),
    v.maxLength(255),
  );

const resetBody = v.object({ hash: hash(), newPassword: password(), newPasswordConfirm: password() });

const isExpiredBody = v.object({
  hash: v.pipe(
    v.string("This value should not be blank."),
    v.length(32, "The hash must have 32 characters."),
  ),
});

/** change-password, change-email and the password recovery (send, confirm, is-expired). */
export function accountCredentialsRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const credentials = new CredentialsService(service);

  app.post("/account/change-password", async (c) => {
    const session = await service.session(c);
    registeredCustomer(session);
    await credentials.changePassword(session, await parseBody(c, changePasswordBody));
    // Shopware answers a ContextTokenResponse: the (unchanged) token in the body and the header.
    return c.json({ contextToken: session.token });
  });

  app.post("/account/change-email", async (c) => {
    const session = await service.session(c);
    registeredCustomer(session);
    await credentials.changeEmail(session, await parseBody(c, changeEmailBody));
    return c.json({ success: true });
  });

  app.post("/account/recovery-password", async (c) => {
    const body = await parseBody(c, recoveryBody);
    requireOwnStorefrontUrl(c, body.storefrontUrl);
    await credentials.sendRecovery(body.email, clientAddress(c));
    return c.json({ success: true });
  });

  app.post("/account/recovery-password-confirm", async (c) => {
    const body = await parseBody(c, resetBody);
    await credentials.resetPassword(body.hash, body.newPassword, body.newPasswordConfirm, clientAddress(c));
    return c.json({ success: true });
  });

  app.post("/account/customer-recovery-is-expired", async (c) => {
    const body = await parseBody(c, isExpiredBody);
    // Shopware's CustomerRecoveryIsExpiredResponse is an ArrayStruct: { isExpired, apiAlias: "array_struct" }.
    return c.json({ isExpired: await credentials.isExpired(body.hash), apiAlias: "array_struct" });
  });
  return app;
}
