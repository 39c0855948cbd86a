// @vitrine/cms/deferred public API: an element whose code loads on the shopper's first interaction (its own entry, so
// the element map stays lazy loaders only).
import { LazyPart } from "@vitrine/core/lazy-part";
import { createElement, lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import type { CmsElementComponent, CmsElementProps } from "./cms.registry";

/** The attribute on a deferred element's box while the page's server HTML holds it (see {@link deferCmsElement}). */
const DEFERRED = "data-cms-deferred";

/** What starts a deferred element's code in its slot: the pointer over it, a press, a touch, the focus. */
const BOX_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** What starts it anywhere on the page: the shopper's first press or key (a navigation or an update may follow). */
const PAGE_EVENTS = ["pointerdown", "keydown"] as const;

/** Shown only when React gave up the element's server HTML (an update reached it before it hydrated): load now. */
function LoadNow({ start }: { start: () => void }) {
  useEffect(start, [start]);
  return null;
}

/** A deferred element's box: what starts its code, its server HTML until then, the clicks kept meanwhile (`LazyPart`). */
function DeferredBox({ start, children }: { start: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    // The box takes no room (`display: contents`): the pointer over the element's slot starts it. Listened to on
    // the window, before React, which stops the events on a part that has not hydrated.
    const slot = box?.parentElement;
    const inSlot = (event: Event) => {
      if (event.target instanceof Node && slot?.contains(event.target)) start();
    };
    const options = { capture: true, passive: true };
    for (const type of BOX_EVENTS) window.addEventListener(type, inSlot, options);
    for (const type of PAGE_EVENTS) window.addEventListener(type, start, options);
    return () => {
      for (const type of BOX_EVENTS) window.removeEventListener(type, inSlot, options);
      for (const type of PAGE_EVENTS) window.removeEventListener(type, start, options);
      // The element leaves the page before its code came (another page): it loads for the next one.
      start();
    };
  }, [start]);
  return (
    <div ref={ref} style={{ display: "contents" }} {...{ [DEFERRED]: "" }}>
      <Suspense fallback={<LoadNow start={start} />}>
        <LazyPart>{children}</LazyPart>
      </Suspense>
    </div>
  );
}

/**
 * An element whose code is not needed at first paint (the product gallery's slider, thumbnails and zoom beyond the
 * first image): its server HTML shows, and the rest of the page hydrates without waiting for it. Its code loads on
 * the shopper's first interaction — the pointer over it, a press, a touch or the focus in it, or a press or key
 * anywhere on the page — and then hydrates it; a click on one of its buttons meanwhile is kept and replayed once it
 * works (`LazyPart`). Rendered in the browser without server HTML (a client-side navigation) it loads at once.
 */
export function deferCmsElement(load: () => Promise<CmsElementComponent>): CmsElementComponent {
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  // The server renders the element itself (its HTML is the page's first paint): its code is loaded at start.
  let server: CmsElementComponent | null = null;
  if (typeof document === "undefined")
    void load().then((Loaded) => {
      server = Loaded;
    });
  const Element = lazy(() => {
    // In the browser without a deferred element's server HTML to hydrate (a client-side navigation): at once.
    if (typeof document === "undefined" || !document.querySelector(`[${DEFERRED}]`)) start();
    return started.then(load).then((Loaded) => ({ default: Loaded }));
  });
  // The component is the element's box with the element in it: the server's copy, else the lazy one.
  return (props: CmsElementProps) => (
    <DeferredBox start={start}>{createElement(server ?? Element, props)}</DeferredBox>
  );
}
