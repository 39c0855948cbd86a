import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from "react";

/** How far below the viewport an island starts loading, so that it has hydrated when the shopper gets there. */
const VISIBLE_MARGIN = "400px";

/** A part of the page whose code loads when it comes near the viewport: see {@link lazyWhenVisible}. */
export interface LazyIsland<P> {
  name: string;
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the code now (the island left the page, or React gave up its server HTML). */
  reveal: () => void;
  /** Set for an island of `lazyWhenVisible(…, { shown: true })`: leaving the page does not load its code. */
  shown?: boolean;
}

/** Options of {@link lazyWhenVisible}. */
export interface LazyWhenVisibleOptions {
  /**
   * For a part that only some viewports show (a desktop's inline filters): its code loads as soon as it is displayed
   * anywhere on the page, never while CSS hides it (`display: none`), and not when it leaves the page before (a
   * page that removes it where it is hidden). Without it, the code loads when the island comes within 400 px of the
   * viewport, or when it leaves the page (for the next one).
   */
  shown?: boolean;
}

/** A hidden marker (`data-island-hydrated`) once the island has hydrated: the e2e tests wait for it. */
function Hydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <span hidden data-island-hydrated="" /> : null;
}

/**
 * A part of the page below the fold (cross-selling) whose code loads only when it comes near the viewport, shown
 * with {@link VisibleIsland}. Until then its server HTML shows and works as it does without JavaScript (links, GET
 * and POST forms); it hydrates when its code has arrived. On a page rendered in the browser (a client navigation)
 * its code loads at once.
 */
export function lazyWhenVisible<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { shown }: LazyWhenVisibleOptions = {},
): LazyIsland<P> {
  let release = () => {};
  const visible = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      const element =
        typeof document === "undefined" ? null : document.querySelector(`[data-visible-island="${name}"]`);
      if (!element || typeof IntersectionObserver === "undefined") return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        // Shown: intersecting a viewport grown far beyond the page (never while `display: none` hides it).
        { rootMargin: shown ? "99999px" : `0px 0px ${VISIBLE_MARGIN}` },
      );
      observer.observe(element);
    });
  return {
    name,
    reveal: () => release(),
    shown,
    Component: lazy(() =>
      visible()
        .then(load)
        .then((Loaded) => ({
          default: (props: P) => (
            <>
              <Loaded {...props} />
              <Hydrated />
            </>
          ),
        })),
    ),
  };
}

/** Shown only when React gave up the island's server HTML (an update reached it before it hydrated): load now. */
function LoadNow({ reveal }: { reveal: () => void }) {
  useEffect(reveal, [reveal]);
  return null;
}

/** An island of {@link lazyWhenVisible} with its props: its server HTML until its code has come and hydrated. */
export function VisibleIsland<P extends object>({ island, props }: { island: LazyIsland<P>; props: P }) {
  const { name, Component, reveal, shown } = island;
  // The island leaves the page before it came into view (another page): its code loads for the next one.
  useEffect(() => (shown ? undefined : reveal), [reveal, shown]);
  return (
    <div data-visible-island={name}>
      <Suspense fallback={<LoadNow reveal={reveal} />}>
        <Component {...props} />
      </Suspense>
    </div>
  );
}
