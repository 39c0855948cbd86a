import { useTakeOver } from "@vitrine/core/react";
import { type SyntheticEvent, useRef } from "react";

/**
 * A native disclosure (`details`) rendered before hydration, whose open state `setOpen` follows: what the shopper
 * did before the scripts ran (a tap that unfolded it) is taken over once, and every toggle after it.
 */
export function useNativeDisclosure(setOpen: (open: boolean) => void) {
  const ref = useRef<HTMLDetailsElement>(null);
  useTakeOver(
    ref,
    () => setOpen(true),
    (details) => details.open,
  );
  return { ref, onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open) };
}
