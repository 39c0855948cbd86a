import { type ReactNode, type RefObject, useLayoutEffect, useRef } from "react";

/** The attribute on a lazily loaded part of the page while its code has not hydrated it. */
export const LAZY_PENDING = "data-lazy-pending";

interface PendingClick {
  event: Event;
  button: HTMLButtonElement;
}

// Clicks on a pending part's buttons that React could not hand to a handler yet (it stops their propagation while
// the part waits for its code): kept until the part has hydrated, then clicked again.
const pending: PendingClick[] = [];
let listening = false;

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  // Before React's own listeners (on the root) in the capture phase: every click on a pending part's button.
  window.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      // A submit button posts its form without the code; a replayed click is not the shopper's.
      if (event.isTrusted && button?.type === "button" && button.closest(`[${LAZY_PENDING}]`))
        pending.push({ event, button });
    },
    true,
  );
  // A click that bubbles up to the window was handled only if React hydrated its part during the click (the part's
  // code had arrived; the part drops its attribute as it commits): nothing to replay then. A click still inside a
  // waiting part was dropped by React (on a slow phone the page around the part may still be hydrating, and React
  // lets such a click through without a handler), so it stays for the replay.
  window.addEventListener("click", (event) => {
    const index = pending.findIndex((click) => click.event === event);
    if (index >= 0 && !pending[index]?.button.closest(`[${LAZY_PENDING}]`)) pending.splice(index, 1);
  });
}

/**
 * Clicks the buttons of `root` that were clicked while it waited for its code, one per task, in their order; a
 * button in a part of its own that still waits (an accessories block in a product element) keeps its clicks until
 * that part has hydrated.
 */
function replay(root: Element) {
  root.removeAttribute(LAZY_PENDING);
  const next = () => {
    const index = pending.findIndex(
      (click) => root.contains(click.button) && !click.button.closest(`[${LAZY_PENDING}]`),
    );
    if (index < 0) return;
    const [{ button }] = pending.splice(index, 1) as [PendingClick];
    if (button.isConnected && !button.disabled) button.click();
    setTimeout(next);
  };
  // After the click under way (React may hydrate the part in its capture phase and handle it itself).
  setTimeout(next);
}

/**
 * A lazily loaded part of the page whose server HTML shows before its code arrives: spread the returned props on
 * the element around it (inside the part's own `Suspense` boundary, if it has one). Until the part has hydrated the
 * element carries `data-lazy-pending`, and a click on one of its buttons (which React drops while the code is on
 * its way) is kept and clicked again once the part works, so it is not lost. Fields typed into and boxes ticked
 * meanwhile keep their state by themselves (see `useTakeOver`); links and submit buttons work without the code.
 */
export function useLazyPart<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  [LAZY_PENDING]: "";
} {
  listen();
  const ref = useRef<T>(null);
  // As the part commits (before a click under way goes on to the window): its attribute goes, its clicks are replayed.
  // The attribute is taken off the element, not rendered away: a state update in a layout effect would render every
  // lazily loaded part again synchronously at the end of hydration, and run all of the page's effects in that same
  // long task. React leaves the attribute off: the rendered value never changes, so it never writes it again.
  useLayoutEffect(() => {
    if (ref.current) replay(ref.current);
  }, []);
  return { ref, [LAZY_PENDING]: "" };
}

/**
 * {@link useLazyPart} on an element of its own (`display: contents`, so it takes no room): put it around a lazily
 * loaded component, inside the component's `Suspense` boundary.
 */
export function LazyPart({ children }: { children: ReactNode }): ReactNode {
  return (
    <div style={{ display: "contents" }} {...useLazyPart<HTMLDivElement>()}>
      {children}
    </div>
  );
}
