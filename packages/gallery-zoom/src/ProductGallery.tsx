import { useSnippet } from "@vitrine/core";
import type { Media } from "@vitrine/core/schemas";
import { cx } from "@vitrine/core/utils";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { GalleryArrows } from "./GalleryArrows";
import { mediaImageProps } from "./gallery.media";
import { gallerySnippets } from "./gallery.snippets";
import { Magnifier } from "./Magnifier";
import { type UseGalleryOptions, useGallery } from "./useGallery";

// The zoom modal is not needed for first paint: the `/zoom` entry (the modal with its math, one file), fetched on
// the first opening.
const LazyZoomModal = lazy(() => import("./zoom").then(({ ZoomModal }) => ({ default: ZoomModal })));

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps extends UseGalleryOptions {
  /** `sizes` of the main image (default: full width below 768 px, else half the page). */
  sizes?: string;
  /** Open the zoom modal from the main image (default true). */
  zoom?: boolean;
  /** Magnify the image on hover at LG viewports and up (default true). */
  magnifier?: boolean;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The product gallery: main image slider with arrows, swipe and Left/Right keys, five thumbnails, the first
 * image eager with high priority and the rest lazy, width/height set so nothing shifts; opens the image zoom.
 */
export function ProductGallery({
  sizes = "(min-width: 768px) 50vw, 100vw",
  zoom = true,
  magnifier = true,
  className,
  ...options
}: ProductGalleryProps): ReactNode {
  const t = useSnippet(gallerySnippets);
  const gallery = useGallery(options);
  // Undefined until the first opening: the zoom modal's code loads then.
  const [zoomOpen, setZoomOpen] = useState<boolean>();
  const { count, index } = gallery;
  if (count === 0) return null;

  const image = (item: Media, slide: number) => {
    const imageProps = mediaImageProps(item, { sizes, displayWidth: 800 });
    return (
      <img
        {...imageProps}
        alt={imageProps.alt}
        className="vitrine-gallery__image"
        loading={slide === 0 ? "eager" : "lazy"}
        fetchPriority={slide === 0 ? "high" : undefined}
        decoding={slide === 0 ? undefined : "async"}
        draggable={false}
      />
    );
  };

  return (
    <div className={cx("vitrine-gallery", className)} data-count={count}>
      <div
        {...gallery.getSliderProps({
          className: "vitrine-gallery__slider",
          "aria-label": t("gallery.label"),
        })}
      >
        <div className="vitrine-gallery__track" {...gallery.getTrackProps()}>
          {gallery.media.map((item, slide) => {
            const shown = magnifier ? (
              <Magnifier media={item}>{image(item, slide)}</Magnifier>
            ) : (
              image(item, slide)
            );
            return (
              <div
                key={item.id}
                className="vitrine-gallery__slide"
                {...gallery.getSlideProps(slide, t("gallery.slide", { index: slide + 1, count }))}
              >
                {zoom ? (
                  <button
                    type="button"
                    className="vitrine-gallery__zoom-trigger"
                    aria-label={t("gallery.openZoom", { index: slide + 1, count })}
                    aria-haspopup="dialog"
                    onClick={() => setZoomOpen(true)}
                  >
                    {shown}
                  </button>
                ) : (
                  shown
                )}
              </div>
            );
          })}
        </div>
        <GalleryArrows gallery={gallery} />
      </div>
      {count > 1 && (
        <div className="vitrine-gallery__thumbnails">
          <ul
            className="vitrine-gallery__thumbnail-track"
            aria-label={t("gallery.thumbnails")}
            {...gallery.getThumbnailTrackProps()}
          >
            {gallery.media.map((item, slide) => (
              <li key={item.id}>
                <button
                  className="vitrine-gallery__thumbnail"
                  {...gallery.getThumbnailProps(slide, t("gallery.thumbnail", { index: slide + 1, count }))}
                >
                  <img
                    {...mediaImageProps(item, { sizes: "120px", displayWidth: 240 })}
                    alt=""
                    loading={slide < gallery.visibleThumbnails ? "eager" : "lazy"}
                    // Low: React would preload every eager image in <head>, next to the main image and the scripts.
                    fetchPriority="low"
                    draggable={false}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {zoom && zoomOpen !== undefined && (
        <Suspense fallback={null}>
          <LazyZoomModal
            media={gallery.media}
            index={index}
            onIndexChange={gallery.goTo}
            open={zoomOpen}
            onOpenChange={setZoomOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
