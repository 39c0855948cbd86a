// Page-wide bookkeeping of open dialogs: the one open off-canvas, the history entries dialogs own, and the
// scroll lock. Module state, touched only from effects and event handlers (never at import or during render).

/** The key in `history.state` that marks an entry pushed by an open dialog; its value is the entry's depth. */
export const DIALOG_HISTORY_KEY = "vitrineDialog";

/** A history entry an open dialog owns; `onBack` runs when the shopper leaves it with Back. */
export interface DialogHistoryEntry {
  onBack: (() => void) | undefined;
  href: string;
}

let closeOpenOffcanvas: (() => void) | undefined;

/** Makes `close` the one open off-canvas, closing the one open before it; returns the unregister function. */
export function claimOffcanvas(close: () => void): () => void {
  const previous = closeOpenOffcanvas;
  closeOpenOffcanvas = close;
  if (previous && previous !== close) previous();
  return () => {
    if (closeOpenOffcanvas === close) closeOpenOffcanvas = undefined;
  };
}

const entries: DialogHistoryEntry[] = [];
let ownPops = 0;
let listening = false;

const depthOf = (state: unknown): number =>
  Number((state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY]) || 0;

function onPopState(event: PopStateEvent): void {
  // Our own history.go() after a close by Esc, button or backdrop: nobody else needs to hear of it.
  if (ownPops) {
    ownPops--;
    event.stopImmediatePropagation();
    return;
  }
  const left = entries.splice(depthOf(event.state));
  if (!left.length) return;
  // Back only left a dialog's entry (same URL): keep routers from treating it as a navigation.
  if (left[0]?.href === location.href) event.stopImmediatePropagation();
  for (const entry of left.reverse()) entry.onBack?.();
}

function dropReleasedEntries(): void {
  let count = 0;
  while (entries.length && !entries[entries.length - 1]?.onBack) {
    entries.pop();
    count++;
  }
  // Only step back while the page still stands on our entry; after a link click the router has moved on.
  if (count && depthOf(history.state) === entries.length + count) {
    ownPops++;
    history.go(-count);
  }
}

/**
 * Pushes a history entry for an opening dialog, so that Back closes it (`onBack`). An entry released in the
 * same task (one off-canvas replacing another, React's strict-mode re-run) is taken over instead.
 */
export function pushDialogHistoryEntry(onBack: () => void): DialogHistoryEntry {
  const top = entries[entries.length - 1];
  if (top && !top.onBack && depthOf(history.state) === entries.length) {
    top.onBack = onBack;
    return top;
  }
  if (!listening) {
    listening = true;
    // Capture phase: at the window, capture listeners run before a router's ordinary popstate listener.
    window.addEventListener("popstate", onPopState, true);
  }
  const entry: DialogHistoryEntry = { onBack, href: location.href };
  entries.push(entry);
  const state: unknown = history.state;
  history.pushState(
    { ...(typeof state === "object" ? state : null), [DIALOG_HISTORY_KEY]: entries.length },
    "",
  );
  return entry;
}

/** Gives an entry up when its dialog closes by other means than Back; the page steps back over it. */
export function releaseDialogHistoryEntry(entry: DialogHistoryEntry): void {
  entry.onBack = undefined;
  queueMicrotask(dropReleasedEntries);
}

let scrollLocks = 0;
let overflowBefore = "";

/** Stops the page behind open dialogs from scrolling; returns the unlock function. */
export function lockPageScroll(): () => void {
  const { style } = document.documentElement;
  if (!scrollLocks++) {
    overflowBefore = style.overflow;
    style.overflow = "hidden";
  }
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    if (!--scrollLocks) style.overflow = overflowBefore;
  };
}
