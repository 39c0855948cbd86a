import { startTransition, useEffect, useLayoutEffect, useState } from "react";

/** Set by the first effect of the VitrineProvider or of any consumer: from then on components mount in a page that
 * already hydrated. */
let pageHydrated = false;

/** Called by the VitrineProvider once the page has hydrated (its first effect); tests start a new page with false. */
export function markPageHydrated(hydrated = true): void {
  pageHydrated = hydrated;
}

/**
 * A browser-only value that the server cannot know (the viewport, "scripts run"), like `useSyncExternalStore`
 * with a server snapshot, but cheaper to hydrate: the switch from the server's value to the browser's after
 * hydration, and every later change, render as a transition (time-sliced, in the background). With
 * `useSyncExternalStore` each differing snapshot forces a synchronous re-render right after the hydration commit,
 * and every pending update of the page is rendered with it, in one long task.
 *
 * The first render always shows `serverValue`, so hydration never mismatches, also inside a Suspense boundary
 * that hydrates late. A component mounted after hydration (a client-side navigation, a lazily opened panel) gets
 * the browser's value before the browser paints. The value is plain data (not a function, as for `useState`).
 */
export function useClientValue<T>(
  subscribe: (onChange: () => void) => () => void,
  clientValue: () => T,
  serverValue: T,
): T {
  const [value, setValue] = useState(serverValue);
  const [mountedHydrated] = useState(() => pageHydrated);

  // Mounted in a hydrated page: nothing to hydrate, so the browser's value at once (before paint).
  useLayoutEffect(() => {
    if (mountedHydrated) setValue(clientValue());
  }, [mountedHydrated, clientValue]);

  useEffect(() => {
    pageHydrated = true;
    const update = () => {
      const next = clientValue();
      startTransition(() => setValue(next));
    };
    // Subscribed first: a store may refresh its value for its first subscriber.
    const unsubscribe = subscribe(update);
    update();
    return unsubscribe;
  }, [subscribe, clientValue]);

  return value;
}
