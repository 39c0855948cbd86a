import { useSnippet } from "@vitrine/core";
import { cx, scrollToElement, translated } from "@vitrine/core/utils";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { VIOLATION_SCROLL_OFFSET_PX } from "./constants";
import { customizedProductsSnippets } from "./customizedProducts.snippets";
import { OptionField, optionElementId } from "./OptionField";
import type { CustomizedProductControls } from "./useCustomizedProduct";

const ShareBox = lazy(() => import("./ShareBox"));
const PriceBox = lazy(() => import("./PriceBox"));
const Wizard = lazy(() => import("./Wizard"));

/** Props of {@link CustomizedProductForm}. */
export interface CustomizedProductFormProps {
  /** From `useCustomizedProduct`. */
  controls: CustomizedProductControls;
  /** The form's id (the product page's buy form). */
  id?: string;
  /** The quantity bounds of the product. */
  minPurchase?: number;
  /** The most the quantity field allows (the product's max purchase). */
  maxPurchase?: number;
  /** Replaces the plain list of options (e.g. the lazily loaded wizard). */
  children?: ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** Scrolls the first option that fails its rule (or the violations) into view, 80 px below the top, and focuses it. */
export function revealFirstProblem(controls: CustomizedProductControls): void {
  const first = controls.template.options?.find((option) => controls.errors[option.id]);
  const target = document.getElementById(first ? optionElementId(first.id) : "vitrine-cp-violations");
  scrollToElement(target, VIOLATION_SCROLL_OFFSET_PX);
  target
    // The option's control: its input by id, or its radios and checkboxes by name.
    ?.querySelector<HTMLElement>('[id$="-input"]:not(:disabled),[name$="-input"]:not(:disabled)')
    ?.focus({ preventScroll: true });
}

/**
 * The customized-products area of the product page: every option, the exclusion violations, the confirm
 * checkbox, the price box, quantity, the buy button and sharing.
 */
export function CustomizedProductForm({
  controls,
  id = "productDetailPageBuyProductForm",
  minPurchase = 1,
  maxPurchase,
  children,
  className,
}: CustomizedProductFormProps): ReactNode {
  const t = useSnippet(customizedProductsSnippets);
  const { template, state, violations, canBuy } = controls;
  const titleId = useId();
  const title = translated(template, "displayName");
  return (
    <form
      id={id}
      className={cx("vitrine-cp", className)}
      aria-labelledby={titleId}
      noValidate
      aria-busy={controls.isAdding || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void controls.addToCart().then((added) => {
          // The wizard shows an invalid option's page and focuses it itself; the violations are shown here.
          if (!added && !controls.canBuy && !(template.stepByStep && !controls.valid))
            revealFirstProblem(controls);
        });
      }}
    >
      <h2 id={titleId} className="vitrine-cp__title">
        {title}
      </h2>
      {children ??
        (template.stepByStep ? (
          <Suspense fallback={null}>
            <Wizard controls={controls} />
          </Suspense>
        ) : (
          (template.options ?? []).map((option) => (
            <OptionField key={option.id} option={option} controls={controls} />
          ))
        ))}
      <div id="vitrine-cp-violations" role="alert" className="vitrine-cp-violations">
        {violations.length > 0 && (
          <>
            <p>{t("customizedProducts.violations")}</p>
            <ul>
              {violations.map((violation) => (
                <li key={violation.id}>{violation.name}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {template.confirmInput && (
        <label className="vitrine-cp-choice vitrine-cp-confirm">
          <input
            type="checkbox"
            checked={state.confirmed}
            onChange={(event) => controls.setConfirmed(event.currentTarget.checked)}
          />
          {t("customizedProducts.confirm")}
        </label>
      )}
      {/* The price box is hidden (and not loaded) while the total equals the main product's. */}
      {controls.priceVisible && (
        <Suspense fallback={null}>
          <PriceBox controls={controls} />
        </Suspense>
      )}
      <div className="vitrine-cp-buy">
        <label className="vitrine-cp-quantity">
          {t("customizedProducts.quantity")}
          <input
            type="number"
            name="quantity"
            inputMode="numeric"
            min={minPurchase}
            max={maxPurchase}
            value={state.quantity}
            onChange={(event) => {
              const next = Math.floor(Number(event.currentTarget.value));
              if (next >= minPurchase && (!maxPurchase || next <= maxPurchase)) controls.setQuantity(next);
            }}
          />
        </label>
        <button
          type="submit"
          className="vitrine-button vitrine-cp-buy__button"
          aria-disabled={!canBuy || controls.isAdding || undefined}
          data-active={controls.active || undefined}
          data-state={controls.isAdding ? "loading" : "idle"}
        >
          {t("customizedProducts.buy")}
        </button>
      </div>
      {controls.addError !== null && (
        <p role="alert" className="vitrine-cp-error">
          {controls.addError || t("customizedProducts.buyFailed")}
        </p>
      )}
      <Suspense fallback={null}>
        <ShareBox controls={controls} />
      </Suspense>
    </form>
  );
}
