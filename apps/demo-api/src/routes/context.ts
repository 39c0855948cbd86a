import { Hono } from "hono";
import * as v from "valibot";
import { compact } from "../commerce/serialize.js";
import type { CommerceService } from "../commerce/service.js";
import { addressesOf, addressOf } from "../commerce/store.js";
import type { AppEnv } from "../context.js";
import { fail, parseWith, readJsonObject } from "../errors.js";
import { idSchema } from "../validation.js";

const patchBody = v.object({
  shippingMethodId: v.optional(idSchema),
  paymentMethodId: v.optional(idSchema),
  billingAddressId: v.optional(idSchema),
  shippingAddressId: v.optional(idSchema),
  countryId: v.optional(idSchema),
  countryStateId: v.optional(v.nullable(idSchema)),
  currencyId: v.optional(idSchema),
  languageId: v.optional(idSchema),
});

/** Context routes: read the sales channel context, change shipping/payment method, addresses and country. */
export function contextRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/context", async (c) => {
    const session = await service.session(c);
    const [base, shippingMethod, paymentMethod, country] = await Promise.all([
      service.deps.catalogue.salesChannelContextBase(),
      service.shippingMethodOf(session.context),
      service.paymentMethodOf(session.context, session.customer),
      service.shippingCountryOf(session),
    ]);
    let customer: Record<string, unknown> | null = null;
    let shippingAddress: Record<string, unknown> | undefined;
    if (session.customer) {
      customer = await service.customerJsonOf({ ...session, customer: session.customer });
      shippingAddress = customer.activeShippingAddress as Record<string, unknown> | undefined;
    }
    return c.json({
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
    });
  });

  app.patch("/context", async (c) => {
    const body = parseWith(patchBody, await readJsonObject(c));
    const session = await service.session(c);
    const next = { ...session.context };
    if (body.shippingMethodId) {
      const methods = (await service.methods()).shipping;
      if (!methods.some((method) => method.id === body.shippingMethodId && method.active)) {
        fail(
          400,
          "CHECKOUT__SHIPPING_METHOD_NOT_FOUND",
          `Shipping method ${body.shippingMethodId} not found.`,
          "/shippingMethodId",
        );
      }
      next.shippingMethodId = body.shippingMethodId;
    }
    if (body.paymentMethodId) {
      const methods = (await service.methods()).payment;
      if (!methods.some((method) => method.id === body.paymentMethodId && method.active)) {
        fail(
          400,
          "CHECKOUT__UNKNOWN_PAYMENT_METHOD",
          `Payment method ${body.paymentMethodId} not found.`,
          "/paymentMethodId",
        );
      }
      next.paymentMethodId = body.paymentMethodId;
    }
    for (const key of ["billingAddressId", "shippingAddressId"] as const) {
      const addressId = body[key];
      if (!addressId) continue;
      // Addresses belong to a customer: a guest has none, and nobody may choose someone else's.
      if (!session.customer || !(await addressOf(service.db, session.customer.id, addressId))) {
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
      const { countries } = await service.lookups();
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
    if (body.currencyId || body.languageId) {
      const salesChannel = await service.deps.catalogue.salesChannel();
      if (body.currencyId && body.currencyId !== salesChannel.currencyId) {
        fail(
          400,
          "SYSTEM__CURRENCY_NOT_FOUND",
          `Currency ${body.currencyId} is not available.`,
          "/currencyId",
        );
      }
      if (body.languageId && body.languageId !== salesChannel.languageId) {
        fail(
          400,
          "SYSTEM__LANGUAGE_NOT_FOUND",
          `Language ${body.languageId} is not available.`,
          "/languageId",
        );
      }
    }
    if (session.customer && next.shippingAddressId) {
      // Keep the shipping country in line with the chosen shipping address.
      const addresses = await addressesOf(service.db, session.customer.id);
      const address = addresses.find((candidate) => candidate.id === next.shippingAddressId);
      if (address) next.countryId = address.countryId;
    }
    const { token: _token, ...patch } = next;
    await service.deps.context.update(c, patch);
    return c.json({ contextToken: session.token });
  });
  return app;
}
