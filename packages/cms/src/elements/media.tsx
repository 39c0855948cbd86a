import type { Media } from "@vitrine/core/schemas";
import { mediaSrcSet, pickThumbnail } from "@vitrine/core/utils";
import type { CSSProperties } from "react";

/** Props of {@link CmsMediaImage}. */
export interface CmsMediaImageProps {
  media: Media;
  /** The `sizes` attribute (how wide the image shows). */
  sizes: string;
  /** The page's first image: eager, `fetchpriority="high"`. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** `sizes` of an image as wide as the content (the layout's 1200 px at most). */
export const CONTENT_WIDTH_SIZES = "(min-width: 1200px) 1200px, 100vw";

/** `src` of a media file's image: its 800 px thumbnail (the original, without thumbnails, can be megabytes). */
export const mediaImageSrc = (media: Media): string => pickThumbnail(media, 800).url;

/** An image of a media file: `srcset` from its thumbnails, intrinsic width/height (reserves its space), alt text. */
export function CmsMediaImage({ media, sizes, priority = false, className, style }: CmsMediaImageProps) {
  const srcSet = mediaSrcSet(media);
  const largest = [...(media.thumbnails ?? [])].sort((a, b) => b.width - a.width)[0];
  const width = media.metaData?.width ?? largest?.width;
  const height = media.metaData?.height ?? largest?.height;
  return (
    <img
      className={className}
      style={style}
      src={mediaImageSrc(media)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={media.translated?.alt ?? media.alt ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
