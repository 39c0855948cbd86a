import { useConfig, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import type { Media } from "@vitrine/core/schemas";
import { GalleryArrows, gallerySnippets, ProductGallery, useGallery } from "@vitrine/gallery-zoom";
import { defineCmsElement } from "../cms.registry";
import { cmsSnippets } from "../cms.snippets";
import type { CmsImageSliderData } from "./elements.schema";
import { cmsHref } from "./links";
import { CmsMediaImage, CONTENT_WIDTH_SIZES } from "./media";

/** A slide that can be shown: its media and its link. */
export interface CmsSlide {
  /** Unique within the slider (the same image may show twice). */
  key: string;
  media: Media;
  url: string | null;
  newTab: boolean;
}

/** The slides of an `image-slider` / `image-gallery` slot's data: the items with a media file, in order. */
export function cmsSlides(data: CmsImageSliderData | undefined): CmsSlide[] {
  return (data?.sliderItems ?? []).flatMap((item, position) =>
    item.media
      ? [
          {
            key: `${position}-${item.media.id}`,
            media: item.media,
            url: item.url || null,
            newTab: item.newTab === true,
          },
        ]
      : [],
  );
}

/**
 * Shopware's `image-slider` element: `@vitrine/gallery-zoom`'s gallery hook (arrows, swipe, Left/Right keys,
 * optional autoplay) over the slides, each with its intrinsic size (no shift) and its link; the page's first loads
 * first, the others lazily.
 */
export const CmsImageSlider = defineCmsElement<CmsImageSliderData>(function CmsImageSlider({
  data,
  config,
  priority,
}) {
  const slides = cmsSlides(data);
  const links = useConfig();
  const t = useSnippet(gallerySnippets);
  const tCms = useSnippet(cmsSnippets);
  const speed = Number(config("speed"));
  const timeout = Number(config("autoplayTimeout"));
  const gallery = useGallery({
    media: slides.map((slide) => slide.media),
    autoplay: config("autoSlide") === true,
    ...(speed > 0 ? { speed } : {}),
    ...(timeout > 0 ? { autoplayTimeout: timeout } : {}),
  });
  if (!slides.length) return null;
  const count = slides.length;
  return (
    <div className="vitrine-gallery vitrine-cms-image-slider" data-count={count}>
      <div
        {...gallery.getSliderProps({
          className: "vitrine-gallery__slider",
          "aria-label": tCms("cms.imageSlider"),
        })}
      >
        <div className="vitrine-gallery__track" {...gallery.getTrackProps()}>
          {slides.map((slide, index) => {
            const image = (
              <CmsMediaImage
                media={slide.media}
                sizes={CONTENT_WIDTH_SIZES}
                priority={priority && index === 0}
                className="vitrine-gallery__image"
              />
            );
            return (
              <div
                key={slide.key}
                className="vitrine-gallery__slide"
                {...gallery.getSlideProps(index, t("gallery.slide", { index: index + 1, count }))}
              >
                {slide.url ? (
                  <Link
                    href={cmsHref(slide.url, links)}
                    {...(slide.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {image}
                  </Link>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
        <GalleryArrows gallery={gallery} />
      </div>
    </div>
  );
});

/**
 * Shopware's `image-gallery` element: `@vitrine/gallery-zoom`'s product gallery (thumbnails, zoom modal with
 * `zoom`/`fullScreen`, magnifier with `magnifierOverGallery`) over the slides' media. A product without images
 * gets a placeholder that reserves the gallery's space ("No image"); missing or malformed data renders nothing.
 */
export const CmsImageGallery = defineCmsElement<CmsImageSliderData>(function CmsImageGallery({
  data,
  config,
}) {
  const t = useSnippet(cmsSnippets);
  const media = cmsSlides(data).map((slide) => slide.media);
  if (!data) return null;
  if (!media.length)
    return (
      <div
        className="vitrine-cms-image-gallery vitrine-cms-no-image"
        role="img"
        aria-label={t("cms.noImage")}
      />
    );
  return (
    <ProductGallery
      key={media.map((entry) => entry.id).join()}
      className="vitrine-cms-image-gallery"
      media={media}
      sizes="(min-width: 992px) 600px, 100vw"
      zoom={config("zoom") !== false && config("fullScreen") !== false}
      magnifier={config("magnifierOverGallery") !== false}
    />
  );
});
