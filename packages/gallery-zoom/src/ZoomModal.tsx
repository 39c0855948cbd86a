import { useSnippet } from "@vitrine/core";
import type { Media } from "@vitrine/core/schemas";
import { Modal } from "@vitrine/core/ui";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useEffect } from "react";
import { mediaImageProps, mediaSize, thumbnailProps } from "./gallery.media";
import { gallerySnippets } from "./gallery.snippets";
import { useImageZoom } from "./useImageZoom";
import type { PanDirection } from "./zoom.math";

/** Props of {@link ZoomModal}. */
export interface ZoomModalProps {
  /** The gallery's images. */
  media: readonly Media[];
  /** The image shown. */
  index: number;
  /** Called when a thumbnail inside the modal is chosen. */
  onIndexChange: (index: number) => void;
  /** Whether it is open (controlled). */
  open: boolean;
  /** Called with the wanted open state (close button, Esc, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The pan buttons: direction, the end of its snippet key (`gallery.zoom.panUp`), arrow. */
const PAN_BUTTONS: [PanDirection, string, string][] = [
  ["up", "Up", "↑"],
  ["left", "Left", "←"],
  ["right", "Right", "→"],
  ["down", "Down", "↓"],
];

/**
 * The image zoom: a modal `dialog` named "Image zoom" with "Zoom in", "Zoom out", "Reset zoom" (disabled at the
 * bounds), wheel, pinch, double-tap, drag and pan buttons or arrow keys, and the thumbnails. Loaded lazily.
 */
export function ZoomModal({
  media,
  index,
  onIndexChange,
  open,
  onOpenChange,
  className,
}: ZoomModalProps): ReactNode {
  const t = useSnippet(gallerySnippets);
  const current = media[index];
  const zoom = useImageZoom({ naturalWidth: current ? mediaSize(current)?.width : undefined });
  const { reset, measure } = zoom;
  // Another image, or the modal opened again, starts unzoomed and is measured again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown image changes or the modal opens
  useEffect(() => {
    reset();
    measure();
  }, [index, open, reset, measure]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("gallery.zoom.title")}
      closeLabel={t("vitrine.close")}
      className={cx("vitrine-zoom", className)}
    >
      <div className="vitrine-zoom__toolbar">
        {(
          [
            ["out", zoom.zoomOut, zoom.canZoomOut],
            ["reset", zoom.reset, zoom.canReset],
            ["in", zoom.zoomIn, zoom.canZoomIn],
          ] as const
        ).map(([name, onClick, can]) => (
          <button key={name} type="button" className="vitrine-button" onClick={onClick} disabled={!can}>
            {t(`gallery.zoom.${name}`)}
          </button>
        ))}
        <output className="vitrine-zoom__level" aria-live="polite">
          {t("gallery.zoom.level", { percent: Math.round(zoom.scale * 100) })}
        </output>
      </div>
      <div className="vitrine-zoom__stage" {...zoom.getStageProps(t("gallery.zoom.stage"))}>
        {current && (
          <img
            {...mediaSize(current)}
            alt={current.alt ?? current.title ?? ""}
            // The zoom shows the original file: its natural size sets the maximum.
            src={current.url}
            className="vitrine-zoom__image"
            {...zoom.getImageProps()}
          />
        )}
      </div>
      <div className="vitrine-zoom__pan">
        {PAN_BUTTONS.map(([direction, key, arrow]) => (
          <button
            key={direction}
            type="button"
            className="vitrine-button vitrine-zoom__pan-button"
            data-direction={direction}
            aria-label={t(`gallery.zoom.pan${key}`)}
            disabled={!zoom.canPan(direction)}
            onClick={() => zoom.pan(direction)}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
      </div>
      {media.length > 1 && (
        <ul className="vitrine-zoom__thumbnails" aria-label={t("gallery.thumbnails")}>
          {media.map((item, slide) => (
            <li key={item.id}>
              <button
                className="vitrine-gallery__thumbnail"
                {...thumbnailProps(
                  slide,
                  index,
                  t("gallery.thumbnail", { index: slide + 1, count: media.length }),
                  onIndexChange,
                )}
              >
                <img {...mediaImageProps(item, { sizes: "80px", displayWidth: 160 })} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
