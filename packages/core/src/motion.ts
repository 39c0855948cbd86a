/** The media query of the shopper's "reduce motion" setting. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the shopper asked for reduced motion (false on the server). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && !!window.matchMedia?.(REDUCED_MOTION_QUERY).matches;

/**
 * Scrolls the page so that `element`'s top sits `offset` px below the viewport's top (room for a sticky header);
 * smooth, unless the shopper asked for reduced motion.
 */
export function scrollToElement(element: Element | null | undefined, offset = 0): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
