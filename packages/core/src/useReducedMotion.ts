import { useSyncExternalStore } from "react";
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from "./motion";

const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
};

/** Whether the shopper asks for reduced motion, following changes of the setting (false on the server). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
