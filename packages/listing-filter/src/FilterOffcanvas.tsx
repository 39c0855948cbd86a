import { Offcanvas } from "@vitrine/core/ui";
import type { ReactNode } from "react";

/** Props of the lazily loaded filter off-canvas. */
export interface FilterOffcanvasProps {
  title: string;
  /** Text of the closing action ("Show 24 products"). */
  showProducts: string;
  /** Whether it is open (controlled). */
  open: boolean;
  /** Called with the wanted open state (close button, Esc, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The content shown inside. */
  children: ReactNode;
}

/** The filters in a left off-canvas `dialog` (XS, SM), closed by "Show N products"; loaded only when first opened. */
export default function FilterOffcanvas({
  title,
  showProducts,
  open,
  onOpenChange,
  children,
}: FilterOffcanvasProps): ReactNode {
  return (
    <Offcanvas
      side="left"
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      className="vitrine-filter-offcanvas"
    >
      {children}
      <div className="vitrine-filter-offcanvas__footer">
        <button type="button" className="vitrine-button" onClick={() => onOpenChange(false)}>
          {showProducts}
        </button>
      </div>
    </Offcanvas>
  );
}
