import type { Country } from "@vitrine/core/schemas";
import { AddressFields, Field, Form, SubmitButton } from "@vitrine/forms";
import { Link } from "react-router";
import { answerOf, useActionForm } from "../lib/forms";
import { ActionMessage } from "./ActionMessage";

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
  const form = useActionForm<{ ok: boolean; message: string }>({ id: "checkout-guest", persist: true });
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
        <div className="form-messages">
          <ActionMessage result={answerOf(form, undefined)} />
        </div>
        <Form form={form} method="post" className="grid-form" aria-labelledby="checkout-guest-title">
          {PERSON_FIELDS.map((input) => (
            <Field
              key={input.name}
              className={input.wide ? "field-wide" : undefined}
              id={`guest-${input.name}`}
              name={input.name}
              label={input.label}
              type={input.type ?? "text"}
              autoComplete={input.autoComplete}
              required
            />
          ))}
          <AddressFields idPrefix="guest" countries={countries} />
          <SubmitButton name="intent" value="guest" className="button button-primary field-wide">
            Continue as a guest
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
