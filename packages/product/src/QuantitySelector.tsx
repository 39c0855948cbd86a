import { useSnippet } from "@vitrine/core";
import { QuantityStepper } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
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

/** A labelled quantity field: core's quantity stepper with the product's min and max purchase and steps. */
export function QuantitySelector({ name, label, className, ...options }: QuantitySelectorProps): ReactNode {
  const t = useSnippet(productSnippets);
  const quantity = useQuantitySelector(options);
  return (
    <div className={cx("vitrine-quantity", className)} data-quantity={quantity.quantity}>
      <label className="vitrine-quantity__label" htmlFor={quantity.stepper.inputId}>
        {label ?? t("product.quantity.label")}
      </label>
      <QuantityStepper
        stepper={quantity.stepper}
        name={name}
        increaseLabel={t("product.quantity.increase")}
        decreaseLabel={t("product.quantity.decrease")}
      />
    </div>
  );
}
