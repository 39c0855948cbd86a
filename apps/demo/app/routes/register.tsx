import { CountrySchema, entityList, SalutationSchema } from "@vitrine/core/schemas";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AddressFields } from "../components/AddressFields";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { afterLoginPath, guestRedirect, safeRedirect } from "../lib/account.server";
import { pageTitle } from "../lib/shop";
import { errorMessage, field, storeApi, toRouteError } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/register";

const CountryListSchema = entityList(CountrySchema);
const SalutationListSchema = entityList(SalutationSchema);

export function meta() {
  return [{ title: pageTitle("Create an account") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = storeApi(context);
  const [countries, salutations] = await Promise.all([
    client.post("/country", { body: { limit: 250 }, schema: CountryListSchema, idempotent: true }),
    client.post("/salutation", { body: {}, schema: SalutationListSchema, idempotent: true }),
  ]).catch((error: unknown) => toRouteError(error));
  return {
    redirectTo: afterLoginPath(request),
    countries: countries.elements,
    salutations: salutations.elements.map((salutation) => ({
      id: salutation.id,
      name: salutation.translated?.displayName ?? salutation.displayName ?? salutation.salutationKey ?? "",
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = typeof form.get("password") === "string" ? String(form.get("password")) : "";
  // The guest option: no customer account, no password; the shopper goes on to the checkout.
  const guest = field(form, "intent") === "guest";
  const values = {
    salutationId: field(form, "salutationId") || undefined,
    firstName: field(form, "firstName"),
    lastName: field(form, "lastName"),
    email: field(form, "email"),
  };
  if (!values.firstName || !values.lastName || !values.email || (!guest && password.length < 8)) {
    return {
      error: guest
        ? "Please fill in every required field."
        : "Please fill in every required field; the password needs at least 8 characters.",
    };
  }
  try {
    await storeApi(context).post("/account/register", {
      body: {
        ...values,
        ...(guest ? { guest: true } : { password }),
        acceptedDataProtection: true,
        storefrontUrl: new URL(request.url).origin,
        billingAddress: {
          firstName: values.firstName,
          lastName: values.lastName,
          street: field(form, "street"),
          zipcode: field(form, "zipcode"),
          city: field(form, "city"),
          countryId: field(form, "countryId"),
        },
      },
    });
  } catch (error) {
    return { error: errorMessage(error, "Your account could not be created.") };
  }
  const redirectTo = safeRedirect(field(form, "redirectTo"), new URL(request.url).origin);
  throw redirect(guest ? guestRedirect(redirectTo) : redirectTo);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="register-title">
        <h1 id="register-title">Create an account</h1>
        <p className="muted">
          Already a customer?{" "}
          <Link to={`/account/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}>Log in</Link>
        </p>
        {actionData?.error ? (
          <p role="alert" className="notice notice-danger">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="grid-form">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {loaderData.salutations.length > 0 ? (
            <div className="field field-wide">
              <label htmlFor="register-salutation">Salutation</label>
              <select id="register-salutation" name="salutationId" autoComplete="honorific-prefix">
                {loaderData.salutations.map((salutation) => (
                  <option key={salutation.id} value={salutation.id}>
                    {salutation.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="register-first-name">First name</label>
            <input id="register-first-name" name="firstName" type="text" autoComplete="given-name" required />
          </div>
          <div className="field">
            <label htmlFor="register-last-name">Last name</label>
            <input id="register-last-name" name="lastName" type="text" autoComplete="family-name" required />
          </div>
          <div className="field field-wide">
            <label htmlFor="register-email">Email address</label>
            <input id="register-email" name="email" type="email" autoComplete="email" required />
          </div>
          <div className="field field-wide">
            <label htmlFor="register-password">Password (at least 8 characters)</label>
            <input
              id="register-password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
          </div>
          <AddressFields prefix="" idPrefix="register" countries={loaderData.countries} />
          <button
            type="submit"
            className="button button-primary field-wide"
            disabled={navigation.state === "submitting"}
          >
            Create account
          </button>
          <div className="field-wide register-guest">
            <p className="muted small" id="register-guest-hint">
              Only ordering once? Continue without a customer account: no password needed.
            </p>
            {/* formNoValidate: the password may stay empty; the server checks the other fields. */}
            <button
              type="submit"
              name="intent"
              value="guest"
              formNoValidate
              aria-describedby="register-guest-hint"
              className="button button-secondary"
              disabled={navigation.state === "submitting"}
            >
              Continue as a guest
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "register", action: "checkoutregisterpage" } };
