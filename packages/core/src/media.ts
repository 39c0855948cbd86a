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

/**
 * The candidates a browser could pick for an image shown at most `upTo` device pixels wide (its widest slot × the
 * densest screen): those up to the first at least that wide, in their order; wider ones are never picked. All of
 * them when none covers it or `upTo` is left out.
 */
export function candidatesUpTo<T extends { width: number }>(
  candidates: readonly T[],
  upTo = Number.POSITIVE_INFINITY,
): T[] {
  const covering = Math.min(
    ...candidates.map(({ width }) => (width < upTo ? Number.POSITIVE_INFINITY : width)),
  );
  return candidates.filter(({ width }) => width <= covering);
}
