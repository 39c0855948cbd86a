// The price box, loaded lazily once the configuration costs more than the product alone.
import { useMoney, useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { priceBoxSnippets } from "./priceBox.snippets";
import type { CustomizedProductControls } from "./useCustomizedProduct";

// The price box's texts load with it (the main entry carries only what the form shows at once).
/**
 * The price box: the shop's breakdown (option prices once or per piece, the total in the page language) or the
 * instant estimate while the request runs; hidden while the total equals the main product's.
 */
export default function PriceBox({ controls }: { controls: CustomizedProductControls }): ReactNode {
  const t = useSnippet(priceBoxSnippets);
  const money = useMoney();
  const { state, total } = controls;
  const quote = state.quote;
  return (
    <section
      className="vitrine-cp-price"
      aria-label={t("customizedProducts.price.title")}
      aria-busy={state.quoteStatus === "loading" || undefined}
      data-state={state.quoteStatus}
    >
      {quote && (
        <dl className="vitrine-cp-price__lines">
          <dt>{quote.product.label}</dt>
          <dd>{money(quote.product.totalPrice)}</dd>
          {quote.options.map((line) => (
            <div key={line.optionId} className="vitrine-cp-price__line">
              <dt>
                {line.label}
                {line.values.length ? `: ${line.values.join(", ")}` : ""}
                <small>
                  {" "}
                  (
                  {t(line.oneTime ? "customizedProducts.price.oneTime" : "customizedProducts.price.perPiece")}
                  )
                </small>
              </dt>
              <dd>{money(line.totalPrice)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="vitrine-cp-price__total" role="status">
        {t("customizedProducts.price.total")}: <strong>{money(total)}</strong>
      </p>
    </section>
  );
}
