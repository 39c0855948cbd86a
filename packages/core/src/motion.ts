/** The media query of the shopper's "reduce motion" setting. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the shopper asked for reduced motion (false on the server). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && !!window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
