import type { ImageView } from "../lib/view";

/** A product image with intrinsic size (no layout shift), srcset from thumbnails and lazy loading below the fold. */
export function ProductImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageView | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={`image-placeholder ${className ?? ""}`} role="img" aria-label={alt || "No image"} />
    );
  }
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
