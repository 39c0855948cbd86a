import type { Context } from "hono";
import { currencyOf } from "../catalog/locales.js";
import { fail, notLoggedIn } from "../errors.js";
import { DEFAULT_SHOP_SETTINGS, type ShopSettings, ShopSettingsStore } from "../shop-settings.js";
import { calculateCart } from "./cart.calculate.js";
import { BUNDLE_ITEM_TYPE, type CartMessage, type StoredCart } from "./cart.types.js";
import { type OrderRow, orderJson } from "./order.js";
import type {
  CommerceContext,
  CommerceDeps,
  CountryInfo,
  PaymentMethodInfo,
  ShippingMethodInfo,
} from "./ports.js";
import { RateLimiter } from "./rate-limiter.js";
import { customerJson, type EmbedLookups } from "./serialize.js";
import {
  addressesOf,
  type CustomerRow,
  customerById,
  forgetCachedCarts,
  loadCart,
  saveCart,
} from "./store.js";
import { storeIdempotentResult } from "./vitrine.store.js";

type Json = Record<string, unknown>;

/** The shopper behind a request: token, commerce context row and the logged-in customer (if any). */
export interface Session {
  token: string;
  context: CommerceContext;
  customer: CustomerRow | null;
}

/** A calculated cart plus the messages of this calculation. */
export interface CartView {
  cart: Json;
  stored: StoredCart;
  errors: Record<string, CartMessage>;
}

/** Shared commerce operations used by the route modules. */
export class CommerceService {
  private lookupCache: {
    countries: readonly CountryInfo[];
    salutations: readonly unknown[];
    value: EmbedLookups;
  } | null = null;

  /** The throttles (login, recovery, forms), in the database so that every process counts alike. */
  readonly limiter: RateLimiter;

  /** The shop's settings (Shopware's system configuration of the sales channel). */
  readonly settingsStore: ShopSettingsStore;

  constructor(readonly deps: CommerceDeps) {
    this.limiter = new RateLimiter(deps.db, () => this.now().getTime());
    this.settingsStore = deps.settings ?? new ShopSettingsStore(DEFAULT_SHOP_SETTINGS);
  }

  /** The settings a shopper's requests see (the shop's; a test's own where the tests may switch them). */
  settings(token: string): ShopSettings {
    return this.settingsStore.for(token);
  }

  get db(): CommerceDeps["db"] {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Runs work for one context token at a time: concurrent requests of the same shopper (debounced quantity
   * changes, double clicks, a load test sharing one token) must not overwrite each other's cart.
   */
  async serialized<T>(token: string, work: () => Promise<T>): Promise<T> {
    // Across every process of the database: two processes must not interleave one cart's read and write either.
    return this.deps.coordination.withLock(`context:${token}`, work);
  }

  /** The session of a request. */
  async session(c: Context): Promise<Session> {
    const context = this.deps.context.read(c);
    const token = context.token;
    const customer = context.customerId ? ((await customerById(this.db, context.customerId)) ?? null) : null;
    return { token, context, customer };
  }

  /** The session of a request whose shopper must be logged in (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN otherwise). */
  async customerSession(c: Context): Promise<Session & { customer: CustomerRow }> {
    const session = await this.session(c);
    if (!session.customer) notLoggedIn();
    return session as Session & { customer: CustomerRow };
  }

  /**
   * Countries and salutations for embedding, by id. The catalogue keeps both in memory until their tables are
   * written, and hands the same lists until then: the maps are built again only for new lists, so a changed country
   * or salutation is seen at once.
   */
  async lookups(): Promise<EmbedLookups> {
    const [countries, salutations] = await Promise.all([
      this.deps.catalogue.countries(),
      this.deps.catalogue.salutations(),
    ]);
    const cached = this.lookupCache;
    if (cached?.countries === countries && cached.salutations === salutations) return cached.value;
    const value: EmbedLookups = {
      countries: new Map(countries.map((country) => [country.id, country])),
      salutations: new Map(salutations.map((salutation) => [salutation.id, salutation.json])),
      defaultSalutation: (
        salutations.find((salutation) => salutation.salutationKey === "not_specified") ?? salutations[0]
      )?.json,
    };
    this.lookupCache = { countries, salutations, value };
    return value;
  }

  /** Shipping and payment methods as they are now (kept in memory until a write to their table: a changed method is seen at once). */
  async methods(): Promise<{
    shipping: readonly ShippingMethodInfo[];
    payment: readonly PaymentMethodInfo[];
  }> {
    const [shipping, payment] = await Promise.all([
      this.deps.catalogue.shippingMethods(),
      this.deps.catalogue.paymentMethods(),
    ]);
    return { shipping, payment };
  }

  /** The chosen shipping method, else the first active one. */
  async shippingMethodOf(
    context: CommerceContext,
    all?: readonly ShippingMethodInfo[],
  ): Promise<ShippingMethodInfo | null> {
    const methods = (all ?? (await this.methods()).shipping).filter((method) => method.active);
    return methods.find((method) => method.id === context.shippingMethodId) ?? methods[0] ?? null;
  }

  /** The chosen payment method, else the customer's last one, else the first active one. */
  async paymentMethodOf(
    context: CommerceContext,
    customer: CustomerRow | null,
    all?: readonly PaymentMethodInfo[],
  ): Promise<PaymentMethodInfo | null> {
    const methods = (all ?? (await this.methods()).payment).filter((method) => method.active);
    return (
      methods.find((method) => method.id === context.paymentMethodId) ??
      methods.find((method) => method.id === customer?.lastPaymentMethodId) ??
      methods[0] ??
      null
    );
  }

  /** The shipping country: of the active shipping address, else the chosen country, else Germany, else the first. */
  async shippingCountryOf(session: Session): Promise<CountryInfo | null> {
    const { countries } = await this.lookups();
    if (session.customer) {
      const addressId = session.context.shippingAddressId ?? session.customer.defaultShippingAddressId;
      const addresses = addressId ? await addressesOf(this.db, session.customer.id) : [];
      const address = addresses.find((candidate) => candidate.id === addressId);
      const country = address ? countries.get(address.countryId) : undefined;
      if (country) return country;
    }
    const chosen = session.context.countryId ? countries.get(session.context.countryId) : undefined;
    if (chosen) return chosen;
    const all = [...countries.values()].filter((country) => country.active);
    return all.find((country) => country.iso === "DE") ?? all[0] ?? null;
  }

  /**
   * Calculates a stored cart for a session, stores the corrected cart, and returns the Store API cart. With an
   * idempotency key the answer is stored in the cart's own transaction: a process that dies after the one and
   * before the other would make a retried request add its items twice.
   */
  async calculate(
    session: Session,
    stored: StoredCart,
    addedPromotionCodes?: Set<string>,
    persist: "always" | "if-corrected" = "always",
    idempotent?: { scope: string; key: string },
  ): Promise<CartView> {
    const productIds = new Set<string>();
    const codes: string[] = [];
    for (const item of stored.lineItems) {
      if (item.type === "promotion") codes.push(item.referencedId);
      else if (item.type === "product") productIds.add(item.referencedId);
      for (const child of item.children ?? [])
        if (child.type === "product" || child.type === BUNDLE_ITEM_TYPE) productIds.add(child.referencedId);
    }
    // The methods are read once per calculation (they were read twice, once per choice).
    const [products, promotions, methods, country] = await Promise.all([
      // The context's currency and language: a currency switch recalculates the cart in the new currency, line
      // item labels follow the language (Shopware's ProductCartProcessor).
      this.deps.catalogue.cartProducts([...productIds], session.context),
      codes.length
        ? this.deps.catalogue.promotions(codes, session.context.languageId)
        : Promise.resolve(new Map()),
      this.methods(),
      this.shippingCountryOf(session),
    ]);
    const shippingMethod = await this.shippingMethodOf(session.context, methods.shipping);
    const paymentMethod = await this.paymentMethodOf(session.context, session.customer, methods.payment);
    const result = calculateCart({
      stored,
      products,
      promotions,
      shippingMethod,
      paymentMethodId: paymentMethod?.id ?? null,
      shippingCountry: country?.json ?? null,
      addedPromotionCodes,
      currency: currencyOf(session.context.currencyId),
      now: this.now(),
    });
    // A read stores the cart only when the calculation corrected it (quantities, dropped items).
    if (
      persist === "always" ||
      JSON.stringify(result.stored.lineItems) !== JSON.stringify(stored.lineItems)
    ) {
      // The cart belongs to the token: a new session's context is stored before its first cart is acknowledged.
      await this.deps.context.persist(session.token);
      const customerId = session.customer?.id ?? null;
      if (idempotent) {
        await this.db.transaction(async (tx) => {
          await saveCart(tx, result.stored, customerId);
          await storeIdempotentResult(tx, session.token, idempotent.scope, idempotent.key, result.cart);
        });
        forgetCachedCarts(this.db, [session.token]);
        return result;
      }
      await saveCart(this.db, result.stored, customerId);
    }
    if (idempotent)
      await storeIdempotentResult(this.db, session.token, idempotent.scope, idempotent.key, result.cart);
    return result;
  }

  /** Loads and calculates the cart of a session. */
  async cartOf(session: Session): Promise<CartView> {
    return this.calculate(session, await loadCart(this.db, session.token), undefined, "if-corrected");
  }

  /** The Store API customer of a session. */
  async customerJsonOf(session: Session & { customer: CustomerRow }): Promise<Json> {
    const [addresses, lookups, salesChannel] = await Promise.all([
      addressesOf(this.db, session.customer.id),
      this.lookups(),
      this.deps.catalogue.salesChannel(),
    ]);
    return customerJson(
      session.customer,
      addresses,
      lookups,
      {
        salesChannelId: salesChannel.id,
        languageId: salesChannel.languageId,
        groupId: salesChannel.customerGroupId,
      },
      {
        billingAddressId: session.context.billingAddressId,
        shippingAddressId: session.context.shippingAddressId,
      },
    );
  }

  /** The Store API order of a stored order, with its payment method embedded. */
  async orderJsonOf(row: OrderRow): Promise<Json> {
    const methods = (await this.methods()).payment;
    return orderJson(row, methods.find((method) => method.id === row.paymentMethodId)?.json);
  }

  /** Checks a country (and state) id for an address: the country must exist and be active; state rules apply. */
  async checkCountry(
    countryId: string,
    countryStateId: string | null | undefined,
    zipcode: string | null | undefined,
    pointer: string,
  ): Promise<CountryInfo> {
    const { countries } = await this.lookups();
    const country = countries.get(countryId);
    if (!country?.active) {
      fail(
        400,
        "VIOLATION::COUNTRY_NOT_FOUND",
        `The country ${countryId} does not exist.`,
        `${pointer}/countryId`,
      );
    }
    if (countryStateId && !country.stateIds.includes(countryStateId)) {
      fail(
        400,
        "VIOLATION::COUNTRY_STATE_NOT_IN_COUNTRY",
        `The state ${countryStateId} does not belong to the country ${country.iso}.`,
        `${pointer}/countryStateId`,
      );
    }
    if (country.forceStateInRegistration && country.stateIds.length > 0 && !countryStateId) {
      fail(
        400,
        "VIOLATION::IS_BLANK_ERROR",
        `A state is required for ${country.iso}.`,
        `${pointer}/countryStateId`,
      );
    }
    if (country.postalCodeRequired && !zipcode?.trim()) {
      fail(
        400,
        "VIOLATION::IS_BLANK_ERROR",
        `A postal code is required for ${country.iso}.`,
        `${pointer}/zipcode`,
      );
    }
    return country;
  }
}
