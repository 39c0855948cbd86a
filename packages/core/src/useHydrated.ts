import { useClientValue } from "./useClientValue";

const subscribe = (): (() => void) => () => {};
const scriptsRun = () => true;

/**
 * False on the server and while React hydrates the server HTML, true from then on: a component renders its
 * no-JavaScript form (a link, a native disclosure) until its script can take over. After hydration the switch
 * renders as a transition, so it never adds a synchronous render to the hydration's task.
 */
export function useHydrated(): boolean {
  return useClientValue(subscribe, scriptsRun, false);
}
