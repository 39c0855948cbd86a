import type { Media } from "@vitrine/core/schemas";
import { mediaSrcSet, pickThumbnail } from "@vitrine/core/utils";

/** The intrinsic size of a media file: its metadata, else its largest thumbnail. */
export function mediaSize(media: Media): { width: number; height: number } | undefined {
  const width = media.metaData?.width;
  const height = media.metaData?.height;
  if (width && height) return { width, height };
  const largest = [...(media.thumbnails ?? [])].sort((a, b) => b.width - a.width)[0];
  return largest ? { width: largest.width, height: largest.height } : undefined;
}

/** `<img>` attributes of a media file: src, srcset, sizes, width/height (no layout shift), alt. */
export function mediaImageProps(
  media: Media,
  { sizes, displayWidth }: { sizes: string; displayWidth: number },
): {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  alt: string;
} {
  const srcSet = mediaSrcSet(media);
  const size = mediaSize(media);
  return {
    src: media.thumbnails?.length ? pickThumbnail(media, displayWidth).url : media.url,
    ...(srcSet
      ? { srcSet: media.metaData?.width ? `${srcSet}, ${media.url} ${media.metaData.width}w` : srcSet, sizes }
      : {}),
    ...(size ? { width: size.width, height: size.height } : {}),
    alt: media.alt ?? media.title ?? "",
  };
}

/** A thumbnail button: aria-current and aria-pressed on the image shown (`index`), choosing its image on press. */
export function thumbnailProps(slide: number, index: number, label: string, choose: (slide: number) => void) {
  return {
    type: "button" as const,
    "aria-label": label,
    "aria-current": slide === index ? ("true" as const) : undefined,
    "aria-pressed": slide === index,
    "data-state": slide === index ? "active" : "inactive",
    onClick: () => choose(slide),
  };
}
