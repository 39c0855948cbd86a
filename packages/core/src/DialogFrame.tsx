import type { ReactNode } from "react";
import { useId } from "react";
import type { DialogControls, DialogOptions } from "./useDialog";

/** Class names for the parts of an off-canvas or modal, added to the `vitrine-*` classes. */
export interface DialogClassNames {
  header?: string;
  title?: string;
  close?: string;
  body?: string;
}

/** Props shared by `<Offcanvas>` and `<Modal>`. */
export interface DialogProps extends DialogOptions {
  /** Visible heading; it also names the dialog unless `label` or `labelledBy` is given. */
  title?: ReactNode;
  /** Accessible name of the close button shown next to the title (snippet `vitrine.close`). */
  closeLabel?: string;
  /** Class name of the `<dialog>` element. */
  className?: string;
  /** Class names of the inner parts. */
  classNames?: DialogClassNames;
  /** The content, or a function of the dialog's controls (to close it from inside). */
  children?: ReactNode | ((dialog: DialogControls) => ReactNode);
}

import { cx as join } from "./cx";

/** Shared markup of `<Offcanvas>` and `<Modal>`. */
export function DialogFrame({
  block,
  dialog,
  titleId,
  props,
}: {
  block: string;
  dialog: DialogControls;
  titleId: string;
  props: DialogProps;
}): ReactNode {
  // "Close" is the English default of snippet `vitrine.close`; pass `t("vitrine.close")` for the shop's text.
  const { title, closeLabel = "Close", className, classNames = {}, children } = props;
  if (dialog.state === "closed") return null;
  return (
    <dialog {...dialog.getDialogProps({ className: join(block, className) })}>
      {title != null && (
        <div className={join(`${block}__header`, classNames.header)}>
          <h2 id={titleId} className={join(`${block}__title`, classNames.title)}>
            {title}
          </h2>
          <button
            type="button"
            className={join(`${block}__close`, classNames.close)}
            aria-label={closeLabel}
            onClick={dialog.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <div className={join(`${block}__body`, classNames.body)}>
        {typeof children === "function" ? children(dialog) : children}
      </div>
    </dialog>
  );
}

/** The `labelledBy` a dialog gets: the caller's, or its own title's unless a `label` is given. */
export function useTitleLabel(props: DialogProps): { titleId: string; labelledBy: string | undefined } {
  const titleId = useId();
  return {
    titleId,
    labelledBy: props.labelledBy ?? (props.title != null && !props.label ? titleId : undefined),
  };
}
