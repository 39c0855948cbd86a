import { useApplePayGate } from "@vitrine/card-payment/island";
import { useMoney } from "@vitrine/core";
import { ContextSchema, entityList, MethodSchema, OrderSchema } from "@vitrine/core/schemas";
import { AddressEditor, FieldFeedback, Form, SubmitButton, useField } from "@vitrine/forms";
import { data, Link, redirect } from "react-router";
import { ActionMessage } from "../components/ActionMessage";
import { AddressBlock } from "../components/AddressCard";
import { AddressEditorButton, usePageAddressEditor } from "../components/AddressEditorButton";
import { CardPaymentBlock } from "../components/CardPaymentBlock";
import { CartGuestForm } from "../components/CartGuestForm";
import { MethodChoices } from "../components/MethodChoices";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { addressFromForm } from "../lib/account.server";
import { useCheckoutMethods, useCheckoutView } from "../lib/analytics";
import { cardPaymentFields, cardPaymentScriptUrl, readCardPayment } from "../lib/card-payment.server";
import { readGuestRegistration, requireCheckoutCustomer } from "../lib/cart.server";
import { answerOf, useActionForm } from "../lib/forms";
import { pagePath } from "../lib/language.server";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, optional, readCart, storeApi, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import { cartView, methodView } from "../lib/view";
import type { PageHandle } from "../lib/wishlist";
import cardPaymentStyles from "../styles/card-payment.css?url";
import type { Route } from "./+types/confirm";

const MethodListSchema = entityList(MethodSchema);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: cardPaymentStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.confirm"));
}

/** The cookie that keeps the order form's idempotency key until the order is placed (a reload keeps it). */
const ORDER_KEY_COOKIE = "vitrine-order-key";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Set-Cookie value for the order key (empty with `maxAge` 0: the key is dropped), on the page language's checkout. */
const orderKeyCookie = (request: Request, checkoutPath: string, key: string, maxAge = 60 * 60 * 24) =>
  [
    `${ORDER_KEY_COOKIE}=${key}`,
    `Path=${checkoutPath}`,
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(new URL(request.url).protocol === "https:" ? ["Secure"] : []),
  ].join("; ");

/** The order key of this checkout: the cookie's, or a new one. */
function orderKeyOf(request: Request): { key: string; isNew: boolean } {
  const cookie = (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .find((entry) => entry.startsWith(`${ORDER_KEY_COOKIE}=`))
    ?.slice(ORDER_KEY_COOKIE.length + 1);
  return cookie && UUID.test(cookie)
    ? { key: cookie, isNew: false }
    : { key: crypto.randomUUID(), isNew: true };
}

/** The page's own headers: the order key's cookie when the loader set one. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cookie = loaderHeaders.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : {};
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = storeApi(context);
  const [shopContext, cart, shippingMethods, paymentMethods] = await Promise.all([
    client.get("/context", { schema: ContextSchema }),
    readCart(context),
    optional(client.get("/shipping-method", { query: { onlyAvailable: 1 }, schema: MethodListSchema }), {
      elements: [],
    }),
    optional(client.get("/payment-method", { query: { onlyAvailable: 1 }, schema: MethodListSchema }), {
      elements: [],
    }),
  ]).catch((error: unknown) => toRouteError(error));
  if ((cart.lineItems ?? []).length === 0) throw redirect(pagePath(context, "/checkout/cart"));
  const customer = shopContext.customer;
  const loggedIn = Boolean(customer && !customer.guest);
  const chosenPayment = paymentMethods.elements.find((method) => method.id === shopContext.paymentMethod?.id);
  const [guest, cardPayment] = await Promise.all([
    // No customer yet: log in, create an account, or order as a guest (Shopware's guest registration).
    customer ? null : readGuestRegistration(context),
    readCardPayment(context, chosenPayment, loggedIn),
  ]);
  // One idempotency key per checkout, kept in a cookie until the order is placed: a double submit, or a retry after
  // a reload of this page, places the order once.
  const orderKey = orderKeyOf(request);
  return data(
    {
      snippets: routeSnippets(context, "confirm"),
      cart: cartView(cart),
      billingAddress: customer?.activeBillingAddress ?? customer?.defaultBillingAddress ?? null,
      shippingAddress: customer?.activeShippingAddress ?? customer?.defaultShippingAddress ?? null,
      email: customer?.email ?? "",
      isGuest: customer?.guest === true,
      shippingMethodId: shopContext.shippingMethod?.id ?? "",
      paymentMethodId: shopContext.paymentMethod?.id ?? "",
      shippingMethods: shippingMethods.elements.map(methodView),
      paymentMethods: paymentMethods.elements.map(methodView),
      guest,
      // A registered customer may save cards and use saved ones (a guest gets neither).
      loggedIn,
      cardPaymentScriptUrl: cardPaymentScriptUrl(),
      cardPayment,
      orderKey: orderKey.key,
    },
    orderKey.isNew
      ? { headers: { "Set-Cookie": orderKeyCookie(request, pagePath(context, "/checkout"), orderKey.key) } }
      : undefined,
  );
}

/** Guest registration: an order-only customer (`guest: true`) with a billing address, then back to this page. */
async function registerGuest(request: Request, context: Route.ActionArgs["context"], form: FormData) {
  const values = {
    firstName: field(form, "firstName"),
    lastName: field(form, "lastName"),
    email: field(form, "email"),
  };
  const address = addressFromForm(form);
  const t = pageText(context);
  if (!values.firstName || !values.lastName || !values.email || !address.street || !address.city) {
    return { ok: false, message: t("demo.form.required") };
  }
  try {
    await storeApi(context).post("/account/register", {
      body: {
        ...values,
        guest: true,
        acceptedDataProtection: true,
        storefrontUrl: new URL(request.url).origin,
        billingAddress: { firstName: values.firstName, lastName: values.lastName, ...address },
      },
    });
  } catch (error) {
    return { ok: false, message: errorMessage(error, t("demo.guest.failed")) };
  }
  throw redirect(pagePath(context, "/checkout/confirm"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, "intent") === "guest") return registerGuest(request, context, form);
  await requireCheckoutCustomer(context);
  const client = storeApi(context);
  const t = pageText(context);
  const shippingMethodId = field(form, "shippingMethodId");
  const paymentMethodId = field(form, "paymentMethodId");
  try {
    if (shippingMethodId || paymentMethodId) {
      await client.patch("/context", {
        body: {
          ...(shippingMethodId ? { shippingMethodId } : {}),
          ...(paymentMethodId ? { paymentMethodId } : {}),
        },
      });
    }
    if (field(form, "intent") !== "order") return { ok: true, message: t("demo.confirm.saved") };
    if (field(form, "tos") !== "on") {
      return { ok: false, message: t("demo.confirm.tosRequired") };
    }
    const order = await client.post("/checkout/order", {
      body: { customerComment: field(form, "comment") || undefined },
      schema: OrderSchema,
      idempotencyKey: field(form, "orderKey") || undefined,
    });
    const origin = new URL(request.url).origin;
    const finish = pagePath(context, `/checkout/finish/${encodeURIComponent(order.id)}`);
    const payment = (await client
      .post("/handle-payment", {
        body: {
          orderId: order.id,
          finishUrl: `${origin}${finish}`,
          errorUrl: `${origin}${finish}?paymentFailed=1`,
          // The card payment component's payload, saved card and tokenize flag (the plugin's request data).
          ...cardPaymentFields(form),
        },
      })
      .catch(() => null)) as { redirectUrl?: string | null } | null;
    // The order is placed: the next checkout gets a new key.
    throw redirect(payment?.redirectUrl ?? finish, {
      headers: { "Set-Cookie": orderKeyCookie(request, pagePath(context, "/checkout"), "", 0) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, message: errorMessage(error, t("demo.confirm.failed")) };
  }
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const money = useMoney();
  const path = useShopPath();
  const form = useActionForm<{ ok: boolean; message: string }>({ id: "confirmOrderForm" });
  const answer = answerOf(form, actionData);
  const {
    cart,
    billingAddress,
    shippingAddress,
    email,
    shippingMethodId,
    paymentMethodId,
    shippingMethods,
    paymentMethods,
    guest,
    isGuest,
    loggedIn,
    cardPaymentScriptUrl: scriptUrl,
    cardPayment,
    orderKey,
  } = loaderData;
  // Apple Pay only where the device can pay with it (left out of the markup otherwise, and never left chosen).
  const payment = useApplePayGate(paymentMethods, paymentMethodId);
  const chosenPayment = payment.methods.find((entry) => entry.id === payment.selectedId);
  useCheckoutView("confirm");
  const confirmMethods = useCheckoutMethods(shippingMethods, paymentMethods);
  const editor = usePageAddressEditor();
  const current = { shippingAddressId: shippingAddress?.id, billingAddressId: billingAddress?.id };
  // A customer changes each address in the editor (changeableAddresses: that one only); a guest has no address book.
  const changeButton = (kind: "shipping" | "billing") =>
    isGuest ? null : (
      <AddressEditorButton
        className="link-button"
        label={t(kind === "shipping" ? "demo.confirm.changeShipping" : "demo.confirm.changeBilling")}
        onOpen={(button) =>
          editor.openFor(
            {
              id: current[`${kind}AddressId`],
              changeableAddresses: kind === "shipping" ? { changeShipping: true } : { changeBilling: true },
              current,
            },
            button,
          )
        }
      >
        {t("demo.confirm.change")}
      </AddressEditorButton>
    );
  return (
    <div className="container page">
      <header className="page-head">
        <h1>{t("demo.page.confirm")}</h1>
      </header>
      <div className="form-messages">
        <ActionMessage result={answer} />
      </div>
      {guest ? (
        <CartGuestForm countries={guest.countries} />
      ) : (
        <>
          <Form form={form} method="post" className="checkout-layout" onSubmitCapture={confirmMethods}>
            <input type="hidden" name="orderKey" value={orderKey} />
            <div className="checkout-main">
              <section className="panel" aria-labelledby="addresses-title">
                <h2 id="addresses-title">{t("demo.page.addresses")}</h2>
                <div className="two-columns">
                  <div>
                    <h3>{t("demo.address.billing")}</h3>
                    <AddressBlock address={billingAddress} />
                    <p className="muted small">{email}</p>
                    {changeButton("billing")}
                  </div>
                  <div>
                    <h3>{t("demo.address.shipping")}</h3>
                    <AddressBlock address={shippingAddress} />
                    {changeButton("shipping")}
                  </div>
                </div>
                {isGuest ? null : (
                  <Link to={path("/account/address")}>{t("demo.confirm.manageAddresses")}</Link>
                )}
              </section>
              <MethodChoices
                legend={t("demo.checkout.shippingMethod")}
                name="shippingMethodId"
                methods={shippingMethods}
                selectedId={shippingMethodId}
              />
              <MethodChoices
                legend={t("demo.checkout.paymentMethod")}
                name="paymentMethodId"
                methods={payment.methods}
                selectedId={payment.selectedId}
              />
              {chosenPayment ? (
                <CardPaymentBlock
                  method={chosenPayment}
                  loggedIn={loggedIn}
                  scriptUrl={scriptUrl}
                  initial={cardPayment}
                />
              ) : null}
              <SubmitButton name="intent" value="update" className="button button-secondary" formNoValidate>
                {t("demo.confirm.update")}
              </SubmitButton>
            </div>
            <aside className="summary-card" aria-labelledby="order-summary-title">
              <h2 id="order-summary-title">{t("demo.page.yourOrder")}</h2>
              <ul className="summary-items">
                {cart.items.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.quantity} × {item.label}
                    </span>
                    <span>{money(item.totalPrice)}</span>
                  </li>
                ))}
              </ul>
              <dl className="totals">
                <dt>{t("demo.totals.subtotal")}</dt>
                <dd>{money(cart.positionPrice)}</dd>
                <dt>{t("demo.totals.shipping")}</dt>
                <dd>{money(cart.shipping)}</dd>
                <dt className="totals-grand">{t("demo.totals.total")}</dt>
                <dd className="totals-grand">{money(cart.total)}</dd>
              </dl>
              <TermsCheckbox />
              {/* Busy and disabled while the order is sent: never two orders from one click. */}
              <SubmitButton
                name="intent"
                value="order"
                className="button button-primary button-large button-block"
              >
                {t("demo.confirm.placeOrder")}
              </SubmitButton>
            </aside>
          </Form>
          {/* Outside the order form: the modal has forms of its own. */}
          {editor.props ? <AddressEditor {...editor.props} /> : null}
        </>
      )}
    </div>
  );
}

/** The terms checkbox: required by the form's check, its message below it and tied to it. */
function TermsCheckbox() {
  const t = useDemoSnippet();
  const field = useField({
    name: "tos",
    required: true,
    messages: { required: t("demo.confirm.tosRequired") },
  });
  return (
    <div>
      <label className="checkbox">
        <input type="checkbox" {...field.controlProps} />
        <span>{t("demo.confirm.tos")}</span>
      </label>
      <FieldFeedback field={field} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "checkout", action: "confirmpage" } };
