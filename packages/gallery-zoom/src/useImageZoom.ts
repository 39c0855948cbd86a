import { useReducedMotion } from "@vitrine/core/react";
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  type WheelEvent,
} from "react";
import { ZOOM_TRANSITION_MS } from "./constants";
import {
  canPan,
  clampPan,
  maxZoomScale,
  type PanDirection,
  type PanOffset,
  panBy,
  pinchZoom,
  toggleZoom,
  wheelZoom,
  zoomBounds,
  zoomIn,
  zoomOut,
} from "./zoom.math";

const CENTRE: PanOffset = { x: 0, y: 0 };
const ARROW_PAN: Record<string, PanDirection> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

/** Zoom state of one image: scale, pan, bounds, and prop getters for the stage and the image. */
export function useImageZoom({ naturalWidth }: { naturalWidth?: number } = {}) {
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState<PanOffset>(CENTRE);
  const [size, setSize] = useState({ width: 0, height: 0, natural: naturalWidth ?? 0 });
  const [dragging, setDragging] = useState(false);
  const reducedMotion = useReducedMotion();
  const imageRef = useRef<HTMLImageElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);

  /** The distance between the two pointers of a pinch. */
  const pointerDistance = () => {
    const [a, b] = [...pointers.current.values()] as [PanOffset, PanOffset];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  const max = maxZoomScale(size.natural, size.width);
  const bounds = zoomBounds(scale, max);

  const measure = useCallback(() => {
    const image = imageRef.current;
    if (!image) return;
    setSize({
      width: image.offsetWidth,
      height: image.offsetHeight,
      natural: image.naturalWidth || naturalWidth || 0,
    });
  }, [naturalWidth]);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const applyScale = (next: number) => {
    setScale(next);
    setOffset((current) => clampPan(current, next, size.width, size.height));
  };

  const reset = useCallback(() => {
    setScale(1);
    setOffset(CENTRE);
  }, []);
  const zoomInOnce = () => applyScale(zoomIn(scale, max));
  const zoomOutOnce = () => applyScale(zoomOut(scale, max));
  const pan = (direction: PanDirection) =>
    setOffset((current) => panBy(current, direction, scale, size.width, size.height));
  /** The stage's zoom keys: plus (and "=", plus without Shift), minus, 0 resets. */
  const zoomKeys: Record<string, () => void> = {
    "+": zoomInOnce,
    "=": zoomInOnce,
    "-": zoomOutOnce,
    "0": reset,
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (!pointers.current.size) setDragging(false);
  };
  const canPanTo = (direction: PanDirection) => canPan(offset, direction, scale, size.width, size.height);

  return {
    scale,
    ...bounds,
    zoomIn: zoomInOnce,
    zoomOut: zoomOutOnce,
    reset,
    pan,
    canPan: canPanTo,
    /** Measures again (call after the image changed). */
    measure,
    /** The focusable stage: wheel, pinch, drag, double-tap, arrow keys (pan) and +, -, 0 (zoom). */
    getStageProps: (label: string) => ({
      role: "group" as const,
      "aria-label": label,
      tabIndex: 0,
      "data-state": scale > 1 ? "zoomed" : "fit",
      "data-dragging": dragging || undefined,
      style: { touchAction: "none" as const },
      onWheel: (event: WheelEvent<HTMLElement>) => applyScale(wheelZoom(scale, event.deltaY, max)),
      onDoubleClick: () => {
        if (Date.now() - lastTap.current < 50) return;
        applyScale(toggleZoom(scale, max));
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const direction = ARROW_PAN[event.key];
        const action = direction && scale > 1 ? () => pan(direction) : zoomKeys[event.key];
        if (action) {
          event.preventDefault();
          action();
        }
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        try {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // A pointer the browser no longer tracks (synthetic or already lifted): dragging works without capture.
        }
        if (pointers.current.size === 2) {
          pinch.current = { distance: pointerDistance(), scale };
        } else if (event.pointerType === "touch") {
          // Double-tap on touch (the browser's dblclick does not fire there reliably).
          const now = Date.now();
          if (now - lastTap.current < 300) {
            applyScale(toggleZoom(scale, max));
            lastTap.current = now;
            return;
          }
          lastTap.current = now;
        }
        setDragging(scale > 1);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const previous = pointers.current.get(event.pointerId);
        if (!previous) return;
        const point = { x: event.clientX, y: event.clientY };
        pointers.current.set(event.pointerId, point);
        if (pinch.current && pointers.current.size === 2) {
          applyScale(pinchZoom(pinch.current.scale, pinch.current.distance, pointerDistance(), max));
        } else if (scale > 1) {
          setOffset((current) =>
            clampPan(
              { x: current.x + point.x - previous.x, y: current.y + point.y - previous.y },
              scale,
              size.width,
              size.height,
            ),
          );
        }
      },
      // A lifted or cancelled pointer ends the pinch; the last one ends the drag.
      onPointerUp: end,
      onPointerCancel: end,
    }),
    /** The zoomed image: ref for measuring, transform and the 350 ms transition (none while dragging). */
    getImageProps: () => ({
      ref: imageRef,
      onLoad: measure,
      draggable: false,
      style: {
        transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
        transition: reducedMotion || dragging ? "none" : `transform ${ZOOM_TRANSITION_MS}ms ease`,
      },
    }),
  };
}

/** What {@link useImageZoom} returns. */
export type ImageZoom = ReturnType<typeof useImageZoom>;
