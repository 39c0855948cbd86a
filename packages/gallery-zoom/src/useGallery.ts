import { useReducedMotion } from "@vitrine/core/react";
import type { Media } from "@vitrine/core/schemas";
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { CAROUSEL_AUTOPLAY_TIMEOUT_MS, CAROUSEL_SPEED_MS, GALLERY_THUMBNAILS } from "./constants";
import { thumbnailProps } from "./gallery.media";
import { moveSlide, swipeDirection, thumbnailWindowStart } from "./gallery.state";

/** Options of {@link useGallery}. */
export interface UseGalleryOptions {
  /** The product's images, in order (e.g. `product.media.map((m) => m.media)`). */
  media: readonly Media[];
  /** The slide shown first (default 0). */
  initialIndex?: number;
  /** Wrap around from the last image to the first (default true). */
  loop?: boolean;
  /** Slide on by itself every `autoplayTimeout` ms (default off on the product page). */
  autoplay?: boolean;
  /** Time between automatic slides in ms (default 5000). */
  autoplayTimeout?: number;
  /** Slide transition in ms (default 300; none with reduced motion). */
  speed?: number;
  /** Called when the shown image changes. */
  onIndexChange?: (index: number) => void;
}

/** State and prop getters of a product gallery: slider, arrows, swipe, keyboard and thumbnails. */
export function useGallery({
  media,
  initialIndex = 0,
  loop = true,
  autoplay = false,
  autoplayTimeout = CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  speed = CAROUSEL_SPEED_MS,
  onIndexChange,
}: UseGalleryOptions) {
  const id = useId();
  const count = media.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  const [thumbnailStart, setThumbnailStart] = useState(() => thumbnailWindowStart(index, count));
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onChangeRef = useRef(onIndexChange);
  onChangeRef.current = onIndexChange;

  const goTo = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(0, next), Math.max(0, count - 1));
      setIndex((current) => {
        if (current !== target) onChangeRef.current?.(target);
        return target;
      });
      setThumbnailStart(thumbnailWindowStart(target, count));
    },
    [count],
  );
  const next = useCallback(() => goTo(moveSlide(index, 1, count, loop)), [goTo, index, count, loop]);
  const previous = useCallback(() => goTo(moveSlide(index, -1, count, loop)), [goTo, index, count, loop]);

  // A shorter media list (variant switch) must not leave the index past its end.
  useEffect(() => {
    if (index > count - 1) goTo(0);
  }, [count, index, goTo]);

  useEffect(() => {
    if (!autoplay || paused || reducedMotion || count < 2) return;
    const timer = setTimeout(next, autoplayTimeout);
    return () => clearTimeout(timer);
  }, [autoplay, paused, reducedMotion, count, next, autoplayTimeout]);

  const canPrevious = loop ? count > 1 : index > 0;
  const canNext = loop ? count > 1 : index < count - 1;
  const duration = reducedMotion ? 0 : speed;

  return {
    id,
    index,
    count,
    media,
    current: media[index],
    goTo,
    next,
    previous,
    canPrevious,
    canNext,
    paused,
    setPaused,
    reducedMotion,
    thumbnailStart,
    visibleThumbnails: GALLERY_THUMBNAILS,
    /** The slider (main image area): focusable, Left/Right keys, swipe with pointer events. */
    getSliderProps: (props: { className?: string; "aria-label"?: string } = {}) => ({
      ...props,
      id: `${id}-slider`,
      role: "region" as const,
      "aria-roledescription": "carousel",
      tabIndex: 0,
      "data-index": index,
      style: { touchAction: "pan-y" as const },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === "ArrowLeft") {
          event.preventDefault();
          previous();
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          next();
        }
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const start = pointer.current;
        pointer.current = null;
        if (!start || start.id !== event.pointerId) return;
        const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
        swiped.current = direction !== null;
        if (direction === "next" && canNext) next();
        else if (direction === "previous" && canPrevious) previous();
      },
      // A swipe that ends on the image is no click on it (it would open the zoom).
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (swiped.current) {
          swiped.current = false;
          event.stopPropagation();
          event.preventDefault();
        }
      },
      onPointerCancel: () => {
        pointer.current = null;
      },
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    }),
    /** The moving track of slides. */
    getTrackProps: () => ({
      style: {
        transform: `translateX(${-100 * index}%)`,
        transition: duration ? `transform ${duration}ms ease` : "none",
      },
    }),
    /** One slide: only the current one is exposed to assistive technology. */
    getSlideProps: (slide: number, label: string) => ({
      role: "group" as const,
      "aria-roledescription": "slide",
      "aria-label": label,
      "aria-hidden": slide !== index ? true : undefined,
      inert: slide !== index ? true : undefined,
      "data-state": slide === index ? "active" : "inactive",
    }),
    /** The strip of thumbnails, moved so that the window of five around the current one shows. */
    getThumbnailTrackProps: () => ({
      style: {
        transform: `translateX(calc(${-thumbnailStart} * (100% + var(--vitrine-gallery-gutter, 10px)) / ${GALLERY_THUMBNAILS}))`,
        transition: duration ? `transform ${duration}ms ease` : "none",
      },
    }),
    /** One thumbnail button: aria-current and aria-pressed on the shown image. */
    getThumbnailProps: (slide: number, label: string) => ({
      ...thumbnailProps(slide, index, label, goTo),
      "aria-controls": `${id}-slider`,
      // A thumbnail focused by Tab outside the visible five scrolls the strip to it.
      onFocus: (_event: FocusEvent<HTMLButtonElement>) => {
        setThumbnailStart((start) =>
          slide < start || slide >= start + GALLERY_THUMBNAILS ? thumbnailWindowStart(slide, count) : start,
        );
      },
    }),
    getPreviousButtonProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-slider`,
      disabled: !canPrevious,
      onClick: previous,
    }),
    getNextButtonProps: (label: string) => ({
      type: "button" as const,
      "aria-label": label,
      "aria-controls": `${id}-slider`,
      disabled: !canNext,
      onClick: next,
    }),
  };
}

/** What {@link useGallery} returns. */
export type Gallery = ReturnType<typeof useGallery>;
