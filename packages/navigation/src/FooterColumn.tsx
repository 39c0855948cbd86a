import { useViewport, type ViewportSize } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useId, useState } from "react";
import { useNativeDisclosure } from "./useNativeDisclosure";

/** Props of `<FooterColumn>`. */
export interface FooterColumnProps {
  /** The column's heading. */
  title: ReactNode;
  /** The content shown inside. */
  children?: ReactNode;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The viewport to lay out for; defaults to core's `useViewport()`. */
  viewport?: ViewportSize;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The viewports where footer columns collapse. */
export const FOOTER_COLLAPSE_VIEWPORTS: readonly ViewportSize[] = ["XS", "SM"];

/**
 * A footer column: collapsible on XS and SM (its heading holds a button with `aria-expanded`), always open from
 * MD up. Before the viewport is known (server HTML and hydration) it is a native disclosure (`details`), folded
 * as the hydrated column starts on a phone, so hydration moves nothing and a phone can unfold it before the
 * script has loaded; from MD up the stylesheet shows its content (`::details-content`), as the hydrated column.
 * What the shopper did before hydration is taken over: a column unfolded then stays unfolded.
 */
export function FooterColumn({
  title,
  children,
  headingLevel = 2,
  viewport,
  className,
}: FooterColumnProps): ReactNode {
  const current = useViewport();
  const size = viewport ?? current;
  const collapsible = size !== undefined && FOOTER_COLLAPSE_VIEWPORTS.includes(size);
  const [isOpen, setOpen] = useState(false);
  // The native disclosure's state at hydration (a tap before the scripts ran) is the column's state, never reset
  // (it is rendered folded).
  const disclosure = useNativeDisclosure(setOpen);
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  const open = !collapsible || isOpen;
  if (size === undefined) {
    return (
      <details {...disclosure} className={cx("vitrine-footer-column", className)}>
        <summary className="vitrine-footer-column__summary">
          <Heading className="vitrine-footer-column__title">{title}</Heading>
        </summary>
        <div id={contentId} className="vitrine-footer-column__content">
          {children}
        </div>
      </details>
    );
  }
  return (
    <div
      className={cx("vitrine-footer-column", className)}
      data-collapsible={collapsible || undefined}
      data-state={open ? "open" : "closed"}
    >
      <Heading className="vitrine-footer-column__title">
        {collapsible ? (
          <button
            type="button"
            className="vitrine-footer-column__toggle"
            aria-expanded={isOpen}
            aria-controls={contentId}
            onClick={() => setOpen(!isOpen)}
          >
            {title}
          </button>
        ) : (
          title
        )}
      </Heading>
      <div id={contentId} className="vitrine-footer-column__content" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
