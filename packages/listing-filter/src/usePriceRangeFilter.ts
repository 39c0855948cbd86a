import { useEffect, useRef, useState } from "react";
import { FILTER_RANGE_INPUT_DELAY_MS } from "./constants";
import { type PriceRangeError, readPrice, validatePriceRange } from "./listing.range";

/** What {@link usePriceRangeFilter} returns: the two fields' texts, the error after idle input, and change handlers. */
export interface PriceRangeFields {
  min: string;
  max: string;
  /** The snippet key of the range error, once 500 ms have passed without input. */
  error?: PriceRangeError;
  /** Which fields are invalid (for `aria-invalid`). */
  invalid: { min: boolean; max: boolean };
  setMin(text: string): void;
  setMax(text: string): void;
  /** Both fields at once (what the shopper typed before the code came), checked as typed input is. */
  setRange(min: string, max: string): void;
}

const text = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * The price range fields: checked after 500 ms of idle input; a valid range is then applied
 * with `apply(min, max)`, an invalid one is not and its error is shown.
 */
export function usePriceRangeFilter(
  applied: { min: number | undefined; max: number | undefined },
  apply: (min: number | undefined, max: number | undefined) => void,
): PriceRangeFields {
  const [fields, setFields] = useState({ min: text(applied.min), max: text(applied.max) });
  // The fields as last changed, before React rendered them: two changes in one task (both fields autofilled, or
  // typed before the code came and handed over at hydration) each build on the one before.
  const latest = useRef(fields);
  const [check, setCheck] = useState<ReturnType<typeof validatePriceRange>>({
    invalid: { min: false, max: false },
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  // A range set elsewhere (a removed chip, Reset all, Back) shows in the fields.
  // At mount the fields show it already: nothing to render again.
  const shownRange = useRef(applied);
  useEffect(() => {
    if (shownRange.current.min === applied.min && shownRange.current.max === applied.max) return;
    shownRange.current = { min: applied.min, max: applied.max };
    clearTimeout(timer.current);
    latest.current = { min: text(applied.min), max: text(applied.max) };
    setFields(latest.current);
    setCheck({ invalid: { min: false, max: false } });
  }, [applied.min, applied.max]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (changed: { min?: string; max?: string }) => {
    const next = { ...latest.current, ...changed };
    latest.current = next;
    setFields(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const min = readPrice(next.min);
      const max = readPrice(next.max);
      const result = validatePriceRange(min, max);
      setCheck(result);
      if (!result.error && (min !== applied.min || max !== applied.max)) applyRef.current(min, max);
    }, FILTER_RANGE_INPUT_DELAY_MS);
  };

  return {
    ...fields,
    error: check.error,
    invalid: check.invalid,
    setMin: (min) => change({ min }),
    setMax: (max) => change({ max }),
    setRange: (min, max) => change({ min, max }),
  };
}
