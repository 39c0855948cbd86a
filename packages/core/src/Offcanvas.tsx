import type { ReactNode } from "react";
import { DialogFrame, type DialogProps, useTitleLabel } from "./DialogFrame";
import { useOffcanvas } from "./useDialog";

/** Props of `<Offcanvas>`. */
export interface OffcanvasProps extends DialogProps {
  /** The side the panel slides in from (default: right). */
  side?: "left" | "right";
}

/**
 * An off-canvas panel (cart, menu, filters) on a native `<dialog>`: `open`/`onOpenChange` or `defaultOpen`,
 * `side`, a `title` or `label`; classes `vitrine-offcanvas*`, state in `data-state` and `data-side`.
 */
export function Offcanvas(props: OffcanvasProps): ReactNode {
  const { titleId, labelledBy } = useTitleLabel(props);
  const dialog = useOffcanvas({ ...props, labelledBy });
  return <DialogFrame block="vitrine-offcanvas" dialog={dialog} titleId={titleId} props={props} />;
}
