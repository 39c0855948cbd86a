import { readTimezone } from "@vitrine/cookie-consent/server";
import { useEntityLink, useFormatDate, useMoney } from "@vitrine/core";
import { entityList, OrderSchema } from "@vitrine/core/schemas";
import { Link } from "react-router";
import * as v from "valibot";
import { AccountNav } from "../components/AccountNav";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { requireCustomer } from "../lib/account.server";
import { nameOf } from "../lib/format";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { routeSnippets } from "../lib/snippets.server";
import { storeApi, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { Route } from "./+types/orders";

/** `POST /order`: the orders page of the customer. */
const OrderListSchema = v.looseObject({ orders: entityList(OrderSchema) });

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.orders"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(context, request);
  const result = await storeApi(context)
    .post("/order", {
      body: {
        associations: { currency: {}, lineItems: {}, stateMachineState: {} },
        sort: [{ field: "orderDateTime", order: "DESC" }],
        limit: 25,
      },
      schema: OrderListSchema,
    })
    .catch((error: unknown) => toRouteError(error));
  // Order dates in the shopper's time zone: the `timezone` cookie the browser wrote (UTC until it has).
  return {
    orders: result.orders.elements,
    timeZone: readTimezone(request.headers.get("Cookie")),
    snippets: routeSnippets(context, "orders"),
  };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const money = useMoney();
  // A product line leads to its product's page (an order carries no SEO URLs: the technical route, redirected).
  const link = useEntityLink();
  const path = useShopPath();
  const { orders, timeZone } = loaderData;
  const formatDate = useFormatDate();
  return (
    <div className="container page account-layout">
      <AccountNav />
      <div className="account-main">
        <header className="page-head">
          <h1>{t("demo.page.orders")}</h1>
        </header>
        {orders.length === 0 ? (
          <div className="empty-state">
            <p>{t("demo.orders.empty")}</p>
            <Link to={path("/")} className="button button-primary">
              {t("demo.orders.startShopping")}
            </Link>
          </div>
        ) : (
          <ul className="order-list">
            {orders.map((order) => (
              <li key={order.id} className="panel">
                <div className="order-head">
                  <h2>{t("demo.page.order", { number: order.orderNumber ?? order.id.slice(0, 8) })}</h2>
                  {order.stateMachineState ? (
                    <span className="badge badge-muted">{nameOf(order.stateMachineState)}</span>
                  ) : null}
                </div>
                <p className="muted small">
                  {order.orderDateTime ? (
                    <time dateTime={order.orderDateTime}>
                      {formatDate(order.orderDateTime, { dateStyle: "medium", timeStyle: "short", timeZone })}
                    </time>
                  ) : null}{" "}
                  · {t("demo.totals.total")}{" "}
                  {money(order.amountTotal ?? order.price?.totalPrice ?? 0, order.currency?.isoCode)}
                </p>
                <ul className="summary-items">
                  {(order.lineItems ?? []).map((item) => (
                    <li key={item.id}>
                      <span>
                        {item.quantity} ×{" "}
                        {item.type === "product" && (item.productId ?? item.referencedId) ? (
                          <Link to={link("product", { id: item.productId ?? item.referencedId ?? "" })}>
                            {item.label}
                          </Link>
                        ) : (
                          item.label
                        )}
                      </span>
                      <span>{money(item.totalPrice ?? 0, order.currency?.isoCode)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
