import { debounce } from "@vitrine/core";
import { useEffect } from "react";
import { COOKIE_BAR_RESIZE_DEBOUNCE_MS } from "./constants";

/**
 * While the bar is shown, gives the page bottom padding equal to the bar's height (remeasured on resize,
 * debounced 200 ms) and the same scroll-padding-bottom, so nothing, not even a focused element, hides under it.
 * The first height comes from a ResizeObserver, after the browser's own layout: measuring at once would lay the
 * whole page out inside the task that hydrates it.
 */
export function useCookieBarPadding(bar: HTMLElement | null, visible: boolean): void {
  useEffect(() => {
    if (!visible || !bar) return;
    const body = document.body.style;
    const root = document.documentElement.style;
    const measure = () => {
      const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
      body.paddingBottom = height;
      // WCAG 2.4.11: focusing an element scrolls it clear of the bar.
      root.scrollPaddingBottom = height;
    };
    // Measured in the observer's first report, after the browser's layout, the bar's size costs no extra layout.
    const first = new ResizeObserver(() => {
      first.disconnect();
      measure();
    });
    first.observe(bar);
    const remeasure = debounce(measure, COOKIE_BAR_RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", remeasure);
    return () => {
      first.disconnect();
      remeasure.cancel();
      window.removeEventListener("resize", remeasure);
      body.removeProperty("padding-bottom");
      root.removeProperty("scroll-padding-bottom");
    };
  }, [bar, visible]);
}
