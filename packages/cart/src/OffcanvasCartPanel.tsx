import { useEntityLink, useFormatNumber, useMoney, useRoute, useSnippet } from "@vitrine/core";
import { Link, QuantityStepper } from "@vitrine/core/react";
import type { LineItem } from "@vitrine/core/schemas";
import { Offcanvas } from "@vitrine/core/ui";
import { cx, mediaSrcSet, pickThumbnail, quantityBounds, translated } from "@vitrine/core/utils";
import { type FormEvent, type ReactNode, useState } from "react";
import { bundleChildren, configurationEditHref, lineItemHref } from "./bundle";
import { CartNotices } from "./CartNotices";
import { isGood } from "./cart.state";
import { offcanvasCartSnippets } from "./OffcanvasCartPanel.snippets";
import { type OffcanvasCart as OffcanvasCartControls, useOffcanvasCart } from "./useOffcanvasCart";

type T = ReturnType<typeof useSnippet>;

/** The chosen options of a line item ("Size: M, Colour: sand"), from its payload. */
function chosenOptions(item: LineItem): string {
  const options = (item.payload as { options?: { group?: string; option?: string }[] } | null)?.options ?? [];
  return options.map((option) => `${option.group}: ${option.option}`).join(", ");
}

/**
 * One line of the off-canvas cart: image, name (a link to the product's page), options, unit price, quantity,
 * total, remove.
 */
function CartLine({ item, cart, t }: { item: LineItem; cart: OffcanvasCartControls; t: T }): ReactNode {
  const money = useMoney();
  const link = useEntityLink();
  const name = item.label ?? item.referencedId ?? item.id;
  const options = chosenOptions(item);
  const thumbnail = item.cover && pickThumbnail(item.cover, 96);
  const good = isGood(item);
  const included = bundleChildren(item);
  const productHref = (productId: string) => link("product", { id: productId });
  const editHref = configurationEditHref(item, productHref);
  const pageHref = lineItemHref(item, productHref);
  return (
    <li className="vitrine-cart-line" data-type={item.type}>
      {thumbnail && item.cover && (
        <img
          className="vitrine-cart-line__image"
          src={thumbnail.url}
          srcSet={mediaSrcSet(item.cover) || undefined}
          sizes="96px"
          width={96}
          height={96}
          alt={item.cover.alt ?? ""}
          loading="lazy"
        />
      )}
      <div className="vitrine-cart-line__info">
        <p className="vitrine-cart-line__name">
          {pageHref ? (
            <Link className="vitrine-cart-line__link" href={pageHref} before={() => cart.setOpen(false)}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {options && <p className="vitrine-cart-line__options">{options}</p>}
        {good && item.price && (
          <p className="vitrine-cart-line__unit-price">
            {t("cart.lineItem.unitPrice")}: {money(item.price.unitPrice)}
          </p>
        )}
        {editHref && (
          <Link
            className="vitrine-cart-line__edit"
            href={editHref}
            aria-label={t("cart.lineItem.changeConfigurationOf", { name })}
            before={() => cart.setOpen(false)}
          >
            {t("cart.lineItem.changeConfiguration")}
          </Link>
        )}
      </div>
      {good && item.stackable !== false && (
        <QuantityStepper
          className="vitrine-cart-line__quantity"
          value={item.quantity}
          bounds={quantityBounds(item.quantityInformation ?? {}, Number.POSITIVE_INFINITY)}
          onChange={(quantity) => cart.changeQuantity(item.id, quantity)}
          label={t("cart.lineItem.quantity", { name })}
          increaseLabel={t("cart.lineItem.increase", { name })}
          decreaseLabel={t("cart.lineItem.decrease", { name })}
        />
      )}
      {item.price && (
        <p className="vitrine-cart-line__total">
          <span className="vitrine-visually-hidden">{t("cart.lineItem.totalPrice")}: </span>
          {money(item.price.totalPrice)}
        </p>
      )}
      {item.removable !== false && (
        <button
          type="button"
          className="vitrine-cart-line__remove"
          aria-label={t("cart.lineItem.remove", { name })}
          onClick={(event) => {
            // The line disappears at once: keep focus in the panel (the next line's remove button, else the panel).
            const line = event.currentTarget.closest("li");
            const neighbour = line?.nextElementSibling ?? line?.previousElementSibling;
            (
              neighbour?.querySelector<HTMLElement>(".vitrine-cart-line__remove") ??
              line?.closest<HTMLElement>(".vitrine-offcanvas-cart__content")
            )?.focus();
            void cart.removeLineItem(item.id);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {included.length > 0 && (
        <ul className="vitrine-cart-line__children" aria-label={t("cart.lineItem.included", { name })}>
          {included.map((child) => (
            <li key={child.id} className="vitrine-cart-line__child">
              <span>
                {child.quantity} × {child.label}
              </span>
              {child.price && <span>{money(child.price.totalPrice)}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The promotion code form: the outcome shows in the cart's messages. */
function PromotionForm({ cart, t }: { cart: OffcanvasCartControls; t: T }): ReactNode {
  const [code, setCode] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await cart.applyPromotionCode(code)) setCode("");
  };
  return (
    <form
      className="vitrine-cart-promotion"
      onSubmit={submit}
      aria-busy={cart.isApplyingPromotion || undefined}
    >
      <label>
        <span>{t("cart.promotion.label")}</span>
        <input
          name="promotionCode"
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      </label>
      <button
        type="submit"
        className="vitrine-button vitrine-button--secondary"
        aria-disabled={cart.isApplyingPromotion || undefined}
      >
        {t("cart.promotion.submit")}
      </button>
    </form>
  );
}

import type { OffcanvasCartProps } from "./OffcanvasCart";

/**
 * The off-canvas cart on the right (a dialog named "Shopping cart"): messages, line items, promotion code, shipping
 * method, totals and the way to checkout. Back, Esc and the close button close it; focus returns to the opener.
 */
export default function OffcanvasCartPanel({ className }: OffcanvasCartProps): ReactNode {
  const cart = useOffcanvasCart();
  const t = useSnippet(offcanvasCartSnippets);
  const money = useMoney();
  const number = useFormatNumber();
  const route = useRoute();
  const { totals } = cart;
  const lines = cart.cart?.lineItems ?? [];
  const closePanel = () => cart.setOpen(false);
  return (
    <Offcanvas
      side="right"
      title={t("cart.offcanvas.title")}
      closeLabel={t("vitrine.close")}
      open={cart.isOpen}
      onOpenChange={cart.setOpen}
      className={cx("vitrine-offcanvas-cart", className)}
    >
      <div
        className="vitrine-offcanvas-cart__content"
        tabIndex={-1}
        aria-busy={cart.isLoading || undefined}
        data-state={!cart.cart ? "loading" : lines.length ? "filled" : "empty"}
      >
        <CartNotices notices={cart.notices} snippets={offcanvasCartSnippets} />
        {!cart.cart ? (
          <p className="vitrine-offcanvas-cart__loading">{t("cart.offcanvas.loading")}</p>
        ) : lines.length === 0 ? (
          <p className="vitrine-offcanvas-cart__empty">{t("cart.offcanvas.empty")}</p>
        ) : (
          <>
            <ul className="vitrine-offcanvas-cart__lines">
              {lines.map((item) => (
                <CartLine key={item.id} item={item} cart={cart} t={t} />
              ))}
            </ul>
            <PromotionForm cart={cart} t={t} />
            {!!cart.shippingMethods?.length && (
              <label className="vitrine-cart-shipping">
                <span>{t("cart.shipping.label")}</span>
                <select
                  value={cart.shippingMethodId ?? ""}
                  aria-busy={cart.isChangingShippingMethod || undefined}
                  onChange={(event) => void cart.setShippingMethod(event.currentTarget.value)}
                >
                  {cart.shippingMethods.map((method) => (
                    <option key={method.id} value={method.id}>
                      {translated(method, "name") ?? method.id}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {totals && (
              <dl className="vitrine-cart-totals">
                {[
                  [t("cart.summary.subtotal"), totals.positionPrice],
                  [t("cart.summary.shipping"), totals.shippingCosts],
                  ...totals.taxes.map(
                    (tax) => [t("cart.summary.tax", { rate: number(tax.taxRate) }), tax.tax] as const,
                  ),
                  [t("cart.summary.total"), totals.totalPrice],
                ].map(([term, amount], index, rows) => (
                  <div
                    key={term}
                    className={index === rows.length - 1 ? "vitrine-cart-totals__total" : undefined}
                  >
                    <dt>{term}</dt>
                    <dd>{money(amount as number)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="vitrine-offcanvas-cart__actions">
              {/* Router links (VitrineProvider's navigate or Link) that close the panel first. */}
              <Link className="vitrine-button" href={route("checkout")} before={closePanel}>
                {t("cart.checkout")}
              </Link>
              <Link
                className="vitrine-button vitrine-button--secondary"
                href={route("cart")}
                before={closePanel}
              >
                {t("cart.showCart")}
              </Link>
            </p>
          </>
        )}
      </div>
    </Offcanvas>
  );
}
