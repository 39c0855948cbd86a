import { useEvents } from "@vitrine/core";
import { CountrySchema, entityList, SalutationSchema } from "@vitrine/core/schemas";
import { AddressFields, Field, Form, SelectField, SubmitButton } from "@vitrine/forms";
import { DEFAULT_REGISTRATION_SETTINGS, readRegistrationSettings } from "@vitrine/forms/shop-settings";
import { Link, redirect } from "react-router";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { addressFromForm, afterLoginPath, guestRedirect, safeRedirect } from "../lib/account.server";
import { answerOf, useActionForm } from "../lib/forms";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, optional, storeApi, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/register";

const CountryListSchema = entityList(CountrySchema);
const SalutationListSchema = entityList(SalutationSchema);

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.register"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = storeApi(context);
  const [countries, salutations, settings] = await Promise.all([
    client.post("/country", { body: { limit: 250 }, schema: CountryListSchema, idempotent: true }),
    client.post("/salutation", { body: {}, schema: SalutationListSchema, idempotent: true }),
    // The shop's registration settings (Shopware's GET /shop-settings): the confirmation fields it asks for.
    optional(readRegistrationSettings(client), DEFAULT_REGISTRATION_SETTINGS),
  ]).catch((error: unknown) => toRouteError(error));
  return {
    snippets: routeSnippets(context, "register"),
    redirectTo: afterLoginPath(request),
    requireEmailConfirmation: settings.requireEmailConfirmation,
    requirePasswordConfirmation: settings.requirePasswordConfirmation,
    countries: countries.elements,
    salutations: salutations.elements.map((salutation) => ({
      id: salutation.id,
      name: salutation.translated?.displayName ?? salutation.displayName ?? salutation.salutationKey ?? "",
    })),
  };
}

/** The confirmation fields the form sent (a guest has no password to confirm). */
function confirmations(form: FormData, guest: boolean): Record<string, string> {
  const sent: Record<string, string> = {};
  const email = form.get("emailConfirmation");
  if (typeof email === "string") sent.emailConfirmation = email;
  const password = form.get("passwordConfirmation");
  if (!guest && typeof password === "string") sent.passwordConfirmation = password;
  return sent;
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
  const t = pageText(context);
  if (!values.firstName || !values.lastName || !values.email || (!guest && password.length < 8)) {
    return { error: t(guest ? "demo.form.required" : "demo.register.required") };
  }
  try {
    await storeApi(context).post("/account/register", {
      body: {
        ...values,
        ...(guest ? { guest: true } : { password }),
        // The confirmations the shop asks for (the backend refuses a mismatch, as Shopware's registration does).
        ...confirmations(form, guest),
        acceptedDataProtection: true,
        storefrontUrl: new URL(request.url).origin,
        billingAddress: { firstName: values.firstName, lastName: values.lastName, ...addressFromForm(form) },
        ...(field(form, "vatId") ? { vatIds: [field(form, "vatId")] } : {}),
      },
    });
  } catch (error) {
    return { error: errorMessage(error, t("demo.register.failed")) };
  }
  const redirectTo = safeRedirect(field(form, "redirectTo"), new URL(request.url).origin);
  throw redirect(guest ? guestRedirect(redirectTo) : redirectTo);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const events = useEvents();
  const path = useShopPath();
  const form = useActionForm<{ error?: string }>({
    id: "register",
    persist: true,
    // The shop accepted a customer account (a guest has none): sign_up, and its session is no login.
    onAccepted: (sent) => {
      if (sent.get("intent") !== "guest") events.emit("account:registered", {});
    },
  });
  const answer = answerOf(form, actionData);
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="register-title">
        <h1 id="register-title">{t("demo.page.register")}</h1>
        <p className="muted">
          {t("demo.guest.existing")}{" "}
          <Link to={`${path("/account/login")}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}>
            {t("demo.page.login")}
          </Link>
        </p>
        <div className="form-messages">
          <ActionMessage result={answer} />
        </div>
        <Form form={form} method="post" className="grid-form" aria-labelledby="register-title">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {loaderData.salutations.length > 0 ? (
            <SelectField
              className="field-wide"
              name="salutationId"
              id="register-salutation"
              label={t("demo.field.salutation")}
              autoComplete="honorific-prefix"
            >
              {loaderData.salutations.map((salutation) => (
                <option key={salutation.id} value={salutation.id}>
                  {salutation.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <Field
            name="firstName"
            id="register-first-name"
            label={t("demo.field.firstName")}
            autoComplete="given-name"
            required
          />
          <Field
            name="lastName"
            id="register-last-name"
            label={t("demo.field.lastName")}
            autoComplete="family-name"
            required
          />
          <Field
            className="field-wide"
            name="email"
            id="register-email"
            label={t("demo.field.email")}
            type="email"
            autoComplete="email"
            required
          />
          {loaderData.requireEmailConfirmation ? (
            <Field
              className="field-wide"
              name="emailConfirmation"
              id="register-email-confirmation"
              label={t("demo.field.emailConfirmation")}
              type="email"
              autoComplete="email"
              equalTo="email"
              required
            />
          ) : null}
          <Field
            className="field-wide"
            name="password"
            id="register-password"
            label={t("demo.field.newPassword")}
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
          {loaderData.requirePasswordConfirmation ? (
            <Field
              className="field-wide"
              name="passwordConfirmation"
              id="register-password-confirmation"
              label={t("demo.field.passwordConfirmation")}
              type="password"
              autoComplete="new-password"
              equalTo="password"
              required
            />
          ) : null}
          <AddressFields idPrefix="register" countries={loaderData.countries} />
          <SubmitButton className="button button-primary field-wide">
            {t("demo.register.submit")}
          </SubmitButton>
          <div className="field-wide register-guest">
            <p className="muted small" id="register-guest-hint">
              {t("demo.register.guestHint")}
            </p>
            {/* formNoValidate: the password may stay empty; the server checks the other fields. */}
            <SubmitButton
              name="intent"
              value="guest"
              formNoValidate
              aria-describedby="register-guest-hint"
              className="button button-secondary"
            >
              {t("demo.guest.submit")}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "register", action: "checkoutregisterpage" } };
