// Page-wide bookkeeping of open dialogs: the one open off-canvas, the history entries dialogs own, and the
// scroll lock. Module state, touched only from effects and event handlers, never during render. Loaded with the
// first dialog: the popstate listener it answers is registered before (dialog.listener.ts, it must come before
// any router's); the history wrappers are installed when the first dialog pushes its entry.
import { dialogHandlers } from "./dialog.listener";

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
// History calls a router made while our own step back was under way: replayed once it has landed.
let held: (() => void)[] = [];
let waiting: (() => void)[] = [];
let heldTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * How long a router's history call waits for our own step back to land (ms). A browser that never reports the
 * step back (a popstate lost to a page freeze, a history.go() dropped) would otherwise hold the navigation for ever.
 */
export const HELD_NAVIGATION_TIMEOUT_MS = 1000;
/**
 * How long a link followed from a dialog waits for the router's push to take the closed dialog's entry (ms); without
 * one by then (a navigation that failed or was cancelled), the page steps back over the entry as after any close.
 */
export const LINK_NAVIGATION_TIMEOUT_MS = 3000;
// Set while a link followed from a dialog waits for the router's push (see expectNavigation).
let linkNavigation: ReturnType<typeof setTimeout> | undefined;

const stopExpectingNavigation = (): void => {
  clearTimeout(linkNavigation);
  linkNavigation = undefined;
};

// The browser's own pushState and replaceState (we wrap the page's).
let push: History["pushState"];
let replace: History["replaceState"];

const depthOf = (state: unknown): number =>
  Number((state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY]) || 0;

const marked = (state: unknown, depth: number): unknown =>
  depth ? { ...(typeof state === "object" ? state : null), [DIALOG_HISTORY_KEY]: depth } : state;

function settle(): void {
  clearTimeout(heldTimer);
  heldTimer = undefined;
  const calls = [...held, ...waiting];
  held = [];
  waiting = [];
  for (const call of calls) call();
}

function onPopState(event: PopStateEvent): void {
  // Our own history.go() after a close by Esc, button or backdrop: nobody else needs to hear of it.
  if (ownPops) {
    event.stopImmediatePropagation();
    if (!--ownPops) settle();
    return;
  }
  const left = entries.splice(depthOf(event.state));
  if (!left.length) return;
  // Back only left a dialog's entry (same URL): keep routers from treating it as a navigation.
  if (left[0]?.href === location.href) event.stopImmediatePropagation();
  for (const entry of left.reverse()) entry.onBack?.();
}

function dropReleasedEntries(): void {
  // A link's navigation follows: the router's push takes the closed dialog's entry instead of a step back.
  if (linkNavigation && entries.length === 1 && !entries[0]?.onBack) return;
  let count = 0;
  while (entries.length && !entries[entries.length - 1]?.onBack) {
    entries.pop();
    count++;
  }
  // Only step back while the page still stands on our entry; after a navigation it stands elsewhere.
  if (count && depthOf(history.state) === entries.length + count) {
    ownPops++;
    history.go(-count);
  }
}

/** Runs `call` now, or once our step back has landed when one is under way (it would undo the call). */
const afterStepBack = (call: () => void): void => {
  dropReleasedEntries();
  if (!ownPops) {
    call();
    return;
  }
  held.push(call);
  // The fallback: the step back is taken as landed after the timeout, and the held calls run.
  heldTimer ??= setTimeout(() => {
    ownPops = 0;
    settle();
  }, HELD_NAVIGATION_TIMEOUT_MS);
};

// The listener every page registers early hands popstate over to this module once a dialog has loaded it.
dialogHandlers.popstate = onPopState;

function listen(): void {
  listening = true;
  push = history.pushState;
  replace = history.replaceState;
  // A navigation (a router's push) while a dialog's entry is on top takes that entry's place: no "dialog open"
  // entry stays behind the new page, and a dialog still open gets a fresh entry on top of it.
  history.pushState = (state, unused, url) => {
    stopExpectingNavigation();
    const [entry] = entries;
    if (!ownPops && entry && !entries[1] && depthOf(history.state) === 1) {
      entries.length = 0;
      replace.call(history, state, unused, url);
      // A task later, when a link's close has been committed: only a dialog still open needs the entry.
      setTimeout(() => {
        if (entry.onBack && !entries[0]) {
          entry.href = location.href;
          entries.push(entry);
          push.call(history, marked(history.state, 1), "");
        }
      });
    } else afterStepBack(() => push.call(history, state, unused, url));
  };
  // A replace while a dialog's entry is on top keeps the entry's mark.
  history.replaceState = (state, unused, url) => {
    // A replace is the page's own entry's: step back to it first.
    stopExpectingNavigation();
    afterStepBack(() => replace.call(history, marked(state, depthOf(history.state)), unused, url));
  };
}

/**
 * Pushes a history entry for an opening dialog, so that Back closes it (`onBack`). An entry released in the
 * same task (one off-canvas replacing another, React's strict-mode re-run) is taken over instead.
 */
export function pushDialogHistoryEntry(onBack: () => void): DialogHistoryEntry {
  // A dialog opening instead of the link's navigation: its entry is a dialog's again (its close steps back).
  stopExpectingNavigation();
  const top = entries[entries.length - 1];
  if (top && !top.onBack && depthOf(history.state) === entries.length) {
    top.onBack = onBack;
    return top;
  }
  if (!listening) listen();
  const entry: DialogHistoryEntry = { onBack, href: location.href };
  entries.push(entry);
  push.call(history, marked(history.state, entries.length), "");
  return entry;
}

/**
 * Tells the history that the router navigates next (a link followed from a dialog, which the link closes): the
 * router's push then takes the closed dialog's entry, so the page never steps back under the router's feet. A router
 * that heard such a step back as Back (Next.js restores the old URL) would drop its navigation. Without a push
 * within {@link LINK_NAVIGATION_TIMEOUT_MS}, the page steps back over the entry as after any close.
 */
export function expectNavigation(): void {
  stopExpectingNavigation();
  linkNavigation = setTimeout(() => {
    linkNavigation = undefined;
    dropReleasedEntries();
  }, LINK_NAVIGATION_TIMEOUT_MS);
}
dialogHandlers.navigation = expectNavigation;

/** Gives an entry up when its dialog closes by other means than Back; the page steps back over it. */
export function releaseDialogHistoryEntry(entry: DialogHistoryEntry): void {
  entry.onBack = undefined;
  queueMicrotask(dropReleasedEntries);
}

/**
 * Resolves once the history has settled after dialogs closed: their entries are gone (stepped back over, or
 * taken by a navigation). Wait for it before a full page load from inside a dialog, so that the page's entry
 * follows the page where the dialog was opened.
 */
export const dialogHistorySettled = (): Promise<void> =>
  new Promise((resolve) =>
    // A task later: React has committed the close and released the entry by then.
    setTimeout(() => (ownPops ? waiting.push(resolve) : resolve())),
  );

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
