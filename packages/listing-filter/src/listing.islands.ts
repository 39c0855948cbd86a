/**
 * Parts of the listing whose server HTML still waits for its code (the inline filter panel on MD and up, whose code
 * loads as soon as it shows). While one waits, the listing's changes (its state, the shop's navigation) are held and
 * render once it has hydrated: an update reaching the waiting part (any changed context above it does, even in a
 * transition) makes React throw its server HTML away for a fresh render: the part would blink, and what the shopper
 * did in it meanwhile (a ticked box) would be lost.
 */
export interface WaitingIsland {
  hydrated: boolean;
}

const waiting = new Set<WaitingIsland>();
/**
 * Whether a waiting part's code is on its way (it shows: see `islandCodeLoading`). A part whose code never loads
 * (hidden by the shop's CSS, a closed disclosure) holds nothing: a change reaching it makes React render it afresh.
 */
let loading = false;
/** The listing's changes held while a part waits for its code. */
const held: (() => void)[] = [];

/** Runs a listing change (its state, the shop's navigation) now, or once no part waits for its code any more. */
export function updateListing(update: () => void): void {
  if (loading && waiting.size) held.push(update);
  else update();
}

const release = () => {
  if (!waiting.size) for (const update of held.splice(0)) update();
};

/** A waiting part's code has started loading: from now on the listing's changes wait for it. */
export function islandCodeLoading(): void {
  loading = true;
}

/** Registers a part until it has hydrated; returns what removes it (the part left the page). */
export function waitForIsland(island: WaitingIsland): (() => void) | undefined {
  if (island.hydrated) return;
  waiting.add(island);
  return () => {
    waiting.delete(island);
    release();
  };
}

/** The part has hydrated: the listing's changes render at once again. */
export function islandHydrated(island: WaitingIsland): void {
  island.hydrated = true;
  waiting.delete(island);
  release();
}
