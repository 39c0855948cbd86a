import type { Country } from "@vitrine/core/schemas";
import { Form, Link, useNavigation } from "react-router";
import { AddressFields } from "./AddressFields";

const CONFIRM = "/checkout/confirm";

/** The guest's own fields (the address fields follow). */
const PERSON_FIELDS: { name: string; label: string; autoComplete: string; type?: string; wide?: boolean }[] =
  [
    { name: "firstName", label: "First name", autoComplete: "given-name" },
    { name: "lastName", label: "Last name", autoComplete: "family-name" },
    { name: "email", label: "Email address", autoComplete: "email", type: "email", wide: true },
  ];

/**
 * The confirm page for a shopper who is not logged in: log in or create an account (both come back here), or
 * order as a guest with name, email and address (Shopware's guest registration, no password).
 */
export function CartGuestForm({ countries }: { countries: Country[] }) {
  const navigation = useNavigation();
  const back = encodeURIComponent(CONFIRM);
  return (
    <div className="guest-checkout">
      <section className="panel" aria-labelledby="checkout-account-title">
        <h2 id="checkout-account-title">Already a customer?</h2>
        <p>
          <Link to={`/account/login?redirectTo=${back}`}>Log in</Link> to use your addresses, or{" "}
          <Link to={`/account/register?redirectTo=${back}`}>create an account</Link>.
        </p>
      </section>
      <section className="panel" aria-labelledby="checkout-guest-title">
        <h2 id="checkout-guest-title">Order as a guest</h2>
        <p className="muted">No account needed: we only use these details for this order.</p>
        <Form method="post" className="grid-form">
          {PERSON_FIELDS.map((input) => (
            <div key={input.name} className={input.wide ? "field field-wide" : "field"}>
              <label htmlFor={`guest-${input.name}`}>{input.label}</label>
              <input
                id={`guest-${input.name}`}
                name={input.name}
                type={input.type ?? "text"}
                autoComplete={input.autoComplete}
                required
              />
            </div>
          ))}
          <AddressFields prefix="" idPrefix="guest" countries={countries} />
          <button
            type="submit"
            name="intent"
            value="guest"
            className="button button-primary field-wide"
            disabled={navigation.state === "submitting"}
          >
            Continue as a guest
          </button>
        </Form>
      </section>
    </div>
  );
}
