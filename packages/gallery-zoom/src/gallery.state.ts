// Pure gallery and carousel rules: no DOM, no React.
import { CAROUSEL_SWIPE_ANGLE, CAROUSEL_SWIPE_MIN_DISTANCE_PX, GALLERY_THUMBNAILS } from "./constants";

/** The slide after moving `by` from `index` among `count`, wrapping around when `loop` is on. */
export function moveSlide(index: number, by: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + by;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/**
 * The direction of a pointer movement: "next" for a swipe to the left, "previous" to the right, null when it
 * was a tap or more than CAROUSEL_SWIPE_ANGLE degrees off the horizontal (the page scrolls instead).
 */
export function swipeDirection(dx: number, dy: number): "next" | "previous" | null {
  if (Math.abs(dx) < CAROUSEL_SWIPE_MIN_DISTANCE_PX) return null;
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  if (angle > CAROUSEL_SWIPE_ANGLE) return null;
  return dx < 0 ? "next" : "previous";
}

/** The first of the GALLERY_THUMBNAILS visible thumbnails, so that the active one is shown and centred when it can be. */
export function thumbnailWindowStart(index: number, count: number, visible = GALLERY_THUMBNAILS): number {
  if (count <= visible) return 0;
  return Math.min(count - visible, Math.max(0, index - Math.floor(visible / 2)));
}

/** Background position (percent) of the magnifier's pane for a pointer at (x, y) inside a box. */
export function magnifierPosition(
  x: number,
  y: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const share = (value: number, size: number) =>
    size > 0 ? Math.min(100, Math.max(0, (value / size) * 100)) : 50;
  return { x: share(x, width), y: share(y, height) };
}
