import { PROVIDER_LOAD_MARGIN } from "./constants";

/** The page events that count as the shopper's first interaction. */
const INTERACTIONS = ["scroll", "pointerdown", "keydown", "touchstart"] as const;

/**
 * Calls `need` once `element` comes within {@link PROVIDER_LOAD_MARGIN} of the viewport or the shopper first
 * interacts with the page (at once without IntersectionObserver); answers the remover. The card form's code and the
 * provider's script load then: a confirm page shows its first screen without them.
 */
export function whenNeeded(element: Element, need: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    need();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) need();
    },
    { rootMargin: PROVIDER_LOAD_MARGIN },
  );
  observer.observe(element);
  const options = { capture: true, passive: true, once: true } as const;
  for (const type of INTERACTIONS) window.addEventListener(type, need, options);
  return () => {
    observer.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, need, options);
  };
}
