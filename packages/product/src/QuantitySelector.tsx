import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { productSnippets } from "./product.snippets";
import { type UseQuantitySelectorOptions, useQuantitySelector } from "./useQuantitySelector";

/** Props of {@link QuantitySelector}. */
export interface QuantitySelectorProps extends UseQuantitySelectorOptions {
  /** Name of the number field in a form (e.g. `quantity`). */
  name?: string;
  /** Visible label (default "Quantity"). */
  label?: string;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** A number field with − and + buttons that step by the product's step within min and max purchase. */
export function QuantitySelector({ name, label, className, ...options }: QuantitySelectorProps): ReactNode {
  const t = useSnippet(productSnippets);
  const quantity = useQuantitySelector(options);
  return (
    <div className={`vitrine-quantity${className ? ` ${className}` : ""}`} data-quantity={quantity.quantity}>
      <label className="vitrine-quantity__label" htmlFor={`${quantity.id}-input`}>
        {label ?? t("product.quantity.label")}
      </label>
      <div className="vitrine-quantity__control">
        <button
          className="vitrine-quantity__button"
          {...quantity.getDecrementProps(t("product.quantity.decrease"))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input className="vitrine-quantity__input" {...quantity.getInputProps({ name })} />
        <button
          className="vitrine-quantity__button"
          {...quantity.getIncrementProps(t("product.quantity.increase"))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
