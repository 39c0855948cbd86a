// Pure zoom arithmetic of the zoom modal: no DOM, no React.
import { ZOOM_MAX_NATURAL_FACTOR, ZOOM_PAN_STEP_FRACTION, ZOOM_STEPS, ZOOM_WHEEL_DIVISOR } from "./constants";

/** A translation of the zoomed image in px, from its centred position. */
export interface PanOffset {
  x: number;
  y: number;
}

/** Rounding noise below this is treated as equality (five steps of a float add up). */
const EPSILON = 1e-6;

/** The maximum scale: twice the natural size relative to the displayed size, never below 1. */
export function maxZoomScale(naturalWidth: number, displayedWidth: number): number {
  if (!(naturalWidth > 0) || !(displayedWidth > 0)) return 1;
  return Math.max(1, (ZOOM_MAX_NATURAL_FACTOR * naturalWidth) / displayedWidth);
}

/** Keeps a scale between 1 and `max`, snapping values within rounding noise of a bound onto it. */
export function clampScale(scale: number, max: number): number {
  if (!Number.isFinite(scale) || scale <= 1 + EPSILON) return 1;
  if (scale >= max - EPSILON) return max;
  return scale;
}

/** The size of one zoom step: the way from 1 to `max` in ZOOM_STEPS steps. */
export function zoomStepSize(max: number): number {
  return (max - 1) / ZOOM_STEPS;
}

/** The scale after one "Zoom in". */
export function zoomIn(scale: number, max: number): number {
  return clampScale(scale + zoomStepSize(max), max);
}

/** The scale after one "Zoom out". */
export function zoomOut(scale: number, max: number): number {
  return clampScale(scale - zoomStepSize(max), max);
}

/** The scale after a mouse wheel turn: the delta divided by ZOOM_WHEEL_DIVISOR; scrolling up zooms in. */
export function wheelZoom(scale: number, deltaY: number, max: number): number {
  return clampScale(scale - deltaY / ZOOM_WHEEL_DIVISOR, max);
}

/** The scale of a pinch: the scale at its start times how much the two pointers moved apart. */
export function pinchZoom(startScale: number, startDistance: number, distance: number, max: number): number {
  if (!(startDistance > 0)) return clampScale(startScale, max);
  return clampScale((startScale * distance) / startDistance, max);
}

/** Double-tap or double-click: from 1 to the maximum, from anything else back to 1. */
export function toggleZoom(scale: number, max: number): number {
  return scale <= 1 + EPSILON ? max : 1;
}

/** Which zoom buttons work at a scale: zoom in below the maximum, zoom out and reset above 1. */
export function zoomBounds(
  scale: number,
  max: number,
): { canZoomIn: boolean; canZoomOut: boolean; canReset: boolean } {
  return {
    canZoomIn: scale < max - EPSILON,
    canZoomOut: scale > 1 + EPSILON,
    canReset: scale > 1 + EPSILON,
  };
}

/** How far the image may move each way at a scale, so that no empty space shows (origin in the centre). */
export function panLimits(scale: number, width: number, height: number): PanOffset {
  return { x: Math.max(0, ((scale - 1) * width) / 2), y: Math.max(0, ((scale - 1) * height) / 2) };
}

/** Keeps an offset inside the pan limits of a scale. */
export function clampPan(offset: PanOffset, scale: number, width: number, height: number): PanOffset {
  const limit = panLimits(scale, width, height);
  const clamp = (value: number, bound: number) => Math.min(bound, Math.max(-bound, value)) || 0;
  return { x: clamp(offset.x, limit.x), y: clamp(offset.y, limit.y) };
}

/** Directions of the pan buttons and arrow keys; "left" shows more of the image's left side. */
export type PanDirection = "left" | "right" | "up" | "down";

/** Each direction's axis and sign: "left" moves the image to the right (+x), so its left side shows. */
const PAN_AXES: Record<PanDirection, [axis: keyof PanOffset, sign: 1 | -1]> = {
  left: ["x", 1],
  right: ["x", -1],
  up: ["y", 1],
  down: ["y", -1],
};

/** The offset after one pan button press or arrow key, clamped to the limits. */
export function panBy(
  offset: PanOffset,
  direction: PanDirection,
  scale: number,
  width: number,
  height: number,
): PanOffset {
  const [axis, sign] = PAN_AXES[direction];
  const moved = { ...offset };
  moved[axis] += sign * (axis === "x" ? width : height) * ZOOM_PAN_STEP_FRACTION;
  return clampPan(moved, scale, width, height);
}

/** Whether the image can still move in a direction (the pan button is disabled otherwise). */
export function canPan(
  offset: PanOffset,
  direction: PanDirection,
  scale: number,
  width: number,
  height: number,
): boolean {
  const [axis, sign] = PAN_AXES[direction];
  return sign * offset[axis] < panLimits(scale, width, height)[axis] - EPSILON;
}
