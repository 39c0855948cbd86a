import { useApplePayGate } from "@vitrine/card-payment/island";
import { useMoney } from "@vitrine/core";
import { entityList, MethodSchema, OrderSchema } from "@vitrine/core/schemas";
import { Form, SubmitButton } from "@vitrine/forms";
import { useState } from "react";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { ActionMessage } from "../components/ActionMessage";
import { CardPaymentBlock } from "../components/CardPaymentBlock";
import { MethodRadio } from "../components/MethodChoices";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { cardPaymentFields, cardPaymentScriptUrl, readCardPayment } from "../lib/card-payment.server";
import { requireCheckoutCustomer } from "../lib/cart.server";
import { answerOf, useActionForm } from "../lib/forms";
import { pagePath } from "../lib/language.server";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, storeApi, toRouteError } from "../lib/store-api.server";
import { methodView } from "../lib/view";
import cardPaymentStyles from "../styles/card-payment.css?url";
import type { Route } from "./+types/order-edit";

const OrderListSchema = v.looseObject({ orders: entityList(OrderSchema) });
const MethodListSchema = entityList(MethodSchema);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: cardPaymentStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.orderEdit.title"));
}

/** The shopper's own order with its latest payment (Shopware's account edit-order page; guests too). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const customer = await requireCheckoutCustomer(context);
  const client = storeApi(context);
  const [result, methods] = await Promise.all([
    client.post("/order", {
      body: {
        filter: [{ type: "equals", field: "id", value: params.orderId }],
        associations: { currency: {}, transactions: { associations: { paymentMethod: {} } } },
      },
      schema: OrderListSchema,
    }),
    client.get("/payment-method", { query: { onlyAvailable: 1 }, schema: MethodListSchema }),
  ]).catch((error: unknown) => toRouteError(error));
  const order = result.orders.elements.find((entry) => entry.id === params.orderId);
  if (!order) throw data({ message: pageText(context)("demo.order.notFound") }, { status: 404 });
  const transaction = order.transactions?.at(-1);
  // A paid order has nothing to pay: its finish page.
  if (transaction?.stateMachineState?.technicalName === "paid")
    throw redirect(pagePath(context, `/checkout/finish/${order.id}`));
  const paymentMethodId = transaction?.paymentMethod?.id ?? "";
  const chosen = methods.elements.find((method) => method.id === paymentMethodId);
  return {
    snippets: routeSnippets(context, "orderEdit"),
    orderId: order.id,
    orderNumber: order.orderNumber ?? "",
    total: order.amountTotal ?? order.price?.totalPrice ?? 0,
    // The order keeps the currency it was placed in.
    currency: order.currency?.isoCode,
    paymentMethodId,
    paymentMethods: methods.elements.map(methodView),
    loggedIn: !customer.guest,
    cardPaymentScriptUrl: cardPaymentScriptUrl(),
    cardPayment: await readCardPayment(context, chosen, !customer.guest),
  };
}

/** Pays the order again: its payment method set (`/order/payment`), then handle-payment with the card's data. */
export async function action({ params, request, context }: Route.ActionArgs) {
  await requireCheckoutCustomer(context);
  const form = await request.formData();
  const orderId = params.orderId;
  const client = storeApi(context);
  const origin = new URL(request.url).origin;
  const finish = pagePath(context, `/checkout/finish/${orderId}`);
  let redirectUrl: string | null | undefined;
  try {
    await client.post("/order/payment", {
      body: { orderId, paymentMethodId: field(form, "paymentMethodId") },
    });
    const payment = (await client.post("/handle-payment", {
      body: {
        orderId,
        finishUrl: `${origin}${finish}`,
        errorUrl: `${origin}${finish}?paymentFailed=1`,
        ...cardPaymentFields(form),
      },
    })) as { redirectUrl?: string | null };
    redirectUrl = payment.redirectUrl;
  } catch (error) {
    return { ok: false, message: errorMessage(error, pageText(context)("demo.orderEdit.failed")) };
  }
  throw redirect(redirectUrl || finish);
}

export default function OrderEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const money = useMoney();
  const form = useActionForm<{ ok: boolean; message: string }>({ id: "orderEditForm" });
  const answer = answerOf(form, actionData);
  const {
    orderId,
    orderNumber,
    total,
    currency,
    paymentMethods,
    loggedIn,
    cardPaymentScriptUrl: scriptUrl,
    cardPayment,
  } = loaderData;
  const gate = useApplePayGate(paymentMethods, loaderData.paymentMethodId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selectedId = chosenId ?? gate.selectedId;
  const chosen = gate.methods.find((entry) => entry.id === selectedId);
  return (
    <div className="container page narrow">
      <header className="page-head">
        <h1>{t("demo.orderEdit.title")}</h1>
        <p className="muted">
          {t("demo.page.order", { number: orderNumber || orderId.slice(0, 8) })} · {t("demo.totals.total")}{" "}
          {money(total, currency)}
        </p>
      </header>
      <div className="form-messages">
        <ActionMessage result={answer} />
      </div>
      <Form form={form} method="post" className="stack-form">
        <fieldset className="panel method-list">
          <legend>{t("demo.checkout.paymentMethod")}</legend>
          {gate.methods.map((method) => (
            <MethodRadio
              key={method.id}
              name="paymentMethodId"
              method={method}
              checked={method.id === selectedId}
              onChange={() => setChosenId(method.id)}
            />
          ))}
        </fieldset>
        {chosen ? (
          <CardPaymentBlock method={chosen} loggedIn={loggedIn} scriptUrl={scriptUrl} initial={cardPayment} />
        ) : null}
        <SubmitButton className="button button-primary button-large">{t("demo.orderEdit.pay")}</SubmitButton>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
