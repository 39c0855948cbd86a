import { changedBeforeHydration } from "@vitrine/core/react";
import type { LazyIsland } from "@vitrine/core/visible-island";
import { type ComponentType, lazy, useEffect, useState } from "react";

/** A hidden marker (`data-island-hydrated`) once the island has hydrated (the e2e tests wait for it). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    setDone(true);
    onHydrated();
  }, [onHydrated]);
  return done ? <span hidden data-island-hydrated="" /> : null;
}

/** What starts an island's load: a pointer over it, a press, a touch, the focus, a key, a change, a submit. */
const STARTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "change", "submit"];

/**
 * A part of the page whose code loads on the shopper's first interaction with it, shown with core's
 * `<VisibleIsland>` (its server HTML until the code has come and hydrated it; `data-island-hydrated` then). Until
 * then its forms work as they do without JavaScript; a submit made before the code arrived waits for it and is sent
 * by the hydrated form (natively, should the code not come). On a page rendered in the browser its code loads at once.
 */
export function lazyOnInteraction<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyIsland<P> {
  let release = () => {};
  let interacted = false;
  let waitingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let hydrated = false;
  // Listened for from the moment the page's code runs (React may come to the island only later).
  if (typeof document !== "undefined") {
    const start = (event: Event) => {
      if (hydrated || !(event.target instanceof Element)) return;
      if (!event.target.closest(`[data-visible-island="${name}"]`)) return;
      if (event.type === "submit" && event.target instanceof HTMLFormElement) {
        event.preventDefault();
        waitingSubmit = { form: event.target, submitter: (event as SubmitEvent).submitter };
      }
      interacted = true;
      release();
    };
    for (const type of STARTS) document.addEventListener(type, start, true);
  }
  const interaction = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      const element =
        typeof document === "undefined" ? null : document.querySelector(`[data-visible-island="${name}"]`);
      // Rendered in the browser, or the shopper was there before React came to the island (focus, a changed field).
      if (
        interacted ||
        !element ||
        element.contains(document.activeElement) ||
        [...element.querySelectorAll("input, select, textarea")].some(changedBeforeHydration)
      )
        resolve();
    });

  /** Once hydrated: the submit that waited for the code goes through the hydrated form. */
  const onHydrated = () => {
    hydrated = true;
    const submit = waitingSubmit;
    waitingSubmit = undefined;
    if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter);
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
