// @vitrine/core/ui public API: viewport, off-canvas and modal (a separate entry so pages load them only when used).

// Off-canvas, modal and viewport
export type { DialogClassNames, DialogProps } from "./DialogFrame";
export { Modal, type ModalProps } from "./Modal";
export { Offcanvas, type OffcanvasProps } from "./Offcanvas";
export {
  type DialogControls,
  type DialogElementProps,
  type DialogOptions,
  type DialogState,
  type DialogTriggerProps,
  type OffcanvasOptions,
  useModal,
  useOffcanvas,
} from "./useDialog";
export { ServerViewportContext, useIsViewport, useViewport } from "./useViewport";
export {
  getViewport,
  VIEWPORT_BREAKPOINTS,
  VIEWPORT_SIZES,
  type ViewportSize,
} from "./viewport";
