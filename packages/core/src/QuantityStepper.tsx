import type { ReactNode } from "react";
import { cx } from "./cx";
import {
  type QuantityStepperControls,
  type QuantityStepperOptions,
  useQuantityStepper,
} from "./useQuantityStepper";

/** What {@link QuantityStepper} draws besides the quantity: the names of its controls and its class. */
export interface QuantityStepperViewProps {
  /** The spinbutton's accessible name when no `label` points at it (e.g. "Quantity of Linen shirt"). */
  label?: string;
  /** The "+" button's accessible name (e.g. "Increase quantity of Linen shirt"). */
  increaseLabel: string;
  /** The "−" button's accessible name. */
  decreaseLabel: string;
  /** Name of the number field in a form (e.g. `quantity`), so it is sent without JavaScript too. */
  name?: string;
  /** Id of an element that describes the field (a hint with the bounds). */
  describedBy?: string;
  /** Added to `vitrine-quantity__control`. */
  className?: string;
}

/**
 * Props of {@link QuantityStepper}: the quantity options of `useQuantityStepper`, or the `stepper` state of an
 * owner that called it itself (e.g. to tie a `label` to `stepper.inputId`).
 */
export type QuantityStepperProps = QuantityStepperViewProps &
  (QuantityStepperOptions | { stepper: QuantityStepperControls });

/** The one quantity stepper of every package: "−", a spinbutton and "+" on the shared `vitrine-quantity` look. */
export function QuantityStepper(props: QuantityStepperProps): ReactNode {
  return "stepper" in props ? <Stepper {...props} /> : <OwnStepper {...props} />;
}

function OwnStepper(props: QuantityStepperViewProps & QuantityStepperOptions): ReactNode {
  return <Stepper {...props} stepper={useQuantityStepper(props)} />;
}

function Stepper({
  stepper,
  label,
  increaseLabel,
  decreaseLabel,
  name,
  describedBy,
  className,
}: QuantityStepperViewProps & { stepper: QuantityStepperControls }): ReactNode {
  return (
    <div className={cx("vitrine-quantity__control", className)}>
      <button className="vitrine-quantity__button" {...stepper.getDecrementProps(decreaseLabel)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="vitrine-quantity__input"
        name={name}
        aria-label={label}
        aria-describedby={describedBy}
        {...stepper.inputProps}
      />
      <button className="vitrine-quantity__button" {...stepper.getIncrementProps(increaseLabel)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
