import { debounce } from "@vitrine/core";
import { prefersReducedMotion } from "@vitrine/core/utils";
import { type ButtonHTMLAttributes, type MouseEvent, useEffect, useState } from "react";
import { SCROLL_DEBOUNCE_MS, SCROLL_UP_THRESHOLD_PX } from "./constants";
import { isScrolledPast } from "./navigation.state";

/** Options of {@link useScrollUp}. */
export interface UseScrollUpOptions {
  /** Show the button once the page is scrolled past this many px (default 250). */
  threshold?: number;
  /** Debounce of scroll handling in ms (default 35). */
  debounceMs?: number;
  /** Where focus goes: a CSS selector such as the skip link's target (`#main`); default the page's body. */
  focusTarget?: string;
}

/** What {@link useScrollUp} returns. */
export interface ScrollUpControls {
  /** Whether the page is scrolled past the threshold. */
  isVisible: boolean;
  /** Scrolls to the top (smooth unless reduced motion) and moves focus to the top of the page. */
  scrollUp: () => void;
  /** Props for the button. */
  getButtonProps: (
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement>;
}

/** Headless scroll-up button: visible once the page is scrolled past 250 px (scroll handling debounced 35 ms). */
export function useScrollUp(options: UseScrollUpOptions = {}): ScrollUpControls {
  const { threshold = SCROLL_UP_THRESHOLD_PX, debounceMs = SCROLL_DEBOUNCE_MS, focusTarget } = options;
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isScrolledPast(window.scrollY, threshold));
    const onScroll = debounce(update, debounceMs);
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      onScroll.cancel();
    };
  }, [threshold, debounceMs]);

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    const target = (focusTarget && document.querySelector<HTMLElement>(focusTarget)) || document.body;
    // Focus lands on a non-interactive element: make it focusable by script only, without a tab stop.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };

  return {
    isVisible,
    scrollUp,
    getButtonProps: (props = {}) => ({
      type: "button",
      ...props,
      hidden: !isVisible,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        scrollUp();
      },
    }),
  };
}
