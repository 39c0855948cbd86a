// Scrolling to an element: a module of its own, apart from the reduced-motion check (motion.ts) that a shop's header
// needs, so that the code every page loads (the demo's shell chunk) does not carry what only a listing, a product's
// tabs or a form's first error run.
import { prefersReducedMotion } from "./motion";

/**
 * Scrolls the page so that `element`'s top sits `offset` px below the viewport's top (room for a sticky header);
 * smooth, unless the shopper asked for reduced motion.
 */
export function scrollToElement(element: Element | null | undefined, offset = 0): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
