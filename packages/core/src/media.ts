import type { Media } from "./schemas";

/** Picks the best thumbnail at least `width` wide, or the media itself. */
export function pickThumbnail(
  media: Pick<Media, "url" | "thumbnails">,
  width: number,
): { url: string; width?: number; height?: number } {
  const sorted = [...(media.thumbnails ?? [])].sort((a, b) => a.width - b.width);
  return sorted.find((thumbnail) => thumbnail.width >= width) ?? sorted.at(-1) ?? { url: media.url };
}

/** A `srcset` value from a media file's thumbnails (empty when it has none). */
export function mediaSrcSet(media: Pick<Media, "thumbnails">): string {
  return (media.thumbnails ?? [])
    .slice()
    .sort((a, b) => a.width - b.width)
    .map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`)
    .join(", ");
}
