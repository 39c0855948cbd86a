import type { Country } from "@vitrine/core/schemas";
import { AddressFields, Field, Form, SubmitButton } from "@vitrine/forms";
import { Link } from "react-router";
import { answerOf, useActionForm } from "../lib/forms";
import { type DemoSnippetKey, useDemoSnippet } from "../lib/snippets";
import { useShopPath } from "../lib/useShop";
import { ActionMessage } from "./ActionMessage";

const CONFIRM = "/checkout/confirm";

/** The guest's own fields (the address fields follow). */
const PERSON_FIELDS: {
  name: string;
  label: DemoSnippetKey;
  autoComplete: string;
  type?: string;
  wide?: boolean;
}[] = [
  { name: "firstName", label: "demo.field.firstName", autoComplete: "given-name" },
  { name: "lastName", label: "demo.field.lastName", autoComplete: "family-name" },
  { name: "email", label: "demo.field.email", autoComplete: "email", type: "email", wide: true },
];

/**
 * The confirm page for a shopper who is not logged in: log in or create an account (both come back here), or
 * order as a guest with name, email and address (Shopware's guest registration, no password).
 */
export function CartGuestForm({ countries }: { countries: Country[] }) {
  const form = useActionForm<{ ok: boolean; message: string }>({ id: "checkout-guest", persist: true });
  const t = useDemoSnippet();
  const path = useShopPath();
  const back = encodeURIComponent(path(CONFIRM));
  // The sentence in the page language, with its two links where the text puts them.
  const [before, between, after] = t("demo.guest.loginOrRegister").split(/\{login\}|\{register\}/);
  return (
    <div className="guest-checkout">
      <section className="panel" aria-labelledby="checkout-account-title">
        <h2 id="checkout-account-title">{t("demo.guest.existing")}</h2>
        <p>
          {before}
          <Link to={`${path("/account/login")}?redirectTo=${back}`}>{t("demo.guest.login")}</Link>
          {between}
          <Link to={`${path("/account/register")}?redirectTo=${back}`}>{t("demo.guest.register")}</Link>
          {after}
        </p>
      </section>
      <section className="panel" aria-labelledby="checkout-guest-title">
        <h2 id="checkout-guest-title">{t("demo.guest.title")}</h2>
        <p className="muted">{t("demo.guest.text")}</p>
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
              label={t(input.label)}
              type={input.type ?? "text"}
              autoComplete={input.autoComplete}
              required
            />
          ))}
          <AddressFields idPrefix="guest" countries={countries} />
          <SubmitButton name="intent" value="guest" className="button button-primary field-wide">
            {t("demo.guest.submit")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
