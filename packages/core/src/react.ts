// @vitrine/core/react public API: router links and navigation, the viewport, the lazily loaded off-canvas and small
// React hooks every package shares.

export { LazyOffcanvas, lazyWithPreload, OpenedOnce, useOpenedOnce } from "./LazyOffcanvas";
export { Link, type LinkOptions, type LinkProps, useLinkProps, useNavigate } from "./link";
export { QuantityStepper, type QuantityStepperProps, type QuantityStepperViewProps } from "./QuantityStepper";
export { useAtom, useAtomValue } from "./useAtomValue";
export { useClientValue } from "./useClientValue";
export { useControllableState } from "./useControllableState";
export { useHydrated } from "./useHydrated";
export { type InteractionLoad, type InteractionLoadProps, useInteractionLoad } from "./useInteractionLoad";
export {
  type QuantityStepperControls,
  type QuantityStepperOptions,
  useQuantityStepper,
} from "./useQuantityStepper";
export { useReducedMotion } from "./useReducedMotion";
export { changedBeforeHydration, useTakeOver } from "./useTakeOver";
export { ServerViewportContext, useIsViewport, useViewport } from "./useViewport";
export {
  getViewport,
  VIEWPORT_BREAKPOINTS,
  VIEWPORT_SIZES,
  type ViewportSize,
} from "./viewport";
