import { useIsViewport } from "@vitrine/core/react";
import type { Media } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import { type PointerEvent, type ReactNode, useState } from "react";
import { MAGNIFIER_ZOOM_FACTOR } from "./constants";
import { magnifierPosition } from "./gallery.state";

/** Props of {@link Magnifier}. */
export interface MagnifierProps {
  /** The image to magnify (its original file is shown in the pane). */
  media: Media;
  /** The image as shown (usually an `<img>`). */
  children: ReactNode;
  /** How much larger the pane shows the image (default 3). */
  factor?: number;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** Magnifies the image under a mouse pointer by 3, at LG viewports and up only, never on touch. */
export function Magnifier({
  media,
  children,
  factor = MAGNIFIER_ZOOM_FACTOR,
  className,
}: MagnifierProps): ReactNode {
  const large = useIsViewport(["LG", "XL", "XXL"]);
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const track = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== "mouse") return;
    const box = event.currentTarget.getBoundingClientRect();
    setPosition(magnifierPosition(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  return (
    <span
      className={cx("vitrine-magnifier", className)}
      data-state={large && position ? "active" : "inactive"}
      // The pointer is followed at every width: a pointer already over the image when the viewport becomes known
      // (after hydration) shows the pane at once, not only after it leaves and comes back.
      onPointerMove={track}
      onPointerEnter={track}
      onPointerLeave={() => setPosition(null)}
    >
      {children}
      {large && position && (
        <span
          className="vitrine-magnifier__pane"
          aria-hidden="true"
          style={{
            backgroundImage: `url("${media.url}")`,
            backgroundSize: `${factor * 100}%`,
            backgroundPosition: `${position.x}% ${position.y}%`,
          }}
        />
      )}
    </span>
  );
}
