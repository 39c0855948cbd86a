import { VIEWPORT_CHANGE_DEBOUNCE_MS } from "./constants";
import { debounce } from "./debounce";

/** The viewport sizes of the shop, smallest first. */
export const VIEWPORT_SIZES = ["XS", "SM", "MD", "LG", "XL", "XXL"] as const;

/** A viewport size name: XS < 576 ≤ SM < 768 ≤ MD < 992 ≤ LG < 1200 ≤ XL < 1400 ≤ XXL (px). */
export type ViewportSize = (typeof VIEWPORT_SIZES)[number];

/** Smallest width, in px, at which each viewport size starts. */
export const VIEWPORT_BREAKPOINTS: Readonly<Record<ViewportSize, number>> = {
  XS: 0,
  SM: 576,
  MD: 768,
  LG: 992,
  XL: 1200,
  XXL: 1400,
};

/** The viewport size of a window `width` px wide. */
export function getViewport(width: number): ViewportSize {
  let size: ViewportSize = "XS";
  for (const name of VIEWPORT_SIZES) if (width >= VIEWPORT_BREAKPOINTS[name]) size = name;
  return size;
}

let current: ViewportSize | undefined;
const listeners = new Set<() => void>();
const readViewport = () => getViewport(window.innerWidth);
// One resize listener for the whole page, debounced so a window drag re-renders once, not at every pixel.
const onResize = debounce(() => {
  const next = readViewport();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}, VIEWPORT_CHANGE_DEBOUNCE_MS);

/** Subscribes to viewport size changes (debounced 200 ms); returns the unsubscribe function. Browser only. */
export function subscribeViewport(listener: () => void): () => void {
  if (!listeners.size) {
    // Resizes while nobody listened were not seen.
    current = readViewport();
    window.addEventListener("resize", onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    window.removeEventListener("resize", onResize);
    onResize.cancel();
  };
}

/** The current viewport size as last reported to subscribers. Browser only. */
export function getCurrentViewport(): ViewportSize {
  current ??= readViewport();
  return current;
}
