import { describe, expect, it } from "vitest";
import { ZOOM_STEPS, ZOOM_WHEEL_DIVISOR } from "./constants";
import {
  canPan,
  clampPan,
  clampScale,
  maxZoomScale,
  panBy,
  panLimits,
  pinchZoom,
  toggleZoom,
  wheelZoom,
  zoomBounds,
  zoomIn,
  zoomOut,
  zoomStepSize,
} from "./zoom.math";

describe("Zoom: scale between 1 and a maximum (twice natural size relative to displayed size)", () => {
  it("the maximum is twice the natural size relative to the displayed size", () => {
    expect(maxZoomScale(1600, 800)).toBe(4);
    expect(maxZoomScale(1600, 400)).toBe(8);
    expect(maxZoomScale(1200, 600)).toBe(4);
  });

  it("the maximum is never below 1 (an image shown at twice its natural size does not zoom)", () => {
    expect(maxZoomScale(300, 800)).toBe(1);
    expect(maxZoomScale(0, 800)).toBe(1);
    expect(maxZoomScale(1600, 0)).toBe(1);
  });

  it("clamps the scale to 1 and the maximum", () => {
    expect(clampScale(0.2, 4)).toBe(1);
    expect(clampScale(9, 4)).toBe(4);
    expect(clampScale(2.5, 4)).toBe(2.5);
    expect(clampScale(Number.NaN, 4)).toBe(1);
  });

  it(`goes from 1 to the maximum in ${ZOOM_STEPS} steps and back`, () => {
    const max = 4;
    expect(zoomStepSize(max)).toBeCloseTo(0.6);
    let scale = 1;
    const seen: number[] = [];
    for (let step = 0; step < ZOOM_STEPS; step++) {
      scale = zoomIn(scale, max);
      seen.push(scale);
    }
    expect(seen.slice(0, 4).every((value) => value < max)).toBe(true);
    expect(scale).toBe(max);
    expect(zoomIn(scale, max)).toBe(max);
    for (let step = 0; step < ZOOM_STEPS; step++) scale = zoomOut(scale, max);
    expect(scale).toBe(1);
    expect(zoomOut(scale, max)).toBe(1);
  });

  it("five steps reach the maximum exactly even when the step is not a round number", () => {
    const max = maxZoomScale(1600, 700);
    let scale = 1;
    for (let step = 0; step < ZOOM_STEPS; step++) scale = zoomIn(scale, max);
    expect(scale).toBe(max);
  });

  it("reset, zoom-out and zoom-in buttons are disabled at the bounds", () => {
    expect(zoomBounds(1, 4)).toEqual({ canZoomIn: true, canZoomOut: false, canReset: false });
    expect(zoomBounds(2.2, 4)).toEqual({ canZoomIn: true, canZoomOut: true, canReset: true });
    expect(zoomBounds(4, 4)).toEqual({ canZoomIn: false, canZoomOut: true, canReset: true });
    expect(zoomBounds(1, 1)).toEqual({ canZoomIn: false, canZoomOut: false, canReset: false });
  });

  it(`mouse wheel: the delta is divided by ${ZOOM_WHEEL_DIVISOR} (wheel up zooms in, down zooms out)`, () => {
    expect(ZOOM_WHEEL_DIVISOR).toBe(800);
    expect(wheelZoom(1, -400, 4)).toBeCloseTo(1.5);
    expect(wheelZoom(2, 400, 4)).toBeCloseTo(1.5);
    expect(wheelZoom(2, -100, 4)).toBeCloseTo(2.125);
    expect(wheelZoom(1, 100, 4)).toBe(1);
    expect(wheelZoom(3.9, -800, 4)).toBe(4);
  });

  it("pinch scales with the distance between the two pointers, within the bounds", () => {
    expect(pinchZoom(1, 100, 200, 4)).toBe(2);
    expect(pinchZoom(2, 200, 100, 4)).toBe(1);
    expect(pinchZoom(2, 100, 1000, 4)).toBe(4);
    expect(pinchZoom(2, 0, 100, 4)).toBe(2);
  });

  it("double-tap toggles between 1 and the maximum", () => {
    expect(toggleZoom(1, 4)).toBe(4);
    expect(toggleZoom(4, 4)).toBe(1);
    expect(toggleZoom(2.2, 4)).toBe(1);
  });
});

describe("Zoom: panning stays inside the image", () => {
  it("pan bounds grow with the scale (half of the overflow each way)", () => {
    expect(panLimits(1, 800, 600)).toEqual({ x: 0, y: 0 });
    expect(panLimits(2, 800, 600)).toEqual({ x: 400, y: 300 });
  });

  it("clamps a drag to the pan bounds", () => {
    expect(clampPan({ x: 900, y: -900 }, 2, 800, 600)).toEqual({ x: 400, y: -300 });
    expect(clampPan({ x: 50, y: 20 }, 1, 800, 600)).toEqual({ x: 0, y: 0 });
  });

  it("pan buttons and arrow keys move a tenth of the image and stop at the bounds", () => {
    const offset = panBy({ x: 0, y: 0 }, "left", 2, 800, 600);
    expect(offset).toEqual({ x: 80, y: 0 });
    expect(panBy({ x: 0, y: 0 }, "down", 2, 800, 600)).toEqual({ x: 0, y: -60 });
    expect(panBy({ x: 390, y: 0 }, "left", 2, 800, 600)).toEqual({ x: 400, y: 0 });
    expect(canPan({ x: 400, y: 0 }, "left", 2, 800, 600)).toBe(false);
    expect(canPan({ x: 400, y: 0 }, "right", 2, 800, 600)).toBe(true);
    expect(canPan({ x: 0, y: 0 }, "up", 1, 800, 600)).toBe(false);
  });
});
