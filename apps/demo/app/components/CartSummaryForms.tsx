// The cart page's summary forms, a chunk of their own with @vitrine/forms: the page loads them on the shopper's
// first interaction with them (@vitrine/core/interaction-island); their server HTML works without it (route action).
import { changedBeforeHydration, useTakeOver } from "@vitrine/core/react";
import { FieldFeedback, Form, SubmitButton, useField } from "@vitrine/forms";
import { useRef } from "react";
import { useRouterForm } from "../lib/forms";
import { useDemoSnippet } from "../lib/snippets";

/**
 * The cart page's shipping method choice: a select that saves at once with JavaScript (the totals follow), and an
 * "Apply" button that does the same without it. A choice made before the code arrived is saved when it does.
 */
export function CartShippingForm({
  methods,
  selectedId,
  busy,
}: {
  methods: { id: string; name: string }[];
  selectedId: string;
  busy: boolean;
}) {
  const t = useDemoSnippet();
  const form = useRouterForm({ id: "cart-shipping" });
  const select = useRef<HTMLSelectElement>(null);
  useTakeOver(select, (element) => element.form?.requestSubmit(), changedBeforeHydration);
  if (methods.length === 0) return null;
  return (
    <Form form={form} method="post" className="shipping-form">
      <input type="hidden" name="intent" value="shipping" />
      <label htmlFor="cart-shipping-method">{t("demo.checkout.shippingMethod")}</label>
      <div className="input-group">
        <select
          ref={select}
          id="cart-shipping-method"
          name="shippingMethodId"
          defaultValue={selectedId}
          key={selectedId}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {methods.map((method) => (
            <option key={method.id} value={method.id}>
              {method.name}
            </option>
          ))}
        </select>
        <noscript>
          <SubmitButton className="button button-secondary" disabled={busy}>
            {t("demo.apply")}
          </SubmitButton>
        </noscript>
      </div>
    </Form>
  );
}

/** The promotion code form: the code is required (its message tied to the field), Apply is busy while sent. */
export function PromotionForm() {
  const form = useRouterForm({ id: "cart-promotion" });
  return (
    <Form form={form} method="post" className="promotion-form">
      <input type="hidden" name="intent" value="promotion" />
      <PromotionCodeField />
    </Form>
  );
}

function PromotionCodeField() {
  const t = useDemoSnippet();
  const field = useField({
    name: "code",
    id: "promotion-code",
    required: true,
    messages: { required: t("demo.cart.promotionRequired") },
  });
  return (
    <>
      <label htmlFor="promotion-code">{t("demo.cart.promotionCode")}</label>
      <div className="input-group">
        <input type="text" autoComplete="off" {...field.controlProps} />
        <SubmitButton className="button button-secondary">{t("demo.apply")}</SubmitButton>
      </div>
      <FieldFeedback field={field} />
    </>
  );
}
