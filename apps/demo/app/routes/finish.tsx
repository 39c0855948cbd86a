import { useMoney } from "@vitrine/core";
import { entityList, OrderSchema } from "@vitrine/core/schemas";
import { data, Link } from "react-router";
import * as v from "valibot";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { useCheckoutFinished } from "../lib/analytics";
import { requireCheckoutCustomer } from "../lib/cart.server";
import { nameOf } from "../lib/format";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { storeApi, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/finish";

/** `POST /order`: the orders page of the customer. */
const OrderListSchema = v.looseObject({ orders: entityList(OrderSchema) });

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.finish"));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // A guest who ordered sees their order too (guest registration made them the checkout customer).
  const customer = await requireCheckoutCustomer(context);
  const result = await storeApi(context)
    .post("/order", {
      body: {
        filter: [{ type: "equals", field: "id", value: params.orderId }],
        associations: {
          currency: {},
          lineItems: {},
          stateMachineState: {},
          deliveries: { associations: { shippingMethod: {} } },
          transactions: { associations: { paymentMethod: {} } },
        },
      },
      schema: OrderListSchema,
    })
    .catch((error: unknown) => toRouteError(error));
  const order =
    result.orders.elements.find((entry) => entry.id === params.orderId) ?? result.orders.elements[0];
  if (!order) throw data({ message: pageText(context)("demo.order.notFound") }, { status: 404 });
  return {
    snippets: routeSnippets(context, "finish"),
    order,
    // The gateway's error URL says so; the order's payment state too (a reload, a link from elsewhere).
    paymentFailed:
      new URL(request.url).searchParams.has("paymentFailed") ||
      order.transactions?.at(-1)?.stateMachineState?.technicalName === "failed",
    // A guest has no order history to look at.
    isGuest: customer.guest === true,
  };
}

export default function FinishPage({ loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const money = useMoney();
  const path = useShopPath();
  const { order, paymentFailed, isGuest } = loaderData;
  useCheckoutFinished(order);
  const total = order.amountTotal ?? order.price?.totalPrice ?? 0;
  const shippingMethod = order.deliveries?.[0]?.shippingMethod;
  // The latest transaction is the payment method that counts (a changed payment adds one).
  const transaction = order.transactions?.at(-1);
  const paymentMethod = transaction?.paymentMethod;
  const paymentState = transaction?.stateMachineState;
  return (
    <div className="container page narrow">
      <header className="page-head">
        <h1>{t("demo.page.finish")}</h1>
      </header>
      {paymentFailed ? (
        <>
          <p role="alert" className="notice notice-danger">
            {t("demo.finish.paymentFailed")}
          </p>
          <div className="button-row">
            <Link to={path(`/account/order/edit/${order.id}`)} className="button button-primary">
              {t("demo.finish.payAgain")}
            </Link>
          </div>
        </>
      ) : (
        <p role="status" className="notice notice-success">
          {order.orderNumber
            ? t("demo.finish.placedNumber", { number: order.orderNumber })
            : t("demo.finish.placed")}
        </p>
      )}
      <section className="panel" aria-labelledby="finish-items">
        <h2 id="finish-items">{t("demo.page.orderSummary")}</h2>
        <ul className="summary-items">
          {(order.lineItems ?? []).map((item) => (
            <li key={item.id}>
              <span>
                {item.quantity} × {item.label}
              </span>
              <span>{money(item.totalPrice ?? 0, order.currency?.isoCode)}</span>
            </li>
          ))}
        </ul>
        <p className="totals-line">
          <span>{t("demo.totals.total")}</span> <strong>{money(total, order.currency?.isoCode)}</strong>
        </p>
        <dl className="finish-methods">
          {shippingMethod ? (
            <div>
              <dt>{t("demo.checkout.shippingMethod")}</dt>
              <dd>{nameOf(shippingMethod)}</dd>
            </div>
          ) : null}
          {paymentMethod ? (
            <div>
              <dt>{t("demo.checkout.paymentMethod")}</dt>
              <dd>{nameOf(paymentMethod)}</dd>
            </div>
          ) : null}
        </dl>
        {paymentState ? (
          <p className="finish-payment-state">
            {t("demo.finish.paymentState")} <strong>{nameOf(paymentState)}</strong>
          </p>
        ) : null}
      </section>
      <div className="button-row">
        <Link to={path("/")} className="button button-primary">
          {t("demo.continueShopping")}
        </Link>
        {isGuest ? null : (
          <Link to={path("/account/order")} className="button button-secondary">
            {t("demo.finish.viewOrders")}
          </Link>
        )}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "checkout", action: "finishpage" } };
