import { useMoney, useSnippet } from "@vitrine/core";
import type { CalculatedPrice } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { findPriceBracket, priceBracketRanges } from "./price.brackets";
import { productSnippets } from "./product.snippets";

/** Props of {@link PriceBrackets}. */
export interface PriceBracketsProps {
  /** The tier prices (`product.calculatedPrices`), each with its upper quantity bound in `quantity`. */
  brackets: readonly CalculatedPrice[];
  /** The quantity chosen; its bracket is highlighted. */
  quantity: number;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The tier price table: the first row is a header; the row of the bracket that applies to the quantity is
 * highlighted (`aria-current`, `data-state="current"` and a visually hidden "current").
 */
export function PriceBrackets({ brackets, quantity, className }: PriceBracketsProps): ReactNode {
  const money = useMoney();
  const t = useSnippet(productSnippets);
  if (brackets.length < 2) return null;
  const current = findPriceBracket(brackets, quantity);
  const ranges = priceBracketRanges(brackets);
  return (
    <table className={cx("vitrine-price-brackets", className)}>
      <caption className="vitrine-price-brackets__caption">{t("product.brackets.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("product.brackets.quantity")}</th>
          <th scope="col">{t("product.brackets.price")}</th>
        </tr>
      </thead>
      <tbody>
        {brackets.map((bracket, index) => {
          const range = ranges[index] ?? { from: 1, to: null };
          const isCurrent = index === current;
          return (
            <tr
              key={bracket.quantity}
              aria-current={isCurrent ? "true" : undefined}
              data-state={isCurrent ? "current" : undefined}
            >
              <th scope="row">
                {range.to === null
                  ? t("product.brackets.from", { from: range.from })
                  : t("product.brackets.upTo", { to: range.to })}
                {isCurrent && (
                  <span className="vitrine-visually-hidden"> ({t("product.brackets.current")})</span>
                )}
              </th>
              <td>{money(bracket.unitPrice)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
