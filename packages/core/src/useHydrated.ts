import { useSyncExternalStore } from "react";

const subscribe = (): (() => void) => () => {};

/**
 * False on the server and while React hydrates the server HTML, true from then on: a component renders its
 * no-JavaScript form (a link, a native disclosure) until its script can take over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
