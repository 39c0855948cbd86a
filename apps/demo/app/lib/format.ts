import type { Media, Product } from "@vitrine/core/schemas";
import { candidatesUpTo, translated } from "@vitrine/core/utils";

/** A product's name as the shopper sees it. */
export function productName(product: Pick<Product, "name" | "translated">): string {
  return translated(product, "name") ?? "";
}

/** Any translated entity's name. */
export function nameOf(entity: {
  name?: string | null | undefined;
  translated?: { name?: string | null | undefined } | null | undefined;
}): string {
  return translated(entity, "name") ?? "";
}

/** The image of a product card: its cover, else its first media. */
export function coverOf(product: Product): Media | undefined {
  return product.cover?.media ?? product.media?.[0]?.media ?? undefined;
}

/** Intrinsic size of a media file: metadata, else its largest thumbnail, else a square. */
export function mediaSize(media: Media): { width: number; height: number } {
  const width = media.metaData?.width;
  const height = media.metaData?.height;
  if (width && height) return { width, height };
  const largest = [...(media.thumbnails ?? [])].sort((a, b) => b.width - a.width)[0];
  return largest ? { width: largest.width, height: largest.height } : { width: 800, height: 800 };
}

/**
 * `srcset` from a media file's thumbnails plus the original. The original is left out when a thumbnail is nearly as
 * wide (within a tenth: a 1920 thumbnail of a 2000 original): the browser would pick either for the same screens, and
 * every candidate is written into the card's HTML and its hydration data. With `upTo` (CSS px × density the image
 * is ever shown at), candidates wider than the first one that covers it are left out: a browser never picks them.
 */
export function srcSet(media: Media, upTo?: number): string | undefined {
  const size = mediaSize(media);
  const entries = new Map<number, string>();
  for (const thumbnail of media.thumbnails ?? []) entries.set(thumbnail.width, thumbnail.url);
  const nearlyAsWide = [...entries.keys()].some((width) => Math.abs(size.width - width) <= size.width / 10);
  if (!nearlyAsWide) entries.set(size.width, media.url);
  const sorted = [...entries].map(([width, url]) => ({ width, url })).sort((a, b) => a.width - b.width);
  const kept = candidatesUpTo(sorted, upTo);
  if (kept.length < 2) return undefined;
  return kept.map(({ width, url }) => `${url} ${width}w`).join(", ");
}

/** Strips HTML tags from a CMS description for a plain-text teaser. */
export function plainText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
