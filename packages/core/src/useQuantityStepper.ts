import { type ChangeEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
import type { QuantityBounds } from "./quantity";
import { type QuantityRules, stepQuantity, typedQuantity } from "./quantitySteps";
import { useTakeOver } from "./useTakeOver";

/** Options of {@link useQuantityStepper}: the quantity, its bounds and what differs between quantity fields. */
export interface QuantityStepperOptions extends QuantityRules {
  /** The quantity the owner holds (a cart line's, the buy box's, an accessory's). */
  value: number;
  /** Minimum purchase, maximum purchase (may be `Infinity`) and purchase steps. */
  bounds: QuantityBounds;
  /** Called with a valid quantity, only when it differs from `value`. */
  onChange: (quantity: number) => void;
  /**
   * Whether a typed quantity that is already valid counts as it is typed (default true: the price and what follows
   * the quantity follow it); false: typed values count on blur or Enter only. Any other typed value is made valid
   * on blur or Enter.
   */
  liveTyping?: boolean;
  /**
   * Called instead of `onChange` when a typed value had to be made valid on blur or Enter, so the owner can tell
   * the shopper why it moved (it sets `snapped` itself).
   */
  onSnap?: (typed: number, snapped: number) => void;
}

/**
 * The one headless quantity stepper: "−", a spinbutton and "+" that follow the shop's quantity rules (min, max,
 * purchase steps, snapping onto the step grid, 0 as "not chosen" when allowed). ArrowUp and ArrowDown step by the
 * rules (not the browser's grid); a typed value counts as typed when valid, else it is made valid on blur or
 * Enter (which never submits). A value typed before hydration is taken over, not reset. When `value` moves under
 * the field (the server fitted or refused it), the field shows it instead of what was typed.
 */
export function useQuantityStepper({
  value,
  bounds,
  onChange,
  allowZero,
  liveTyping = true,
  onSnap,
}: QuantityStepperOptions) {
  const id = useId();
  const rules = { allowZero };
  const [draft, setDraft] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft !== null && Number(draft) !== value) setDraft(null);
  }
  const latest = useRef({ value, bounds, onChange, onSnap, allowZero });
  latest.current = { value, bounds, onChange, onSnap, allowZero };
  const set = useCallback((next: number) => {
    if (next !== latest.current.value) latest.current.onChange(next);
  }, []);
  const commit = useCallback(
    (typed: string) => {
      const { bounds, onSnap, allowZero } = latest.current;
      const number = typed.trim() === "" ? Number.NaN : Number(typed);
      const snapped = typedQuantity(number, bounds, { allowZero });
      setDraft(null);
      if (onSnap && snapped !== number) onSnap(number, snapped);
      else set(snapped);
    },
    [set],
  );
  const up = stepQuantity(value, 1, bounds, rules);
  const down = stepQuantity(value, -1, bounds, rules);
  const increment = () => {
    setDraft(null);
    set(up);
  };
  const decrement = () => {
    setDraft(null);
    set(down);
  };
  const input = useRef<HTMLInputElement>(null);
  // Typed while the scripts loaded: the field's text is the shopper's, so it counts as typed then.
  useTakeOver(input, (element) => commit(element.value));
  const inputId = `${id}-input`;

  return {
    /** The spinbutton's id (for a `label`'s `htmlFor` and the buttons' `aria-controls`). */
    inputId,
    quantity: value,
    canIncrement: up !== value,
    canDecrement: down !== value,
    increment,
    decrement,
    /** Sets a quantity as if typed and confirmed (made valid by the rules). */
    setQuantity: (quantity: number) => commit(String(quantity)),
    /** Spread on the number input. */
    inputProps: {
      ref: input,
      id: inputId,
      type: "number" as const,
      inputMode: "numeric" as const,
      min: allowZero ? 0 : bounds.min,
      max: Number.isFinite(bounds.max) ? bounds.max : undefined,
      step: bounds.step,
      value: draft ?? String(value),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const typed = event.currentTarget.value;
        setDraft(typed);
        if (!liveTyping || typed.trim() === "") return;
        const number = Number(typed);
        if (number === typedQuantity(number, latest.current.bounds, rules)) set(number);
      },
      onBlur: () => {
        if (draft !== null) commit(draft);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const move = { ArrowUp: increment, ArrowDown: decrement }[event.key];
        if (move) {
          event.preventDefault();
          move();
        } else if (event.key === "Enter" && draft !== null) {
          event.preventDefault();
          commit(draft);
        }
      },
    },
    /** Spread on the "+" button, with its accessible name. */
    getIncrementProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": inputId,
      disabled: up === value,
      onClick: increment,
    }),
    /** Spread on the "−" button, with its accessible name. */
    getDecrementProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": inputId,
      disabled: down === value,
      onClick: decrement,
    }),
  };
}

/** What {@link useQuantityStepper} returns. */
export type QuantityStepperControls = ReturnType<typeof useQuantityStepper>;
