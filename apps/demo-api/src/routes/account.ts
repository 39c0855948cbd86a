import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type ClientAddressEnv, requestClientAddress } from "../client-address.js";
import { AccountService } from "../commerce/account.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import {
  emailSchema,
  idSchema,
  optionalIdSchema,
  optionalString,
  pageSchema,
  requiredString,
} from "../validation.js";
import { requireOwnStorefrontUrl } from "./storefront-url.js";

const addressBody = v.object({
  salutationId: optionalIdSchema,
  title: optionalString(),
  firstName: requiredString(),
  lastName: requiredString(),
  company: optionalString(),
  department: optionalString(),
  street: requiredString(),
  zipcode: optionalString(50),
  city: requiredString(),
  countryId: idSchema,
  countryStateId: optionalIdSchema,
  phoneNumber: optionalString(40),
  additionalAddressLine1: optionalString(),
  additionalAddressLine2: optionalString(),
});

const registerBody = v.object({
  guest: v.optional(v.boolean("must be a boolean"), false),
  email: emailSchema,
  password: v.optional(v.pipe(v.string("must be a string"), v.maxLength(1024, "This value is too long."))),
  emailConfirmation: v.optional(
    v.pipe(v.string("must be a string"), v.maxLength(254, "This value is too long.")),
  ),
  passwordConfirmation: v.optional(
    v.pipe(v.string("must be a string"), v.maxLength(1024, "This value is too long.")),
  ),
  salutationId: optionalIdSchema,
  title: optionalString(),
  firstName: requiredString(),
  lastName: requiredString(),
  accountType: v.optional(
    v.picklist(["private", "business"], 'accountType must be "private" or "business"'),
    "private",
  ),
  company: optionalString(),
  acceptedDataProtection: v.optional(v.boolean("must be a boolean")),
  storefrontUrl: v.optional(v.pipe(v.string("must be a string"), v.maxLength(2048))),
  birthdayDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31))),
  birthdayMonth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  birthdayYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  affiliateCode: optionalString(),
  campaignCode: optionalString(),
  requestedGroupId: v.optional(v.nullable(idSchema)),
  billingAddress: v.object(
    {
      ...addressBody.entries,
      firstName: v.optional(addressBody.entries.firstName),
      lastName: v.optional(addressBody.entries.lastName),
    },
    "billingAddress must be an object",
  ),
  shippingAddress: v.optional(
    v.object({
      ...addressBody.entries,
      firstName: v.optional(addressBody.entries.firstName),
      lastName: v.optional(addressBody.entries.lastName),
    }),
  ),
});

const loginBody = v.object({
  email: v.optional(v.pipe(v.string("must be a string"), v.maxLength(254, "This value is too long."))),
  username: v.optional(v.pipe(v.string("must be a string"), v.maxLength(254, "This value is too long."))),
  password: v.pipe(
    v.string("must be a string"),
    v.minLength(1, "This value should not be blank."),
    v.maxLength(1024),
  ),
});

const profileBody = v.object({
  accountType: v.optional(v.picklist(["private", "business"], 'accountType must be "private" or "business"')),
  salutationId: optionalIdSchema,
  title: optionalString(),
  firstName: requiredString(),
  lastName: requiredString(),
  company: optionalString(),
  birthdayDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31))),
  birthdayMonth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  birthdayYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
});

const listBody = v.object({
  page: pageSchema,
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
  ids: v.optional(v.array(idSchema)),
});

/** The client address of a request (src/client-address.ts): never chosen by a client-written header. */
export function clientAddress(c: Context<AppEnv>): string {
  return requestClientAddress(
    c.env as ClientAddressEnv | undefined,
    c.req.header("x-forwarded-for"),
    c.get("demo").trustedProxies,
  );
}

/**
 * Shopware's RegisterRoute before it validates: the top-level names fall back to the billing address's, then the
 * billing address takes the top-level first and last name, salutation and title (its frontends send the names at
 * the top level only).
 */
export function withRegistrationNames(body: Record<string, unknown>): Record<string, unknown> {
  const billing = body.billingAddress;
  if (billing === null || typeof billing !== "object" || Array.isArray(billing)) return body;
  const address = { ...(billing as Record<string, unknown>) };
  const out: Record<string, unknown> = { ...body, billingAddress: address };
  for (const name of ["firstName", "lastName"]) {
    if (out[name] === undefined && address[name] !== undefined) out[name] = address[name];
  }
  for (const name of ["firstName", "lastName", "salutationId", "title"]) {
    if (out[name] !== undefined && out[name] !== "") address[name] = out[name];
  }
  return out;
}

/** Account routes: register, login, logout, customer, profile, addresses and default addresses. */
export function accountRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const accounts = new AccountService(service);
  app.post("/account/register", async (c) => {
    const body = parseWith(registerBody, withRegistrationNames(await readJsonObject(c)));
    requireOwnStorefrontUrl(c, body.storefrontUrl);
    return c.json(await accounts.register(c, body));
  });

  app.post("/account/login", async (c) => {
    const body = parseWith(loginBody, await readJsonObject(c));
    const email = (body.email ?? body.username ?? "").trim();
    return c.json({ contextToken: await accounts.login(c, email, body.password, clientAddress(c)) });
  });

  app.post("/account/logout", async (c) => {
    const session = await service.customerSession(c);
    return c.json({ contextToken: await accounts.logout(c, session) });
  });

  const readCustomer = async (c: Context<AppEnv>) =>
    c.json(await service.customerJsonOf(await service.customerSession(c)));
  app.post("/account/customer", readCustomer);
  app.get("/account/customer", readCustomer);

  app.post("/account/change-profile", async (c) => {
    const session = await service.customerSession(c);
    const body = parseWith(profileBody, await readJsonObject(c));
    await accounts.changeProfile(session, body);
    return c.json({ success: true });
  });

  app.post("/account/list-address", async (c) => {
    const session = await service.customerSession(c);
    const criteria = parseWith(listBody, await readJsonObject(c));
    const { elements, total, page, limit } = await accounts.addresses(session, criteria);
    return c.json({
      entity: "customer_address",
      total,
      aggregations: [],
      page,
      limit,
      elements,
      apiAlias: "dal_entity_search_result",
    });
  });

  app.post("/account/address", async (c) => {
    const session = await service.customerSession(c);
    const body = parseWith(addressBody, await readJsonObject(c));
    return c.json(await accounts.addAddress(session, body));
  });

  app.patch("/account/address/:addressId", async (c) => {
    const session = await service.customerSession(c);
    const id = c.req.param("addressId") ?? "";
    const body = parseWith(addressBody, await readJsonObject(c));
    return c.json(await accounts.updateAddress(session, id, body));
  });

  app.delete("/account/address/:addressId", async (c) => {
    const session = await service.customerSession(c);
    await accounts.deleteAddress(session, c.req.param("addressId") ?? "");
    return c.body(null, 204);
  });

  for (const kind of ["shipping", "billing"] as const) {
    app.patch(`/account/address/default-${kind}/:addressId`, async (c) => {
      const session = await service.customerSession(c);
      return c.json(await accounts.setDefaultAddress(c, session, kind, c.req.param("addressId") ?? ""));
    });
  }
  return app;
}
