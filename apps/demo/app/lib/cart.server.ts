import { type Country, CountrySchema, type Customer, entityList } from "@vitrine/core/schemas";
import { type AppLoadContext, redirect } from "react-router";
import { pagePath } from "./language.server";
import { readContext, storeApi, toRouteError } from "./store-api.server";

const CountryListSchema = entityList(CountrySchema);

/**
 * The checkout's customer: a logged-in customer or a guest who registered for this order (guest registration).
 * Without either, the shopper goes to the confirm page, which offers login, an account or guest checkout.
 */
export async function requireCheckoutCustomer(context: AppLoadContext): Promise<Customer> {
  const shopContext = await readContext(context).catch((error: unknown) => toRouteError(error));
  if (!shopContext.customer) throw redirect(pagePath(context, "/checkout/confirm"));
  return shopContext.customer;
}

/** What the guest registration form offers: the countries of the sales channel. */
export async function readGuestRegistration(context: AppLoadContext): Promise<{ countries: Country[] }> {
  const countries = await storeApi(context)
    .post("/country", { body: { limit: 250 }, schema: CountryListSchema, idempotent: true })
    .catch((error: unknown) => toRouteError(error));
  return { countries: countries.elements };
}
