import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { mergeCarts } from "../commerce/cart.mutate.js";
import { LoginThrottle } from "../commerce/login-throttle.js";
import { hashPassword, verifyPassword } from "../commerce/password.js";
import { addressJson } from "../commerce/serialize.js";
import type { CommerceService, Session } from "../commerce/service.js";
import {
  type AddressInput,
  addressesOf,
  addressOf,
  type CustomerRow,
  deleteAddress,
  dropToken,
  insertAddress,
  insertCustomer,
  loadCart,
  nextCustomerNumber,
  registeredCustomerByEmail,
  saveCart,
  savedCartOfCustomer,
  updateAddress,
  updateCustomer,
} from "../commerce/store.js";
import type { AppEnv } from "../context.js";
import { errorEntry, fail, parseWith, readJsonObject, StoreApiException } from "../errors.js";
import { emailSchema, idSchema, newId, optionalString, requiredString } from "../validation.js";

/** Shopware's minimum password length (core.loginRegistration.passwordMinLength). */
export const PASSWORD_MIN_LENGTH = 8;

const addressBody = v.object({
  salutationId: v.optional(v.nullable(idSchema)),
  title: optionalString(),
  firstName: requiredString(),
  lastName: requiredString(),
  company: optionalString(),
  department: optionalString(),
  street: requiredString(),
  zipcode: optionalString(50),
  city: requiredString(),
  countryId: idSchema,
  countryStateId: v.optional(v.nullable(idSchema)),
  phoneNumber: optionalString(40),
  additionalAddressLine1: optionalString(),
  additionalAddressLine2: optionalString(),
});

type AddressBody = v.InferOutput<typeof addressBody>;

const registerBody = v.object({
  guest: v.optional(v.boolean("must be a boolean"), false),
  email: emailSchema,
  password: v.optional(v.pipe(v.string("must be a string"), v.maxLength(1024, "This value is too long."))),
  salutationId: v.optional(v.nullable(idSchema)),
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
  salutationId: v.optional(v.nullable(idSchema)),
  title: optionalString(),
  firstName: requiredString(),
  lastName: requiredString(),
  company: optionalString(),
  birthdayDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31))),
  birthdayMonth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  birthdayYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
});

const listBody = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
  ids: v.optional(v.array(idSchema)),
});

function toAddressInput(body: AddressBody): AddressInput {
  return {
    countryId: body.countryId,
    countryStateId: body.countryStateId ?? null,
    salutationId: body.salutationId ?? null,
    title: body.title || null,
    firstName: body.firstName,
    lastName: body.lastName,
    company: body.company || null,
    department: body.department || null,
    street: body.street,
    zipcode: body.zipcode || null,
    city: body.city,
    phoneNumber: body.phoneNumber || null,
    additionalAddressLine1: body.additionalAddressLine1 || null,
    additionalAddressLine2: body.additionalAddressLine2 || null,
  };
}

function birthday(day?: number, month?: number, year?: number): string | null {
  if (!day || !month || !year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Moves a shopper to a new context token after login or registration: the guest cart is merged into the
 * customer's saved cart, the old token loses its context and cart.
 */
async function signIn(c: Context<AppEnv>, service: CommerceService, session: Session, customer: CustomerRow) {
  const guestCart = await loadCart(service.db, session.token);
  const saved = await savedCartOfCustomer(service.db, customer.id);
  const newToken = await service.deps.context.rotate(c, {
    customerId: customer.id,
    billingAddressId: customer.defaultBillingAddressId,
    shippingAddressId: customer.defaultShippingAddressId,
  });
  let cart = { ...guestCart, token: newToken };
  if (saved && saved.token !== session.token) {
    cart = mergeCarts({ ...saved, token: newToken }, guestCart);
    await dropToken(service.db, saved.token);
  }
  await dropToken(service.db, session.token);
  await saveCart(service.db, cart, customer.id);
  return newToken;
}

/** A scrypt hash of a random password with the shop's parameters, for checks of unknown e-mail addresses. */
let standIn: Promise<string> | undefined;
function standInHash(): Promise<string> {
  standIn ??= hashPassword(randomBytes(16).toString("hex"));
  return standIn;
}

/** The client address of a request: the socket's peer; behind a local proxy, the first X-Forwarded-For entry. */
function clientAddress(c: Context<AppEnv>): string {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  const local = !peer || peer === "127.0.0.1" || peer === "::1" || peer === "::ffff:127.0.0.1";
  return (local && forwarded) || peer || "unknown";
}

/** Account routes: register, login, logout, customer, profile, addresses and default addresses. */
export function accountRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const throttle = new LoginThrottle();
  app.post("/account/register", async (c) => {
    const body = parseWith(registerBody, await readJsonObject(c));
    const problems = [];
    if (!body.guest) {
      if (!body.password || body.password.length < PASSWORD_MIN_LENGTH) {
        problems.push(
          errorEntry(
            400,
            "VIOLATION::TOO_SHORT_ERROR",
            `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
            "/password",
          ),
        );
      }
      if (await registeredCustomerByEmail(service.db, body.email)) {
        problems.push(
          errorEntry(
            400,
            "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
            `The email address ${body.email} is already in use.`,
            "/email",
          ),
        );
      }
    }
    if (body.accountType === "business" && !body.company) {
      problems.push(
        errorEntry(
          400,
          "VIOLATION::IS_BLANK_ERROR",
          "A company is required for business accounts.",
          "/company",
        ),
      );
    }
    const { salutations } = await service.lookups();
    if (body.salutationId && !salutations.has(body.salutationId)) {
      problems.push(
        errorEntry(400, "VIOLATION::SALUTATION_NOT_FOUND", "Unknown salutation.", "/salutationId"),
      );
    }
    if (problems.length) throw new StoreApiException(400, problems);
    const billing = {
      ...body.billingAddress,
      firstName: body.billingAddress.firstName ?? body.firstName,
      lastName: body.billingAddress.lastName ?? body.lastName,
    };
    await service.checkCountry(billing.countryId, billing.countryStateId, billing.zipcode, "/billingAddress");
    const shipping = body.shippingAddress
      ? {
          ...body.shippingAddress,
          firstName: body.shippingAddress.firstName ?? body.firstName,
          lastName: body.shippingAddress.lastName ?? body.lastName,
        }
      : null;
    if (shipping)
      await service.checkCountry(
        shipping.countryId,
        shipping.countryStateId,
        shipping.zipcode,
        "/shippingAddress",
      );

    const session = await service.session(c);
    const customerId = newId();
    const billingId = newId();
    const shippingId = shipping ? newId() : billingId;
    const customer: CustomerRow = {
      id: customerId,
      customerNumber: await nextCustomerNumber(service.db),
      email: body.email,
      guest: body.guest,
      passwordHash: body.guest ? null : await hashPassword(body.password ?? ""),
      salutationId: body.salutationId ?? null,
      title: body.title || null,
      firstName: body.firstName,
      lastName: body.lastName,
      company: body.company || null,
      accountType: body.accountType,
      birthday: birthday(body.birthdayDay, body.birthdayMonth, body.birthdayYear),
      defaultBillingAddressId: billingId,
      defaultShippingAddressId: shippingId,
      lastPaymentMethodId: null,
      affiliateCode: body.affiliateCode || null,
      campaignCode: body.campaignCode || null,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    await service.db.transaction(async (tx) => {
      await insertCustomer(tx, customer);
      await insertAddress(tx, billingId, customerId, toAddressInput(billing as AddressBody));
      if (shipping) await insertAddress(tx, shippingId, customerId, toAddressInput(shipping as AddressBody));
    });
    // Shopware logs the new customer in: the response carries a new context token.
    await service.serialized(session.token, () => signIn(c, service, session, customer));
    const json = await service.customerJsonOf(await service.customerSession(c));
    return c.json(json);
  });

  app.post("/account/login", async (c) => {
    const body = parseWith(loginBody, await readJsonObject(c));
    const email = (body.email ?? body.username ?? "").trim();
    const address = clientAddress(c);
    throttle.check(email, address);
    const customer = email ? await registeredCustomerByEmail(service.db, email) : undefined;
    // An unknown e-mail costs the same time as a known one: the password is checked against a stand-in hash.
    const valid = await verifyPassword(body.password, customer?.passwordHash ?? (await standInHash()));
    if (!customer || !valid) {
      throttle.failed(email, address);
      fail(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", "Invalid username and/or password.");
    }
    throttle.succeeded(email);
    const session = await service.session(c);
    const token = await service.serialized(session.token, () => signIn(c, service, session, customer));
    return c.json({ contextToken: token });
  });

  app.post("/account/logout", async (c) => {
    const session = await service.customerSession(c);
    const token = await service.serialized(session.token, async () => {
      const cart = await loadCart(service.db, session.token);
      const token = await service.deps.context.rotate(c, {
        customerId: null,
        billingAddressId: null,
        shippingAddressId: null,
      });
      await dropToken(service.db, session.token);
      // The customer's cart waits for the next login under an internal key no client can send.
      if (cart.lineItems.length)
        await saveCart(service.db, { ...cart, token: `saved-${newId()}` }, session.customer.id);
      return token;
    });
    return c.json({ contextToken: token });
  });

  const readCustomer = async (c: Context<AppEnv>) =>
    c.json(await service.customerJsonOf(await service.customerSession(c)));
  app.post("/account/customer", readCustomer);
  app.get("/account/customer", readCustomer);

  app.post("/account/change-profile", async (c) => {
    const session = await service.customerSession(c);
    const body = parseWith(profileBody, await readJsonObject(c));
    const { salutations } = await service.lookups();
    if (body.salutationId && !salutations.has(body.salutationId)) {
      fail(400, "VIOLATION::SALUTATION_NOT_FOUND", "Unknown salutation.", "/salutationId");
    }
    await updateCustomer(service.db, {
      ...session.customer,
      salutationId: body.salutationId ?? session.customer.salutationId,
      title: body.title || null,
      firstName: body.firstName,
      lastName: body.lastName,
      company: body.company || session.customer.company,
      birthday:
        birthday(body.birthdayDay, body.birthdayMonth, body.birthdayYear) ?? session.customer.birthday,
    });
    return c.json({ success: true });
  });

  const addressResponse = async (session: Session & { customer: CustomerRow }, id: string) => {
    const address = await addressOf(service.db, session.customer.id, id);
    if (!address)
      fail(404, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`);
    return addressJson(address, await service.lookups(), {
      billing: session.customer.defaultBillingAddressId,
      shipping: session.customer.defaultShippingAddressId,
    });
  };

  app.post("/account/list-address", async (c) => {
    const session = await service.customerSession(c);
    const criteria = parseWith(listBody, await readJsonObject(c));
    const lookups = await service.lookups();
    let addresses = await addressesOf(service.db, session.customer.id);
    if (criteria.ids) addresses = addresses.filter((address) => criteria.ids?.includes(address.id));
    const total = addresses.length;
    const limit = criteria.limit ?? Math.max(total, 1);
    const page = criteria.page;
    const elements = addresses.slice((page - 1) * limit, page * limit).map((address) =>
      addressJson(address, lookups, {
        billing: session.customer.defaultBillingAddressId,
        shipping: session.customer.defaultShippingAddressId,
      }),
    );
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
    await service.checkCountry(body.countryId, body.countryStateId, body.zipcode, "");
    const id = newId();
    await insertAddress(service.db, id, session.customer.id, toAddressInput(body));
    return c.json(await addressResponse(session, id));
  });

  app.patch("/account/address/:addressId", async (c) => {
    const session = await service.customerSession(c);
    const id = c.req.param("addressId") ?? "";
    const body = parseWith(addressBody, await readJsonObject(c));
    if (!(await addressOf(service.db, session.customer.id, id))) {
      fail(404, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`);
    }
    await service.checkCountry(body.countryId, body.countryStateId, body.zipcode, "");
    await updateAddress(service.db, session.customer.id, id, toAddressInput(body));
    return c.json(await addressResponse(session, id));
  });

  app.delete("/account/address/:addressId", async (c) => {
    const session = await service.customerSession(c);
    const id = c.req.param("addressId") ?? "";
    if (!(await addressOf(service.db, session.customer.id, id))) {
      fail(404, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`);
    }
    if (id === session.customer.defaultBillingAddressId || id === session.customer.defaultShippingAddressId) {
      fail(400, "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT", "A default address cannot be deleted.");
    }
    if (id === session.context.billingAddressId || id === session.context.shippingAddressId) {
      fail(400, "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE", "The address is selected for the current checkout.");
    }
    await deleteAddress(service.db, session.customer.id, id);
    return c.body(null, 204);
  });

  for (const kind of ["shipping", "billing"] as const) {
    app.patch(`/account/address/default-${kind}/:addressId`, async (c) => {
      const session = await service.customerSession(c);
      const id = c.req.param("addressId") ?? "";
      if (!(await addressOf(service.db, session.customer.id, id))) {
        fail(404, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`);
      }
      const customer = {
        ...session.customer,
        ...(kind === "shipping" ? { defaultShippingAddressId: id } : { defaultBillingAddressId: id }),
      };
      await updateCustomer(service.db, customer);
      await service.deps.context.update(
        c,
        kind === "shipping" ? { shippingAddressId: id } : { billingAddressId: id },
      );
      return c.json(await addressResponse({ ...session, customer }, id));
    });
  }
  return app;
}
