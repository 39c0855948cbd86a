import { mediaSize, srcSet } from "../lib/format";
import type { Media } from "../lib/schemas";

/** A product image with intrinsic size (no layout shift), srcset from thumbnails and lazy loading below the fold. */
export function ProductImage({
  media,
  alt,
  sizes,
  priority = false,
  className,
}: {
  media: Media | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!media) {
    return (
      <div className={`image-placeholder ${className ?? ""}`} role="img" aria-label={alt || "No image"} />
    );
  }
  const { width, height } = mediaSize(media);
  const set = srcSet(media);
  return (
    <img
      className={className}
      src={media.url}
      srcSet={set}
      sizes={set ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
