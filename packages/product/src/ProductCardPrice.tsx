import { useMoney, useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { CardPriceDisplay } from "./card.price";
import { productCardSnippets } from "./card.snippets";

/** Props of {@link ProductCardPrice}. */
export interface ProductCardPriceProps {
  /** The price to show, from `cardPriceDisplay(product)` (on the server or in the browser). */
  price: CardPriceDisplay | null | undefined;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** A card's price: the price (or "from" price), the list price struck through, the reference price per unit. */
export function ProductCardPrice({ price, className }: ProductCardPriceProps): ReactNode {
  const money = useMoney();
  const t = useSnippet(productCardSnippets);
  if (!price) return null;
  const amount = money(price.unitPrice);
  return (
    <p className={cx("vitrine-card-price", className)} data-discounted={price.listPrice != null || undefined}>
      <span className="vitrine-card-price__current">
        {price.listPrice != null && (
          <span className="vitrine-visually-hidden">{t("product.card.currentPrice")} </span>
        )}
        {t(price.from ? "product.card.fromPrice" : "product.card.price", { price: amount })}
      </span>
      {price.listPrice != null && (
        <>
          {" "}
          <del className="vitrine-card-price__list">
            {t("product.card.listPrice", { price: money(price.listPrice) })}
          </del>
        </>
      )}
      {price.referencePrice && (
        <span className="vitrine-card-price__reference">
          {t("product.card.referencePrice", {
            price: money(price.referencePrice.price),
            amount: price.referencePrice.referenceUnit,
            unit: price.referencePrice.unitName,
          })}
        </span>
      )}
    </p>
  );
}
