import { type Media, MediaSchema, mediaSrcSet, pickThumbnail } from "@vitrine/core/schemas";
import type { CSSProperties } from "react";

export { MediaSchema };

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

/**
 * The sources of a media file's image: `srcSet` from its thumbnails (empty without them) and a `src` fallback, the
 * 800 px thumbnail when there is one (the original file can be many megabytes).
 */
export function mediaImageSources(media: Media): { src: string; srcSet: string } {
  return {
    src: media.thumbnails?.length ? pickThumbnail(media, 800).url : media.url,
    srcSet: mediaSrcSet(media),
  };
}

/** An image of a media file: `srcset` from its thumbnails, intrinsic width/height (reserves its space), alt text. */
export function CmsMediaImage({ media, sizes, priority = false, className, style }: CmsMediaImageProps) {
  const { src, srcSet } = mediaImageSources(media);
  const largest = [...(media.thumbnails ?? [])].sort((a, b) => b.width - a.width)[0];
  const width = media.metaData?.width ?? largest?.width;
  const height = media.metaData?.height ?? largest?.height;
  return (
    <img
      className={className}
      style={style}
      src={src}
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
