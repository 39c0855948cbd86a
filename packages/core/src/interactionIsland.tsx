import { type ComponentType, lazy, useEffect, useRef, useState } from "react";
import { changedBeforeHydration } from "./useTakeOver";
import type { LazyIsland } from "./visibleIsland";

/**
 * What starts an island's load: a pointer over it; a press, a touch, the focus, a key, a change or a submit anywhere
 * on the page, or Back and Forward (popstate). Anywhere, because what a shopper does elsewhere may update the page around the island (a form's
 * answer, a navigation): an update in a transition that reaches an island still waiting for its code would wait
 * for that code too, and the page would not change until the shopper touched the island.
 */
const STARTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "change", "submit"];

/**
 * A hidden marker (`data-island-hydrated`) once the island has hydrated (the e2e tests wait for it); tells the
 * island which copy of it (its element) hydrated.
 */
function Hydrated({ onHydrated }: { onHydrated: (island: Element | null) => void }) {
  const [done, setDone] = useState(false);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => setDone(true), []);
  useEffect(() => {
    if (done) onHydrated(marker.current?.closest("[data-visible-island]") ?? null);
  }, [done, onHydrated]);
  return done ? <span ref={marker} hidden data-island-hydrated="" /> : null;
}

/**
 * A part of the page whose code loads on the shopper's first interaction with it, shown with
 * `<VisibleIsland>` (its server HTML until the code has come and hydrated it over that HTML, the same elements, so
 * the focus stays; `data-island-hydrated` then). An island may be on the page several times (a buy button per
 * listing card): the first interaction with any copy loads the code for all. Until then its forms work as they do
 * without JavaScript; a submit made before the code arrived waits for it and is sent by the hydrated form
 * (natively, should the code not come). On a page rendered in the browser its code loads at once.
 */
export function lazyOnInteraction<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyIsland<P> {
  const selector = `[data-visible-island="${name}"]`;
  let release = () => {};
  let interacted = false;
  let waitingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let hydrated = false;
  // Listened for from the moment the page's code runs (React may come to the island only later).
  if (typeof document !== "undefined") {
    const start = (event: Event) => {
      if (hydrated || !(event.target instanceof Element)) return;
      const inside = event.target.closest(selector) !== null;
      if (!inside && event.type === STARTS[0]) return;
      if (inside && event.type === "submit" && event.target instanceof HTMLFormElement) {
        event.preventDefault();
        waitingSubmit = { form: event.target, submitter: (event as SubmitEvent).submitter };
      }
      interacted = true;
      release();
    };
    for (const type of STARTS) document.addEventListener(type, start, true);
    // Back or Forward: the router's navigation is a transition that may reach the island too.
    addEventListener("popstate", () => {
      interacted = true;
      release();
    });
  }
  const interaction = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      const copies = typeof document === "undefined" ? [] : [...document.querySelectorAll(selector)];
      // Rendered in the browser, or the shopper was there before React came to the island (focus, a changed field).
      if (
        interacted ||
        !copies.length ||
        copies.some(
          (element) =>
            element.contains(document.activeElement) ||
            [...element.querySelectorAll("input, select, textarea")].some(changedBeforeHydration),
        )
      )
        resolve();
    });

  /** Once a copy has hydrated: the submit that waited for the code goes through its hydrated form. */
  const onHydrated = (island: Element | null) => {
    hydrated = true;
    const submit = waitingSubmit;
    if (!submit || (island && !island.contains(submit.form))) return;
    waitingSubmit = undefined;
    if (submit.form.isConnected) submit.form.requestSubmit(submit.submitter);
  };

  return {
    name,
    reveal: () => release(),
    Component: lazy(() =>
      interaction()
        .then(load)
        .then(
          (Loaded) => ({
            default: (props: P) => (
              <>
                <Loaded {...props} />
                <Hydrated onHydrated={onHydrated} />
              </>
            ),
          }),
          (error: unknown) => {
            // The code did not come (offline, a new deployment): a waiting submit goes as a plain form post.
            waitingSubmit?.form.submit();
            throw error;
          },
        ),
    ),
  };
}
