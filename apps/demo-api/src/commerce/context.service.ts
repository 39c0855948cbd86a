import type { Context } from "hono";
import { currencyById, languageById } from "../catalog/locales.js";
import { fail } from "../errors.js";
import { compact } from "./serialize.js";
import type { CommerceService, Session } from "./service.js";
import { addressesOf, addressOf } from "./store.js";

type Json = Record<string, unknown>;

/** A validated context change: ids of methods, addresses, country and state, currency and language. */
export interface ContextChange {
  shippingMethodId?: string | undefined;
  paymentMethodId?: string | undefined;
  billingAddressId?: string | undefined;
  shippingAddressId?: string | undefined;
  countryId?: string | undefined;
  countryStateId?: string | null | undefined;
  currencyId?: string | undefined;
  languageId?: string | undefined;
}

/** The shopper's sales channel context: read it, change methods, addresses, country and state. */
export class ContextService {
  constructor(private readonly service: CommerceService) {}

  /** The Store API sales channel context of a session (customer, methods, shipping location). */
  async read(session: Session): Promise<Json> {
    const [base, shippingMethod, paymentMethod, country] = await Promise.all([
      this.service.deps.catalogue.salesChannelContextBase(
        session.context.currencyId,
        session.context.languageId,
      ),
      this.service.shippingMethodOf(session.context),
      this.service.paymentMethodOf(session.context, session.customer),
      this.service.shippingCountryOf(session),
    ]);
    let customer: Record<string, unknown> | null = null;
    let shippingAddress: Record<string, unknown> | undefined;
    if (session.customer) {
      customer = await this.service.customerJsonOf({ ...session, customer: session.customer });
      shippingAddress = customer.activeShippingAddress as Record<string, unknown> | undefined;
    }
    return {
      ...base,
      token: session.token,
      customer,
      shippingMethod: shippingMethod?.json,
      paymentMethod: paymentMethod?.json,
      shippingLocation: compact({
        apiAlias: "cart_delivery_shipping_location",
        country: country?.json,
        // The state chosen with PATCH /context (an address brings its own).
        state:
          !shippingAddress && session.context.countryStateId
            ? country?.statesJson.get(session.context.countryStateId)
            : undefined,
        address: shippingAddress,
      }),
      apiAlias: "sales_channel_context",
    };
  }

  /** Checks and applies a context change (unknown methods, someone else's address, a foreign state: 400). */
  async change(c: Context, session: Session, body: ContextChange): Promise<void> {
    const next = { ...session.context };
    const methodChecks = [
      ["shippingMethodId", "shipping", "CHECKOUT__SHIPPING_METHOD_NOT_FOUND", "Shipping"],
      ["paymentMethodId", "payment", "CHECKOUT__UNKNOWN_PAYMENT_METHOD", "Payment"],
    ] as const;
    for (const [key, kind, code, label] of methodChecks) {
      const methodId = body[key];
      if (!methodId) continue;
      const methods = (await this.service.methods())[kind];
      if (!methods.some((method) => method.id === methodId && method.active)) {
        fail(400, code, `${label} method ${methodId} not found.`, `/${key}`);
      }
      next[key] = methodId;
    }
    for (const key of ["billingAddressId", "shippingAddressId"] as const) {
      const addressId = body[key];
      if (!addressId) continue;
      // Addresses belong to a customer: a guest has none, and nobody may choose someone else's.
      if (!session.customer || !(await addressOf(this.service.db, session.customer.id, addressId))) {
        fail(
          400,
          "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
          `Customer address with id "${addressId}" not found.`,
          `/${key}`,
        );
      }
      next[key] = addressId;
    }
    if (body.countryStateId === null) next.countryStateId = null;
    if (body.countryId || body.countryStateId) {
      const countryId = body.countryId ?? next.countryId;
      const { countries } = await this.service.lookups();
      const country = countryId ? countries.get(countryId) : undefined;
      if (!country?.active)
        fail(400, "VIOLATION::COUNTRY_NOT_FOUND", `Country ${countryId} not found.`, "/countryId");
      if (body.countryStateId && !country.stateIds.includes(body.countryStateId)) {
        fail(
          400,
          "VIOLATION::COUNTRY_STATE_NOT_IN_COUNTRY",
          "The state does not belong to the country.",
          "/countryStateId",
        );
      }
      // A new country without a state drops the old country's state; a state is kept with its country.
      if (body.countryStateId !== undefined) next.countryStateId = body.countryStateId;
      else if (country.id !== session.context.countryId) next.countryStateId = null;
      next.countryId = country.id;
    }
    // The sales channel's languages and currencies (Shopware's ContextSwitchRoute checks they exist).
    const offered = [
      ["currencyId", currencyById, "SYSTEM__CURRENCY_NOT_FOUND", "Currency"],
      ["languageId", languageById, "SYSTEM__LANGUAGE_NOT_FOUND", "Language"],
    ] as const;
    for (const [key, find, code, label] of offered) {
      const id = body[key];
      if (!id) continue;
      if (!find(id)) fail(400, code, `${label} ${id} is not available.`, `/${key}`);
      next[key] = id;
    }
    if (session.customer && next.shippingAddressId) {
      // Keep the shipping country in line with the chosen shipping address.
      const addresses = await addressesOf(this.service.db, session.customer.id);
      const address = addresses.find((candidate) => candidate.id === next.shippingAddressId);
      if (address) next.countryId = address.countryId;
    }
    // The language and currency of the request's headers are that request's only: stored when the body asks.
    const { token: _token, languageId, currencyId, ...rest } = next;
    const patch = {
      ...rest,
      ...(body.languageId ? { languageId } : {}),
      ...(body.currencyId ? { currencyId } : {}),
    };
    await this.service.deps.context.update(c, patch);
  }
}
