import type { ReactNode } from "react";
import { DialogFrame, type DialogProps, useTitleLabel } from "./DialogFrame";
import { useModal } from "./useDialog";

/** Props of `<Modal>`. */
export type ModalProps = DialogProps;

/**
 * A centred modal (address editor, zoom) on a native `<dialog>`: `open`/`onOpenChange` or `defaultOpen`,
 * a `title` or `label`; classes `vitrine-modal*`, state in `data-state`.
 */
export function Modal(props: ModalProps): ReactNode {
  const { titleId, labelledBy } = useTitleLabel(props);
  const dialog = useModal({ ...props, labelledBy });
  return <DialogFrame block="vitrine-modal" dialog={dialog} titleId={titleId} props={props} />;
}
