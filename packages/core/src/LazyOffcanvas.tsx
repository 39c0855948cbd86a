import { lazy, type ReactNode, Suspense, useState } from "react";
import type { OffcanvasProps } from "./Offcanvas";

// The dialog's code (`<Offcanvas>` and the dialog hook) is a chunk of its own, loaded at the first opening.
const Offcanvas = lazy(() => import("./Offcanvas").then((module) => ({ default: module.Offcanvas })));

/**
 * Whether `open` has been true at least once: a lazily loaded dialog mounts at its first opening and stays mounted
 * after it (for its close animation and to open at once the next time).
 */
export function useOpenedOnce(open: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(open));
  if (open && !opened) setOpened(true);
  return opened || Boolean(open);
}

/**
 * `<Offcanvas>` (controlled: `open` and `onOpenChange`) whose code loads when it first opens, so a page's first
 * paint carries none of it: for menus and panels that only a click shows. Give `returnFocusTo` (the opener): the
 * dialog mounts after the click that opened it.
 */
export function LazyOffcanvas(props: OffcanvasProps): ReactNode {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Offcanvas {...props} />
    </Suspense>
  );
}
