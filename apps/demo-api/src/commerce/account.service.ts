import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { errorEntry, fail, type StoreApiErrorEntry, StoreApiException } from "../errors.js";
import type { ShopSettings } from "../shop-settings.js";
import { newId } from "../validation.js";
import { mergeCarts } from "./cart.mutate.js";
import { hashPassword, verifyPassword } from "./password.js";
import { POLICIES } from "./rate-limiter.js";
import { addressJson, type EmbedLookups } from "./serialize.js";
import type { CommerceService, Session } from "./service.js";
import {
  type AddressInput,
  type AddressRow,
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
} from "./store.js";

type Json = Record<string, unknown>;
type CustomerSession = Session & { customer: CustomerRow };

/** Shopware's minimum password length (core.loginRegistration.passwordMinLength). */
export const PASSWORD_MIN_LENGTH = 8;

/** An address as a validated request sends it (optional texts may be empty or null). */
export interface AddressFields {
  salutationId?: string | null | undefined;
  title?: string | null | undefined;
  firstName: string;
  lastName: string;
  company?: string | null | undefined;
  department?: string | null | undefined;
  street: string;
  zipcode?: string | null | undefined;
  city: string;
  countryId: string;
  countryStateId?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  additionalAddressLine1?: string | null | undefined;
  additionalAddressLine2?: string | null | undefined;
}

/** A birthday as three optional numbers. */
interface BirthdayFields {
  birthdayDay?: number | undefined;
  birthdayMonth?: number | undefined;
  birthdayYear?: number | undefined;
}

/** A validated registration request. */
export interface RegisterInput extends BirthdayFields {
  guest: boolean;
  requestedGroupId?: string | null | undefined;
  email: string;
  password?: string | undefined;
  /** The e-mail address typed again (checked when the shop requires it: requireEmailConfirmation). */
  emailConfirmation?: string | undefined;
  /** The password typed again (checked when the shop requires it: requirePasswordConfirmation). */
  passwordConfirmation?: string | undefined;
  salutationId?: string | null | undefined;
  title?: string | null | undefined;
  firstName: string;
  lastName: string;
  accountType: "private" | "business";
  company?: string | null | undefined;
  affiliateCode?: string | null | undefined;
  campaignCode?: string | null | undefined;
  billingAddress: Omit<AddressFields, "firstName" | "lastName"> & { firstName?: string; lastName?: string };
  shippingAddress?:
    | (Omit<AddressFields, "firstName" | "lastName"> & { firstName?: string; lastName?: string })
    | undefined;
}

/** A validated profile change. */
export interface ProfileInput extends BirthdayFields {
  accountType?: "private" | "business" | undefined;
  salutationId?: string | null | undefined;
  title?: string | null | undefined;
  firstName: string;
  lastName: string;
  company?: string | null | undefined;
}

function toAddressInput(body: AddressFields): AddressInput {
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

function birthday({
  birthdayDay: day,
  birthdayMonth: month,
  birthdayYear: year,
}: BirthdayFields): string | null {
  if (!day || !month || !year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** A scrypt hash of a random password with the shop's parameters, for checks of unknown e-mail addresses. */
let standIn: Promise<string> | undefined;
function standInHash(): Promise<string> {
  standIn ??= hashPassword(randomBytes(16).toString("hex"));
  return standIn;
}

function addressNotFound(id: string): never {
  return fail(404, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`);
}

/**
 * The paired fields a shop may require at registration (Shopware's `storefront.confirmation` validation): with
 * requireEmailConfirmation the e-mail address typed again, with requirePasswordConfirmation the password typed
 * again (not for guests, who have none); each must be there and equal its field.
 */
function confirmationProblems(
  body: RegisterInput,
  settings: Pick<ShopSettings, "requireEmailConfirmation" | "requirePasswordConfirmation">,
): StoreApiErrorEntry[] {
  const pairs = [
    settings.requireEmailConfirmation
      ? {
          field: "emailConfirmation",
          value: body.email,
          confirmation: body.emailConfirmation,
          what: "e-mail address",
        }
      : null,
    settings.requirePasswordConfirmation && !body.guest
      ? {
          field: "passwordConfirmation",
          value: body.password,
          confirmation: body.passwordConfirmation,
          what: "password",
        }
      : null,
  ];
  return pairs.flatMap((pair) => {
    if (!pair) return [];
    if (!pair.confirmation?.trim()) {
      return [
        errorEntry(400, "VIOLATION::IS_BLANK_ERROR", "This value should not be blank.", `/${pair.field}`),
      ];
    }
    if (pair.confirmation.trim() !== (pair.value ?? "").trim()) {
      return [
        errorEntry(
          400,
          "VIOLATION::NOT_EQUAL_ERROR",
          `This value should be equal to the ${pair.what}.`,
          `/${pair.field}`,
        ),
      ];
    }
    return [];
  });
}

/** Account operations: register, log in and out, profile, addresses and default addresses. */
export class AccountService {
  constructor(private readonly service: CommerceService) {}

  /** Registers a customer (or a guest) and logs them in; answers the Store API customer. */
  async register(c: Context, body: RegisterInput): Promise<Json> {
    const service = this.service;
    const problems = confirmationProblems(body, service.settings(service.deps.context.read(c).token));
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
    if (
      body.requestedGroupId &&
      body.requestedGroupId !== (await service.deps.catalogue.salesChannel()).customerGroupId
    ) {
      // Shopware's EntityExists on customer_group: the demo has the sales channel's one group.
      problems.push(
        errorEntry(
          400,
          "VIOLATION::ENTITY_DOES_NOT_EXIST",
          `The customer group with id "${body.requestedGroupId}" does not exist.`,
          "/requestedGroupId",
        ),
      );
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
    const billing: AddressFields = {
      ...body.billingAddress,
      firstName: body.billingAddress.firstName ?? body.firstName,
      lastName: body.billingAddress.lastName ?? body.lastName,
    };
    await service.checkCountry(billing.countryId, billing.countryStateId, billing.zipcode, "/billingAddress");
    const shipping: AddressFields | null = body.shippingAddress
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
      birthday: birthday(body),
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
      await insertAddress(tx, billingId, customerId, toAddressInput(billing));
      if (shipping) await insertAddress(tx, shippingId, customerId, toAddressInput(shipping));
    });
    // Shopware logs the new customer in: the response carries a new context token.
    await service.serialized(session.token, () => this.signIn(c, session, customer));
    return service.customerJsonOf(await service.customerSession(c));
  }

  /**
   * Logs a customer in and answers the new context token. Throttled as Shopware's LoginRoute: per e-mail and
   * client address together (so an attacker's failures never refuse another address or another account), reset
   * by a successful login. An address with many failed logins over all accounts is slowed down, never refused.
   * An unknown e-mail costs the time of a known one.
   */
  async login(c: Context, email: string, password: string, clientAddress: string): Promise<string> {
    const service = this.service;
    const key = `${email.toLowerCase()}-${clientAddress}`;
    await service.limiter.consume(POLICIES.login, key);
    const delay = await service.limiter.loginDelayFor(clientAddress);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const customer = email ? await registeredCustomerByEmail(service.db, email) : undefined;
    // An unknown e-mail costs the same time as a known one: the password is checked against a stand-in hash.
    const valid = await verifyPassword(password, customer?.passwordHash ?? (await standInHash()));
    if (!customer || !valid) {
      await service.limiter.loginFailedFrom(clientAddress);
      fail(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", "Invalid username and/or password.");
    }
    await service.limiter.reset(POLICIES.login, key);
    const session = await service.session(c);
    return service.serialized(session.token, () => this.signIn(c, session, customer));
  }

  /** Logs the customer out: a new guest token; the customer's cart waits for the next login. */
  async logout(c: Context, session: CustomerSession): Promise<string> {
    const service = this.service;
    return service.serialized(session.token, async () => {
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
  }

  /** Changes account type, name, title, company, salutation and birthday of the customer. */
  async changeProfile(session: CustomerSession, body: ProfileInput): Promise<void> {
    const service = this.service;
    const { salutations } = await service.lookups();
    if (body.salutationId && !salutations.has(body.salutationId)) {
      fail(400, "VIOLATION::SALUTATION_NOT_FOUND", "Unknown salutation.", "/salutationId");
    }
    const accountType = body.accountType ?? session.customer.accountType;
    // As at registration (and Shopware's ChangeCustomerProfileRoute): a business account needs a company.
    if (accountType === "business" && !(body.company || session.customer.company))
      fail(400, "VIOLATION::IS_BLANK_ERROR", "A company is required for business accounts.", "/company");
    await updateCustomer(service.db, {
      ...session.customer,
      accountType,
      salutationId: body.salutationId ?? session.customer.salutationId,
      title: body.title || null,
      firstName: body.firstName,
      lastName: body.lastName,
      company: body.company || session.customer.company,
      birthday: birthday(body) ?? session.customer.birthday,
    });
  }

  /** The customer's addresses (optionally only some ids), one page of them in the Store API shape. */
  async addresses(
    session: CustomerSession,
    criteria: { ids?: string[] | undefined; page: number; limit?: number | undefined },
  ): Promise<{ elements: Json[]; total: number; page: number; limit: number }> {
    const lookups = await this.service.lookups();
    let addresses = await addressesOf(this.service.db, session.customer.id);
    if (criteria.ids) addresses = addresses.filter((address) => criteria.ids?.includes(address.id));
    const total = addresses.length;
    const limit = criteria.limit ?? Math.max(total, 1);
    const page = criteria.page;
    const elements = addresses
      .slice((page - 1) * limit, page * limit)
      .map((address) => this.addressJson(session.customer, address, lookups));
    return { elements, total, page, limit };
  }

  /** Adds an address to the customer's address book. */
  async addAddress(session: CustomerSession, body: AddressFields): Promise<Json> {
    await this.service.checkCountry(body.countryId, body.countryStateId, body.zipcode, "");
    const id = newId();
    await insertAddress(this.service.db, id, session.customer.id, toAddressInput(body));
    return this.address(session.customer, id);
  }

  /** Changes one of the customer's addresses (404 for an address that is not theirs). */
  async updateAddress(session: CustomerSession, id: string, body: AddressFields): Promise<Json> {
    await this.requireAddress(session, id);
    await this.service.checkCountry(body.countryId, body.countryStateId, body.zipcode, "");
    await updateAddress(this.service.db, session.customer.id, id, toAddressInput(body));
    return this.address(session.customer, id);
  }

  /** Deletes an address; a default address or one chosen for the current checkout stays. */
  async deleteAddress(session: CustomerSession, id: string): Promise<void> {
    await this.requireAddress(session, id);
    if (id === session.customer.defaultBillingAddressId || id === session.customer.defaultShippingAddressId) {
      fail(400, "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT", "A default address cannot be deleted.");
    }
    if (id === session.context.billingAddressId || id === session.context.shippingAddressId) {
      fail(400, "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE", "The address is selected for the current checkout.");
    }
    await deleteAddress(this.service.db, session.customer.id, id);
  }

  /** Makes an address the customer's default shipping or billing address and chooses it in the context. */
  async setDefaultAddress(
    c: Context,
    session: CustomerSession,
    kind: "shipping" | "billing",
    id: string,
  ): Promise<Json> {
    await this.requireAddress(session, id);
    const customer = {
      ...session.customer,
      ...(kind === "shipping" ? { defaultShippingAddressId: id } : { defaultBillingAddressId: id }),
    };
    await updateCustomer(this.service.db, customer);
    await this.service.deps.context.update(
      c,
      kind === "shipping" ? { shippingAddressId: id } : { billingAddressId: id },
    );
    return this.address(customer, id);
  }

  /**
   * Moves a shopper to a new context token after login or registration: the guest cart is merged into the
   * customer's saved cart, the old token loses its context and cart.
   */
  private async signIn(c: Context, session: Session, customer: CustomerRow): Promise<string> {
    const service = this.service;
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

  private async requireAddress(session: CustomerSession, id: string): Promise<void> {
    if (!(await addressOf(this.service.db, session.customer.id, id))) addressNotFound(id);
  }

  private async address(customer: CustomerRow, id: string): Promise<Json> {
    const address = await addressOf(this.service.db, customer.id, id);
    if (!address) addressNotFound(id);
    return this.addressJson(customer, address, await this.service.lookups());
  }

  private addressJson(customer: CustomerRow, address: AddressRow, lookups: EmbedLookups): Json {
    return addressJson(address, lookups, {
      billing: customer.defaultBillingAddressId,
      shipping: customer.defaultShippingAddressId,
    });
  }
}
