import { useEntityLink, useFormatNumber, useMoney } from "@vitrine/core";
import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { CartSchema, ContextSchema, entityList, MethodSchema } from "@vitrine/core/schemas";
import { VisibleIsland } from "@vitrine/core/visible-island";
import { Form, Link, useNavigation } from "react-router";
import { ActionMessage } from "../components/ActionMessage";
import { ProductImage } from "../components/ProductImage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { useCheckoutView } from "../lib/analytics";
import { cartMessages } from "../lib/cart";
import { nameOf } from "../lib/format";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, optional, readCart, storeApi, toRouteError } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import { cartView } from "../lib/view";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/cart";

// The summary's forms (and @vitrine/forms with them) load on the shopper's first interaction with them: the page
// shows their server HTML, which posts to the route action as it is.
const shippingForm = lazyOnInteraction("cart-shipping", () =>
  import("../components/CartSummaryForms").then((module) => module.CartShippingForm),
);
const promotionForm = lazyOnInteraction("cart-promotion", () =>
  import("../components/CartSummaryForms").then((module) => module.PromotionForm),
);

const MethodListSchema = entityList(MethodSchema);

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.cart"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const client = storeApi(context);
  const [cart, shopContext, shippingMethods] = await Promise.all([
    readCart(context),
    optional(client.get("/context", { schema: ContextSchema }), null),
    optional(client.get("/shipping-method", { query: { onlyAvailable: 1 }, schema: MethodListSchema }), {
      elements: [],
    }),
  ]).catch((error: unknown) => toRouteError(error));
  return {
    snippets: routeSnippets(context, "cart"),
    cart: cartView(cart),
    messages: cartMessages(cart),
    shippingMethodId: shopContext?.shippingMethod?.id ?? "",
    shippingMethods: shippingMethods.elements.map((method) => ({ id: method.id, name: nameOf(method) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const client = storeApi(context);
  const t = pageText(context);
  try {
    if (intent === "remove") {
      await client.post("/checkout/cart/line-item/delete", {
        body: { ids: [field(form, "id")] },
        schema: CartSchema,
      });
      return { ok: true, message: t("demo.cart.removed") };
    }
    if (intent === "quantity") {
      const quantity = Math.max(1, Number.parseInt(field(form, "quantity"), 10) || 1);
      await client.patch("/checkout/cart/line-item", {
        body: { items: [{ id: field(form, "id"), quantity }] },
        schema: CartSchema,
      });
      return { ok: true, message: t("demo.cart.quantityUpdated") };
    }
    if (intent === "shipping") {
      await client.patch("/context", { body: { shippingMethodId: field(form, "shippingMethodId") } });
      return { ok: true, message: t("demo.cart.shippingChanged") };
    }
    if (intent === "promotion") {
      const code = field(form, "code");
      if (!code) return { ok: false, message: t("demo.cart.promotionRequired") };
      const cart = await client.post("/checkout/cart/line-item", {
        body: { items: [{ type: "promotion", referencedId: code }] },
        schema: CartSchema,
      });
      const applied = (cart.lineItems ?? []).some(
        (item) => item.type === "promotion" && item.referencedId === code,
      );
      return applied
        ? { ok: true, message: t("demo.cart.promotionApplied", { code }) }
        : { ok: false, message: t("demo.cart.promotionInvalid", { code }) };
    }
    return { ok: false, message: t("demo.form.unknownAction") };
  } catch (error) {
    return { ok: false, message: errorMessage(error, t("demo.cart.failed")) };
  }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const money = useMoney();
  // A cart line's product page: its technical route (a cart carries no SEO URLs), which the shop redirects.
  const link = useEntityLink();
  const path = useShopPath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { cart, messages, shippingMethods, shippingMethodId } = loaderData;
  useCheckoutView("cart");
  const items = cart.items;
  return (
    <div className="container page">
      <header className="page-head">
        <h1>{t("demo.page.cart")}</h1>
      </header>
      <div className="form-messages">
        <ActionMessage result={actionData} />
        {messages.map((message) => (
          <p
            key={message.key}
            role={message.level >= 20 ? "alert" : "status"}
            className={`notice ${message.level >= 20 ? "notice-danger" : message.level >= 10 ? "notice-warning" : "notice-info"}`}
          >
            {message.message}
          </p>
        ))}
      </div>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t("demo.cart.empty")}</p>
          <Link to={path("/")} className="button button-primary">
            {t("demo.continueShopping")}
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          <ul className="line-items" aria-label={t("demo.cart.items")}>
            {items.map((item) => (
              <li key={item.id} className="line-item">
                <div className="line-item-image">
                  <ProductImage image={item.image} alt="" sizes="96px" />
                </div>
                <div className="line-item-info">
                  {item.type === "product" && item.referencedId ? (
                    <Link to={link("product", { id: item.referencedId })} className="line-item-label">
                      {item.label}
                    </Link>
                  ) : (
                    <span className="line-item-label">{item.label}</span>
                  )}
                  {item.productNumber ? (
                    <p className="muted small">
                      {t("demo.cart.productNumber", { number: item.productNumber })}
                    </p>
                  ) : null}
                  {item.type === "product" ? (
                    <p className="muted small">
                      {t("demo.cart.unitPrice", { price: money(item.unitPrice) })}
                    </p>
                  ) : null}
                  {item.editHref ? (
                    <Link to={item.editHref} className="small line-item-edit">
                      {t("demo.cart.changeConfiguration")}
                      <span className="vitrine-visually-hidden">
                        {" "}
                        {t("demo.cart.ofItem", { label: item.label })}
                      </span>
                    </Link>
                  ) : null}
                </div>
                <div className="line-item-actions">
                  {item.stackable && item.type === "product" ? (
                    <Form method="post" className="quantity-form">
                      <input type="hidden" name="intent" value="quantity" />
                      <input type="hidden" name="id" value={item.id} />
                      <label htmlFor={`quantity-${item.id}`} className="vitrine-visually-hidden">
                        {t("demo.cart.quantityOf", { label: item.label })}
                      </label>
                      <input
                        id={`quantity-${item.id}`}
                        className="quantity-input"
                        type="number"
                        name="quantity"
                        min={item.minPurchase}
                        max={item.maxPurchase}
                        step={item.purchaseSteps}
                        defaultValue={item.quantity}
                        key={item.quantity}
                      />
                      <button type="submit" className="button button-secondary button-small" disabled={busy}>
                        {t("demo.cart.update")}
                        <span className="vitrine-visually-hidden">
                          {" "}
                          {t("demo.cart.updateQuantityOf", { label: item.label })}
                        </span>
                      </button>
                    </Form>
                  ) : (
                    <p>{t("demo.cart.quantity", { quantity: item.quantity })}</p>
                  )}
                  {item.removable ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={item.id} />
                      <button type="submit" className="link-button" disabled={busy}>
                        {t("demo.cart.remove")}
                        <span className="vitrine-visually-hidden"> {item.label}</span>
                      </button>
                    </Form>
                  ) : null}
                </div>
                <p className="line-item-total">{money(item.totalPrice)}</p>
                {item.children.length > 0 ? (
                  <ul
                    className="vitrine-cart-line__children"
                    aria-label={t("demo.cart.includedWith", { label: item.label })}
                  >
                    {item.children.map((child) => (
                      // @vitrine/cart's look of bundle children, as in the off-canvas cart.
                      <li key={child.id} className="vitrine-cart-line__child">
                        <span>
                          {child.quantity} × {child.label}
                        </span>
                        <span>{money(child.totalPrice)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <aside className="summary-card" aria-labelledby="summary-title">
            <h2 id="summary-title">{t("demo.page.summary")}</h2>
            <dl className="totals">
              <dt>{t("demo.totals.subtotal")}</dt>
              <dd>{money(cart.positionPrice)}</dd>
              <dt>{t("demo.totals.shipping")}</dt>
              <dd>{money(cart.shipping)}</dd>
              {cart.taxes.map((tax) => (
                <FragmentTax key={tax.rate} rate={tax.rate} amount={money(tax.amount)} />
              ))}
              <dt className="totals-grand">{t("demo.totals.total")}</dt>
              <dd className="totals-grand">{money(cart.total)}</dd>
            </dl>
            <VisibleIsland
              island={shippingForm}
              props={{ methods: shippingMethods, selectedId: shippingMethodId, busy }}
            />
            <Link to={path("/checkout/confirm")} className="button button-primary button-large button-block">
              {t("demo.cart.checkout")}
            </Link>
            <VisibleIsland island={promotionForm} props={{}} />
          </aside>
        </div>
      )}
    </div>
  );
}

function FragmentTax({ rate, amount }: { rate: number; amount: string }) {
  const t = useDemoSnippet();
  const number = useFormatNumber();
  return (
    <>
      <dt className="muted">{t("demo.totals.tax", { rate: number(rate) })}</dt>
      <dd className="muted">{amount}</dd>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "checkout", action: "cartpage" } };
