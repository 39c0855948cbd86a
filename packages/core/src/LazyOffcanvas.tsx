import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import type { OffcanvasProps } from "./Offcanvas";

// The dialog's code (`<Offcanvas>` and the dialog hook) is a chunk of its own, loaded at the first opening.
// Pure: a shop whose shell imports this module for `OpenedOnce` or `lazyWithPreload` alone drops it (and the lazy
// import's preload list) when it renders no LazyOffcanvas.
const Offcanvas = /* @__PURE__ */ lazy(() =>
  import("./Offcanvas").then((module) => ({ default: module.Offcanvas })),
);

/**
 * A component whose code is a chunk of its own (`React.lazy` of `load`), and `preload`, which starts loading that
 * chunk before the component renders: when the pointer or the focus comes to what opens it. A failed preload
 * leaves nothing behind; the render loads again.
 */
export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
} {
  return {
    Component: lazy(load),
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

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
 * Renders its children (a lazily loaded panel) from the first time `open` is true on, and keeps them mounted after
 * it (see {@link useOpenedOnce}); nothing shows while their code loads.
 */
export function OpenedOnce({
  open,
  children,
}: {
  open: boolean | undefined;
  children: ReactNode;
}): ReactNode {
  if (!useOpenedOnce(open)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * `<Offcanvas>` (controlled: `open` and `onOpenChange`) whose code loads when it first opens, so a page's first
 * paint carries none of it: for menus and panels that only a click shows. Give `returnFocusTo` (the opener): the
 * dialog mounts after the click that opened it.
 */
export function LazyOffcanvas(props: OffcanvasProps): ReactNode {
  return (
    <OpenedOnce open={props.open}>
      <Offcanvas {...props} />
    </OpenedOnce>
  );
}
