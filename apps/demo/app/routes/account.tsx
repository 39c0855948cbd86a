import { CustomerSchema } from "@vitrine/core/schemas";
import { Link } from "react-router";
import { AccountNav } from "../components/AccountNav";
import { AddressBlock } from "../components/AddressCard";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { requireCustomer } from "../lib/account.server";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { routeSnippets } from "../lib/snippets.server";
import { storeApi, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.account"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(context, request);
  const customer = await storeApi(context)
    .post("/account/customer", {
      body: {
        associations: {
          defaultBillingAddress: { associations: { country: {} } },
          defaultShippingAddress: { associations: { country: {} } },
        },
      },
      schema: CustomerSchema,
    })
    .catch((error: unknown) => toRouteError(error));
  return { customer, snippets: routeSnippets(context, "account") };
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const path = useShopPath();
  const { customer } = loaderData;
  return (
    <div className="container page account-layout">
      <AccountNav />
      <div className="account-main">
        <header className="page-head">
          <h1>{t("demo.page.account")}</h1>
          <p className="page-lead">
            {t("demo.account.welcome", { name: `${customer.firstName} ${customer.lastName}` })}
          </p>
        </header>
        <div className="card-grid">
          <section className="panel" aria-labelledby="personal-title">
            <h2 id="personal-title">{t("demo.page.personalData")}</h2>
            <p>
              {customer.firstName} {customer.lastName}
              <br />
              {customer.email}
            </p>
            {customer.customerNumber ? (
              <p className="muted small">
                {t("demo.account.customerNumber", { number: customer.customerNumber })}
              </p>
            ) : null}
          </section>
          <section className="panel" aria-labelledby="billing-title">
            <h2 id="billing-title">{t("demo.page.defaultBilling")}</h2>
            <AddressBlock address={customer.defaultBillingAddress} />
            <Link to={path("/account/address")}>{t("demo.confirm.manageAddresses")}</Link>
          </section>
          <section className="panel" aria-labelledby="shipping-title">
            <h2 id="shipping-title">{t("demo.page.defaultShipping")}</h2>
            <AddressBlock address={customer.defaultShippingAddress} />
          </section>
          <section className="panel" aria-labelledby="orders-title">
            <h2 id="orders-title">{t("demo.page.orders")}</h2>
            <p>{t("demo.account.ordersText")}</p>
            <Link to={path("/account/order")}>{t("demo.finish.viewOrders")}</Link>
          </section>
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
