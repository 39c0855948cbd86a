import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * Whether the shopper changed a server-rendered form control before hydration: a field typed into or a box
 * ticked. React keeps such a control's live state when it hydrates but records what it rendered as the default
 * (`defaultValue`, `defaultChecked`, `defaultSelected`), so the two differ.
 */
export function changedBeforeHydration(element: Element): boolean {
  if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio"))
    return element.checked !== element.defaultChecked;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) {
    const options = [...element.options];
    if (element.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single select without a default shows its first option.
    const defaults = options.filter((option) => option.defaultSelected);
    const shown = defaults.at(-1) ?? options[0];
    return shown !== undefined && !shown.selected;
  }
  return false;
}

const NEVER_CHANGES = () => () => {};

/**
 * Takes over what the shopper did to a control that works before hydration (a field typed into, a box ticked, a
 * native disclosure opened while the scripts loaded): once, right after the component mounted, `adopt` gets the
 * element when `changed(element)` says its state is not the one rendered, so the component's state follows the
 * page instead of resetting it. A component mounted on the client (no server HTML) is never changed.
 */
export function useTakeOver<T extends Element>(
  ref: RefObject<T | null>,
  adopt: (element: T) => void,
  changed: (element: T) => boolean = changedBeforeHydration,
): void {
  const latest = useRef({ adopt, changed });
  latest.current = { adopt, changed };
  // Only a control that hydrates server HTML (also late, in a Suspense boundary whose code came after the page's)
  // can hold what the shopper did before: React reads the server snapshot while it hydrates. A control rendered on
  // the client (a client-side navigation, a panel opened later) was never touched, and a client render leaves
  // defaults unset that a server render writes (a select's `selected` attribute), so comparing with them would see
  // changes nobody made.
  // The client snapshot answers what the server snapshot answered before: React's check right after hydration then
  // finds it unchanged. (A client snapshot that differs from the server's makes React render the component again,
  // synchronously, in the long task at the end of hydration, and run every effect of the page in that task.)
  const [instance] = useState({ hydrated: false });
  const hydrating = useRef(
    useSyncExternalStore(
      NEVER_CHANGES,
      () => instance.hydrated,
      () => {
        instance.hydrated = true;
        return true;
      },
    ),
  );
  useEffect(() => {
    const element = ref.current;
    if (hydrating.current && element && latest.current.changed(element)) latest.current.adopt(element);
  }, [ref]);
}
