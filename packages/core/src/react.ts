// @vitrine/core/react public API: router links and navigation, and small React hooks every package shares.

export { Link, type LinkOptions, type LinkProps, useLinkProps, useNavigate } from "./link";
export { useControllableState } from "./useControllableState";
export { useHydrated } from "./useHydrated";
export { useReducedMotion } from "./useReducedMotion";
