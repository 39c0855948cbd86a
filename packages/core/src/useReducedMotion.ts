import { prefersReducedMotion, REDUCED_MOTION_QUERY } from "./motion";
import { useClientValue } from "./useClientValue";

const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
};

/** Whether the shopper asks for reduced motion, following changes of the setting (false on the server). */
export function useReducedMotion(): boolean {
  return useClientValue(subscribe, prefersReducedMotion, false);
}
