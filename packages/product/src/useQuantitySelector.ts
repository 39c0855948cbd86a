import { useControllableState, useQuantityStepper } from "@vitrine/core/react";
import { clampQuantity, type QuantityBounds } from "@vitrine/core/utils";

/** Options of {@link useQuantitySelector}. */
export interface UseQuantitySelectorOptions extends Partial<QuantityBounds> {
  /** Controlled quantity. */
  value?: number;
  /** Starting quantity when uncontrolled (default min). */
  defaultValue?: number;
  /** Called only when the quantity really changed. */
  onChange?: (quantity: number) => void;
}

/**
 * The buy box's quantity: core's quantity stepper (min and max purchase, purchase steps; a valid typed quantity
 * counts as it changes), controlled or with its own state, firing change only when the value changed.
 */
export function useQuantitySelector({
  min = 1,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onChange,
}: UseQuantitySelectorOptions = {}) {
  const bounds = { min, max: Math.max(min, max), step: Math.max(1, step) };
  // Controlled when `value` is given at mount (core decides once), the hook's own state otherwise.
  const [current, setCurrent] = useControllableState(
    value,
    () => clampQuantity(defaultValue ?? min, bounds),
    onChange,
  );
  const quantity = clampQuantity(current, bounds);
  const stepper = useQuantityStepper({ value: quantity, bounds, onChange: setCurrent });
  const { ref: _, ...inputProps } = stepper.inputProps;
  return {
    id: stepper.inputId.replace(/-input$/, ""),
    stepper,
    quantity,
    ...bounds,
    canIncrement: stepper.canIncrement,
    canDecrement: stepper.canDecrement,
    increment: stepper.increment,
    decrement: stepper.decrement,
    setQuantity: stepper.setQuantity,
    /** The number input: a valid quantity counts as it is typed; any other is made valid on blur and Enter. */
    getInputProps: (props: { name?: string; className?: string; "aria-label"?: string } = {}) => ({
      ...props,
      ...inputProps,
    }),
    getIncrementProps: stepper.getIncrementProps,
    getDecrementProps: stepper.getDecrementProps,
  };
}

/** What {@link useQuantitySelector} returns. */
export type QuantitySelectorState = ReturnType<typeof useQuantitySelector>;
