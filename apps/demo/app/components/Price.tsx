import { money } from "../lib/format";
import type { PriceView } from "../lib/view";

/** A price with the list price struck through when it is reduced. */
export function Price({
  price,
  currency,
  from = false,
  className,
}: {
  price: PriceView | null | undefined;
  currency: string;
  from?: boolean;
  className?: string;
}) {
  if (!price) return null;
  const list = price.listPrice;
  return (
    <p className={`price ${className ?? ""}`}>
      {list && list > price.unitPrice ? (
        <>
          <span className="price-current price-reduced">
            <span className="vitrine-visually-hidden">Now </span>
            {from ? "from " : ""}
            {money(price.unitPrice, currency)}
          </span>{" "}
          <s className="price-list">
            <span className="vitrine-visually-hidden">was </span>
            {money(list, currency)}
          </s>
        </>
      ) : (
        <span className="price-current">
          {from ? "from " : ""}
          {money(price.unitPrice, currency)}
        </span>
      )}
    </p>
  );
}
