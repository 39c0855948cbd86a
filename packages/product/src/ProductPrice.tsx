import { useFormatNumber, useMoney, useSnippet } from "@vitrine/core";
import type { CalculatedPrice } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { productSnippets } from "./product.snippets";

/** Props of {@link ProductPrice}. */
export interface ProductPriceProps {
  /** The price that applies (the current price bracket's, or the product's calculated price). */
  price: CalculatedPrice;
  /** The content and unit (e.g. 0.75 litre), shown with the reference price. */
  purchaseUnit?: number | null;
  /** The unit of the reference price ("litre", "kg"). */
  unitName?: string | null;
  /** A deposit added to the price (bottles). */
  deposit?: number | null;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** Price, list price (struck through, with the saving), reference price per unit and content. */
export function ProductPrice({
  price,
  purchaseUnit,
  unitName,
  deposit,
  className,
}: ProductPriceProps): ReactNode {
  const money = useMoney();
  const number = useFormatNumber();
  const t = useSnippet(productSnippets);
  const list = price.listPrice;
  const reference = price.referencePrice;
  const saving = list && list.price > price.unitPrice ? list.price - price.unitPrice : 0;
  return (
    <div className={cx("vitrine-product-price", className)} data-discounted={saving > 0 || undefined}>
      <p className="vitrine-product-price__current">{money(price.unitPrice)}</p>
      {list && saving > 0 && (
        <p className="vitrine-product-price__list">
          <del>{t("product.price.listPrice", { price: money(list.price) })}</del>{" "}
          <span className="vitrine-product-price__saving">
            {t("product.price.saving", {
              amount: money(list.discount != null ? Math.abs(list.discount) : saving),
              percent: number(Math.round(list.percentage ?? (saving / list.price) * 100)),
            })}
          </span>
        </p>
      )}
      {purchaseUnit != null && unitName && (
        <p className="vitrine-product-price__content">
          {t("product.price.content", { amount: purchaseUnit, unit: unitName })}
          {reference && (
            <>
              {" "}
              (
              {t("product.price.reference", {
                price: money(reference.price),
                amount: reference.referenceUnit ?? 1,
                unit: reference.unitName ?? unitName,
              })}
              )
            </>
          )}
        </p>
      )}
      {deposit != null && deposit > 0 && (
        <p className="vitrine-product-price__deposit">
          {t("product.price.deposit", { amount: money(deposit) })}
        </p>
      )}
      <p className="vitrine-product-price__tax">{t("product.price.tax")}</p>
    </div>
  );
}
