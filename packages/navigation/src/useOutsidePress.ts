import { type RefObject, useEffect } from "react";

/** While `open`, a press (click or tap) outside `root` closes it: `setOpen(false)` (a disclosure's light dismiss). */
export function useOutsidePress(
  root: RefObject<Element | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [root, open, setOpen]);
}
