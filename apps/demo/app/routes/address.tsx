import { AddressSchema, CountrySchema, entityList } from "@vitrine/core/schemas";
import { Form, useNavigation } from "react-router";
import { AccountNav } from "../components/AccountNav";
import { ActionMessage } from "../components/ActionMessage";
import { AddressBlock } from "../components/AddressCard";
import { AddressFields } from "../components/AddressFields";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { requireCustomer } from "../lib/account.server";
import { pageTitle } from "../lib/shop";
import { errorMessage, field, storeApi, toRouteError } from "../lib/store-api.server";
import type { Route } from "./+types/address";

const AddressListSchema = entityList(AddressSchema);
const CountryListSchema = entityList(CountrySchema);

export function meta() {
  return [{ title: pageTitle("Addresses") }, { name: "robots", content: "noindex" }];
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
  try {
    const intent = field(form, "intent");
    if (intent === "default-billing" || intent === "default-shipping") {
      const kind = intent === "default-billing" ? "default-billing" : "default-shipping";
      await client.patch(`/account/address/${kind}/{addressId}`, {
        params: { addressId: field(form, "id") },
      });
      return { ok: true, message: "Your default address was changed." };
    }
    await client.post("/account/address", {
      body: {
        firstName: field(form, "firstName"),
        lastName: field(form, "lastName"),
        street: field(form, "street"),
        zipcode: field(form, "zipcode"),
        city: field(form, "city"),
        countryId: field(form, "countryId"),
      },
    });
    return { ok: true, message: "The address was added." };
  } catch (error) {
    return { ok: false, message: errorMessage(error, "The address could not be saved.") };
  }
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { addresses, countries, defaultBillingAddressId, defaultShippingAddressId, firstName, lastName } =
    loaderData;
  return (
    <div className="container page account-layout">
      <AccountNav />
      <div className="account-main">
        <header className="page-head">
          <h1>Addresses</h1>
        </header>
        <div className="form-messages">
          <ActionMessage result={actionData} />
        </div>
        <ul className="card-grid" aria-label="Your addresses">
          {addresses.map((address) => (
            <li key={address.id} className="panel">
              <AddressBlock address={address} />
              <p className="badges">
                {address.id === defaultBillingAddressId ? (
                  <span className="badge badge-muted">Default billing</span>
                ) : null}
                {address.id === defaultShippingAddressId ? (
                  <span className="badge badge-muted">Default shipping</span>
                ) : null}
              </p>
              <div className="button-row">
                {address.id !== defaultBillingAddressId ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit" name="intent" value="default-billing" className="link-button">
                      Use as billing address
                    </button>
                  </Form>
                ) : null}
                {address.id !== defaultShippingAddressId ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button type="submit" name="intent" value="default-shipping" className="link-button">
                      Use as shipping address
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <section className="panel" aria-labelledby="new-address-title">
          <h2 id="new-address-title">Add an address</h2>
          <Form method="post" className="grid-form">
            <input type="hidden" name="intent" value="create" />
            <div className="field">
              <label htmlFor="address-first-name">First name</label>
              <input
                id="address-first-name"
                name="firstName"
                autoComplete="given-name"
                defaultValue={firstName}
                required
              />
            </div>
            <div className="field">
              <label htmlFor="address-last-name">Last name</label>
              <input
                id="address-last-name"
                name="lastName"
                autoComplete="family-name"
                defaultValue={lastName}
                required
              />
            </div>
            <AddressFields prefix="" idPrefix="address" countries={countries} />
            <button
              type="submit"
              className="button button-primary field-wide"
              disabled={navigation.state === "submitting"}
            >
              Save address
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
