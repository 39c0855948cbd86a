import { useControllableState } from "@vitrine/core/react";
import { clampQuantity, type QuantityBounds, stepQuantity } from "@vitrine/core/utils";
import { type ChangeEvent, useCallback, useId, useRef, useState } from "react";

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
 * A quantity selector that steps by the product's step (purchaseSteps) within min and max purchase and fires
 * change only when the value changed.
 */
export function useQuantitySelector({
  min = 1,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onChange,
}: UseQuantitySelectorOptions = {}) {
  const id = useId();
  const bounds = { min, max: Math.max(min, max), step: Math.max(1, step) };
  // Controlled when `value` is given at mount (core decides once), the hook's own state otherwise.
  const [current, setCurrent] = useControllableState(
    value,
    () => clampQuantity(defaultValue ?? min, bounds),
    onChange,
  );
  const quantity = clampQuantity(current, bounds);
  const [draft, setDraft] = useState<string | null>(null);
  const latest = useRef(quantity);
  latest.current = quantity;

  const commit = useCallback(
    (next: number) => {
      const clamped = clampQuantity(next, { min, max: Math.max(min, max), step: Math.max(1, step) });
      setDraft(null);
      if (clamped === latest.current) return;
      latest.current = clamped;
      setCurrent(clamped);
    },
    [min, max, step, setCurrent],
  );

  const increment = () => commit(stepQuantity(quantity, 1, bounds));
  const decrement = () => commit(stepQuantity(quantity, -1, bounds));

  return {
    id,
    quantity,
    ...bounds,
    canIncrement: stepQuantity(quantity, 1, bounds) !== quantity,
    canDecrement: stepQuantity(quantity, -1, bounds) !== quantity,
    increment,
    decrement,
    setQuantity: commit,
    /** The number input: a valid quantity counts as it is typed; any other is checked on blur and Enter. */
    getInputProps: (props: { name?: string; className?: string; "aria-label"?: string } = {}) => ({
      ...props,
      id: `${id}-input`,
      type: "number" as const,
      inputMode: "numeric" as const,
      min: bounds.min,
      max: bounds.max,
      step: bounds.step,
      value: draft ?? String(quantity),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const typed = event.target.value;
        // A value that is already a valid quantity (the arrow keys, the spinner, a finished number) counts at
        // once, so the price and what follows the quantity (linked accessories) follow it as it changes; any
        // other stays a draft until blur or Enter snaps it.
        const next = typed.trim() === "" ? Number.NaN : Number(typed);
        if (next === clampQuantity(next, bounds) && next !== latest.current) {
          latest.current = next;
          setCurrent(next);
        }
        setDraft(typed);
      },
      onBlur: () => {
        if (draft !== null) commit(Number(draft));
      },
      onKeyDown: (event: { key: string; preventDefault(): void }) => {
        if (event.key === "Enter" && draft !== null) {
          event.preventDefault();
          commit(Number(draft));
        }
      },
    }),
    getIncrementProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-input`,
      disabled: stepQuantity(quantity, 1, bounds) === quantity,
      onClick: increment,
    }),
    getDecrementProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-input`,
      disabled: stepQuantity(quantity, -1, bounds) === quantity,
      onClick: decrement,
    }),
  };
}

/** What {@link useQuantitySelector} returns. */
export type QuantitySelectorState = ReturnType<typeof useQuantitySelector>;
