import { Form, SubmitButton } from "@vitrine/forms";
import { useRouterForm } from "../lib/forms";
import { useDemoSnippet } from "../lib/snippets";

/**
 * The cart page's shipping method choice: a select that saves at once with JavaScript (the totals follow), and an
 * "Apply" button that does the same without it.
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
  if (methods.length === 0) return null;
  return (
    <Form form={form} method="post" className="shipping-form">
      <input type="hidden" name="intent" value="shipping" />
      <label htmlFor="cart-shipping-method">{t("demo.checkout.shippingMethod")}</label>
      <div className="input-group">
        <select
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
