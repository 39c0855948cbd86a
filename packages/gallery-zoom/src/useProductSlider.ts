import { useReducedMotion } from "@vitrine/core/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CAROUSEL_AUTOPLAY_TIMEOUT_MS, CAROUSEL_SPEED_MS } from "./constants";

/** Options of {@link useProductSlider}. */
export interface UseProductSliderOptions {
  /** Slide on by itself (default off); a visible button pauses it (WCAG 2.2.2). */
  autoplay?: boolean;
  /** Time between automatic slides in ms (default 5000). */
  autoplayTimeout?: number;
  /** Scroll animation in ms (default 300; none with reduced motion). */
  speed?: number;
}

/** Scrolls `element` to `left` over `duration` ms (at once when 0). */
function animateScroll(element: HTMLElement, left: number, duration: number): void {
  if (duration <= 0 || typeof requestAnimationFrame === "undefined") {
    element.scrollLeft = left;
    return;
  }
  const from = element.scrollLeft;
  const start = performance.now();
  // Scroll snapping would fight every frame of the animation: off while it runs.
  element.style.scrollSnapType = "none";
  const frame = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    const eased = 1 - (1 - progress) ** 3;
    element.scrollLeft = from + (left - from) * eased;
    if (progress < 1) requestAnimationFrame(frame);
    else element.style.scrollSnapType = "";
  };
  requestAnimationFrame(frame);
}

/** State and prop getters of a product slider: scroll-snap viewport, previous/next, pausable autoplay. */
export function useProductSlider({
  autoplay = false,
  autoplayTimeout = CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  speed = CAROUSEL_SPEED_MS,
}: UseProductSliderOptions = {}) {
  const id = useId();
  const viewportRef = useRef<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = useReducedMotion();
  const duration = reducedMotion ? 0 : speed;

  const update = useCallback(() => {
    const element = viewportRef.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    // The same edges keep the state: no render of every slide (at mount, at each scroll event).
    setEdges((shown) => (shown.atStart === atStart && shown.atEnd === atEnd ? shown : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [update]);

  const scrollPage = useCallback(
    (direction: 1 | -1, wrap = false) => {
      const element = viewportRef.current;
      if (!element) return;
      const end = element.scrollWidth - element.clientWidth;
      let target = element.scrollLeft + direction * element.clientWidth;
      if (wrap && element.scrollLeft >= end - 1) target = 0;
      animateScroll(element, Math.min(end, Math.max(0, target)), duration);
    },
    [duration],
  );

  const playing = autoplay && !paused && !interacting && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => scrollPage(1, true), autoplayTimeout);
    return () => clearInterval(timer);
  }, [playing, scrollPage, autoplayTimeout]);

  return {
    id,
    atStart: edges.atStart,
    atEnd: edges.atEnd,
    playing,
    paused,
    autoplay: autoplay && !reducedMotion,
    next: () => scrollPage(1),
    previous: () => scrollPage(-1),
    togglePause: () => setPaused((value) => !value),
    /** The scrolling list (scroll-snap); hovering or focusing it holds the autoplay. */
    getViewportProps: () => ({
      ref: viewportRef,
      id: `${id}-viewport`,
      onScroll: update,
      onPointerEnter: () => setInteracting(true),
      onPointerLeave: () => setInteracting(false),
      onFocus: () => setInteracting(true),
      onBlur: () => setInteracting(false),
    }),
    getPreviousButtonProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-viewport`,
      disabled: edges.atStart,
      onClick: () => scrollPage(-1),
    }),
    getNextButtonProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-viewport`,
      disabled: edges.atEnd,
      onClick: () => scrollPage(1),
    }),
    /** The visible pause button (WCAG 2.2.2): pressed while paused. */
    getPauseButtonProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-viewport`,
      "data-state": paused ? "paused" : "playing",
      onClick: () => setPaused((value) => !value),
    }),
  };
}

/** What {@link useProductSlider} returns. */
export type ProductSliderState = ReturnType<typeof useProductSlider>;
