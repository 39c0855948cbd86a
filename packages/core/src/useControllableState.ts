import { useCallback, useRef, useState } from "react";

/**
 * A value that is controlled when `value` is defined at mount (the owner holds it, `onChange` asks for changes)
 * and the hook's own state otherwise (starting at `defaultValue`). Decided once, at mount: a callback alone
 * never makes it controlled, and a controlled value that becomes `undefined` does not turn it uncontrolled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [controlled] = useState(value !== undefined);
  const [own, setOwn] = useState<T>(defaultValue);
  const current = controlled ? (value as T) : own;
  const latest = useRef({ current, onChange });
  latest.current = { current, onChange };
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current.current)) return;
      if (!controlled) setOwn(() => next);
      latest.current.onChange?.(next);
    },
    [controlled],
  );
  return [current, set];
}
