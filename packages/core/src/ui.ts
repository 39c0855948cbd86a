// @vitrine/core/ui public API: off-canvas and modal (a separate entry so pages load them only when used). The viewport
// hooks are in @vitrine/core/react: first paint needs them, not the dialogs.

// Off-canvas and modal
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
