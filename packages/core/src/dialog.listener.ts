// What of the dialogs' history bookkeeping every page needs before any dialog's code: the popstate listener, which
// must be registered before any router's, and the link's notice that the router navigates next. Both hand over to
// the registry (dialog.registry.ts), which loads with the first dialog; before that no dialog owns an entry and
// there is nothing to do.

/** The registry's handlers, set when it loads. */
export const dialogHandlers: { popstate?: (event: PopStateEvent) => void; navigation?: () => void } = {};

let installed = false;

/**
 * Registers the popstate listener, which must come before any router's: listeners on window run in the order they
 * were added (capture or not), and ours must run first to hide our own step back from the router, which would
 * otherwise take it for Back, reload the page's data and drop a navigation it has under way. Core's provider module
 * calls it when it loads, so it holds even when every dialog's code loads later (`LazyOffcanvas`, lazy panels).
 */
export function installDialogHistory(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("popstate", (event) => dialogHandlers.popstate?.(event), true);
}
installDialogHistory();

/** A link followed from a dialog: see the registry's `expectNavigation` (nothing to do before a dialog opened). */
export const expectNavigation = (): void => dialogHandlers.navigation?.();
