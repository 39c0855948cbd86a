import { useEntityLink } from "@vitrine/core";
import { mediaSrcSet, pickThumbnail, translated } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { CardMediaData, ProductCardData } from "./card.data";
import { cardPriceDisplay } from "./card.price";
import { ProductCard, type ProductCardProps } from "./ProductCard";

/** Props of {@link ProductCardImage}. */
export interface ProductCardImageProps {
  media: CardMediaData;
  /** How wide the card is at each viewport (`sizes`). */
  sizes?: string;
  /** Load at once (the first row), not lazily. */
  eager?: boolean;
}

/** A card's image: a 400 px thumbnail with the media's `srcset`, sized so nothing shifts; no name (the link has it). */
export function ProductCardImage({
  media,
  sizes = "300px",
  eager = false,
}: ProductCardImageProps): ReactNode {
  const image = pickThumbnail(media, 400);
  return (
    <img
      src={image.url}
      srcSet={mediaSrcSet(media) || undefined}
      sizes={sizes}
      width={image.width ?? media.metaData?.width ?? undefined}
      height={image.height ?? media.metaData?.height ?? undefined}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** Props of {@link ProductSummaryCard}: the card's slots, filled from a Store API product. */
export interface ProductSummaryCardProps
  extends Omit<ProductCardProps, "id" | "name" | "href" | "price" | "image" | "topseller"> {
  /** The product the card shows: a Store API product, or what `productCardData` kept of one. */
  product: ProductCardData;
  /** The image's `sizes` (how wide the card is at each viewport). */
  imageSizes?: string;
  /** Load the image at once (the first row), not lazily. */
  eager?: boolean;
}

/**
 * The product card of a Store API product (listing, slider, wishlist): its name in the shop's language, its
 * product page (its canonical SEO URL when the answer has one, through core's `useEntityLink`), its cover, the top-seller mark and the card price rules.
 */
export function ProductSummaryCard({
  product,
  imageSizes,
  eager,
  ...slots
}: ProductSummaryCardProps): ReactNode {
  const link = useEntityLink();
  const media = product.cover?.media;
  return (
    <ProductCard
      id={product.id}
      name={translated(product, "name") ?? ""}
      href={link("product", product)}
      price={cardPriceDisplay(product)}
      topseller={product.markAsTopseller ?? false}
      image={media ? <ProductCardImage media={media} sizes={imageSizes} eager={eager} /> : null}
      {...slots}
    />
  );
}
