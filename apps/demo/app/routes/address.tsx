import { AddressSchema, CountrySchema, entityList } from "@vitrine/core/schemas";
import { AddressEditor, AddressFields, Field, SubmitButton, Form as ValidatedForm } from "@vitrine/forms";
import { Form } from "react-router";
import { AccountNav } from "../components/AccountNav";
import { ActionMessage } from "../components/ActionMessage";
import { AddressBlock } from "../components/AddressCard";
import { AddressEditorButton, usePageAddressEditor } from "../components/AddressEditorButton";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { addressFromForm, requireCustomer } from "../lib/account.server";
import { answerOf, useActionForm } from "../lib/forms";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, storeApi, toRouteError } from "../lib/store-api.server";
import type { Route } from "./+types/address";

const AddressListSchema = entityList(AddressSchema);
const CountryListSchema = entityList(CountrySchema);

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.addresses"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(context, request);
  const client = storeApi(context);
  const [addresses, countries] = await Promise.all([
    client.post("/account/list-address", {
      body: { associations: { country: {} } },
      schema: AddressListSchema,
    }),
    client.post("/country", { body: { limit: 250 }, schema: CountryListSchema, idempotent: true }),
  ]).catch((error: unknown) => toRouteError(error));
  return {
    snippets: routeSnippets(context, "address"),
    addresses: addresses.elements,
    countries: countries.elements,
    defaultBillingAddressId: customer.defaultBillingAddressId ?? "",
    defaultShippingAddressId: customer.defaultShippingAddressId ?? "",
    firstName: customer.firstName ?? "",
    lastName: customer.lastName ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(context, request);
  const form = await request.formData();
  const client = storeApi(context);
  const t = pageText(context);
  try {
    const intent = field(form, "intent");
    if (intent === "default-billing" || intent === "default-shipping") {
      const kind = intent === "default-billing" ? "default-billing" : "default-shipping";
      await client.patch(`/account/address/${kind}/{addressId}`, {
        params: { addressId: field(form, "id") },
      });
      return { ok: true, message: t("demo.address.defaultChanged") };
    }
    await client.post("/account/address", {
      body: {
        firstName: field(form, "firstName"),
        lastName: field(form, "lastName"),
        ...addressFromForm(form),
      },
    });
    return { ok: true, message: t("demo.address.added") };
  } catch (error) {
    return { ok: false, message: errorMessage(error, t("demo.address.failed")) };
  }
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const form = useActionForm<{ ok: boolean; message: string }>({
    id: "new-address",
    // A saved address shows in the list above (the router reloads it); the form starts empty again.
    onSuccess: () => (document.getElementById("new-address") as HTMLFormElement | null)?.reset(),
  });
  const { addresses, countries, defaultBillingAddressId, defaultShippingAddressId, firstName, lastName } =
    loaderData;
  const editor = usePageAddressEditor();
  return (
    <div className="container page account-layout">
      <AccountNav />
      <div className="account-main">
        <header className="page-head">
          <h1>{t("demo.page.addresses")}</h1>
        </header>
        <div className="form-messages">
          <ActionMessage result={actionData} />
        </div>
        <ul className="card-grid" aria-label={t("demo.address.list")}>
          {addresses.map((address) => (
            <li key={address.id} className="panel">
              <AddressBlock address={address} />
              <p className="badges">
                {address.id === defaultBillingAddressId ? (
                  <span className="badge badge-muted">{t("demo.address.defaultBilling")}</span>
                ) : null}
                {address.id === defaultShippingAddressId ? (
                  <span className="badge badge-muted">{t("demo.address.defaultShipping")}</span>
                ) : null}
              </p>
              <div className="button-row">
                <AddressEditorButton
                  className="link-button"
                  label={t("demo.address.editLabel", {
                    address: address.street ?? t("demo.address.address"),
                  })}
                  href={null}
                  onOpen={(button) => editor.openFor({ id: address.id }, button)}
                >
                  {t("demo.address.edit")}
                </AddressEditorButton>
                {address.id !== defaultBillingAddressId ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit" name="intent" value="default-billing" className="link-button">
                      {t("demo.address.useBilling")}
                    </button>
                  </Form>
                ) : null}
                {address.id !== defaultShippingAddressId ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit" name="intent" value="default-shipping" className="link-button">
                      {t("demo.address.useShipping")}
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <section className="panel" aria-labelledby="new-address-title">
          <h2 id="new-address-title">{t("demo.page.newAddress")}</h2>
          <div className="form-messages">
            <ActionMessage result={answerOf(form, undefined)} />
          </div>
          <ValidatedForm form={form} method="post" className="grid-form" aria-labelledby="new-address-title">
            <input type="hidden" name="intent" value="create" />
            <Field
              name="firstName"
              id="address-first-name"
              label={t("demo.field.firstName")}
              autoComplete="given-name"
              defaultValue={firstName}
              required
            />
            <Field
              name="lastName"
              id="address-last-name"
              label={t("demo.field.lastName")}
              autoComplete="family-name"
              defaultValue={lastName}
              required
            />
            <AddressFields idPrefix="address" countries={countries} />
            <SubmitButton className="button button-primary field-wide">{t("demo.address.save")}</SubmitButton>
          </ValidatedForm>
        </section>
        {/* Outside the page's forms: the modal has forms of its own. */}
        {editor.props ? <AddressEditor {...editor.props} countries={countries} /> : null}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
