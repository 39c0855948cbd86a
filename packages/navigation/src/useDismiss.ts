import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect } from "react";

/**
 * A disclosure's light dismiss (the language list, the account dropdown): while `open`, a press (click or tap)
 * outside `root` or the focus moving out of it closes it, and Escape inside it closes it and gives focus back to
 * its button. Returns the handlers for `root` (or for the panel inside it).
 */
export function useDismiss(
  root: RefObject<Element | null>,
  button: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
): { onKeyDown: (event: KeyboardEvent) => void; onBlur: (event: FocusEvent) => void } {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [root, open, setOpen]);
  return {
    onKeyDown: (event) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (next && !root.current?.contains(next)) setOpen(false);
    },
  };
}
