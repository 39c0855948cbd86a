import { canonicalSeoPath, type LinkOptions, type SeoUrlLike } from "@vitrine/core";
import { candidatesUpTo } from "@vitrine/core/utils";

// What a product card reads of a Store API product, as a type and a projection: a loader that sends a card's
// product to the browser (listing, slider, wishlist) sends `productCardData(product)`, and a card typed with
// `ProductCardData` cannot read a field the projection left out.

type Maybe<T> = T | null | undefined;

/** Of a calculated price, what the card's price rules (`cardPriceDisplay`) read. */
export interface CardPriceData {
  unitPrice: number;
  /** Kept for the Store API price schema (`CalculatedPriceSchema`) a loader may check the data with again. */
  totalPrice?: number;
  quantity?: number;
  listPrice?: Maybe<{ price: number; percentage?: Maybe<number> }>;
  referencePrice?: Maybe<{ price: number; referenceUnit?: Maybe<number>; unitName?: Maybe<string> }>;
}

/**
 * Of a media file, what the card's image reads: its thumbnails (the `srcset`, its `src` and size), else its URL and
 * intrinsic size.
 */
export interface CardMediaData {
  /** Kept for the Store API media schema (`MediaSchema`) a loader may check the data with again. */
  id?: string;
  /** With thumbnails, the first one's (the image reads them only; the media schema wants a URL). */
  url: string;
  metaData?: Maybe<{ width?: Maybe<number>; height?: Maybe<number> }>;
  thumbnails?: Maybe<{ url: string; width: number; height: number }[]>;
}

/** What a product card (`ProductSummaryCard`) reads of a product: a Store API product has all of it. */
export type ProductCardData = {
  id: string;
  name?: Maybe<string>;
  translated?: Maybe<{ name?: Maybe<string> }>;
  /** Its canonical SEO URL (the card links there; core's `useEntityLink`). */
  seoUrls?: Maybe<readonly SeoUrlLike[]>;
  cover?: Maybe<{ media?: Maybe<CardMediaData> }>;
  calculatedPrice?: Maybe<CardPriceData>;
  calculatedPrices?: Maybe<readonly CardPriceData[]>;
  /** The cheapest variant's price: the "from" price of a product with variants. */
  calculatedCheapestPrice?: Maybe<CardPriceData>;
  childCount?: Maybe<number>;
  markAsTopseller?: Maybe<boolean>;
};

/** A calculated price with only what the card's price rules read (no list or reference price: left out). */
export function cardPriceData(price: CardPriceData): CardPriceData {
  const { listPrice, referencePrice } = price;
  return {
    unitPrice: price.unitPrice,
    ...(price.totalPrice !== undefined ? { totalPrice: price.totalPrice } : {}),
    ...(price.quantity !== undefined ? { quantity: price.quantity } : {}),
    ...(listPrice ? { listPrice: { price: listPrice.price, percentage: listPrice.percentage ?? null } } : {}),
    ...(referencePrice
      ? {
          referencePrice: {
            price: referencePrice.price,
            referenceUnit: referencePrice.referenceUnit ?? null,
            unitName: referencePrice.unitName ?? null,
          },
        }
      : {}),
  };
}

/**
 * A media file with only what the card's image reads (its thumbnails, or without any its URL and size). `upTo`:
 * the widest the image is ever shown, in device pixels
 * (CSS px of the card's widest slot × the densest screen served): the thumbnails wider than the first one that
 * covers it are left out, a browser never picks them (and each is a `srcset` candidate in the page's HTML and data).
 */
export function cardMediaData(media: CardMediaData, upTo?: number): CardMediaData {
  const thumbnails = candidatesUpTo(media.thumbnails ?? [], upTo).map(({ url, width, height }) => ({
    url,
    width,
    height,
  }));
  return {
    ...(media.id !== undefined ? { id: media.id } : {}),
    // With thumbnails the image's `src`, `srcset` and size are theirs: the original's URL and size are never read.
    // `url` repeats the first thumbnail's then (the listing's schema wants one; a repeat costs next to nothing gzipped).
    ...(thumbnails[0]
      ? { url: thumbnails[0].url }
      : {
          url: media.url,
          metaData: media.metaData ? { width: media.metaData.width, height: media.metaData.height } : null,
        }),
    thumbnails,
  };
}

/** Which language and sales channel the page is in: the SEO URL its links use is chosen for them. */
export type CardLinkOptions = Pick<LinkOptions, "languageId" | "salesChannelId">;

/** Options of {@link productCardData}: the page's language, and how wide the card's image is ever shown. */
export interface CardDataOptions extends CardLinkOptions {
  /**
   * The widest the card's image is ever shown, in device pixels (its widest slot × the densest screen): thumbnails
   * wider than the first that covers it are left out (`cardMediaData`). All of them when left out.
   */
  imageUpTo?: number;
}

/**
 * An entity's SEO URLs reduced to the one its link reads in the page's language (core's `canonicalSeoPath`), or
 * none (the link is then the technical route).
 */
export function linkSeoUrls(
  entity: { seoUrls?: Maybe<readonly SeoUrlLike[]> },
  links: CardLinkOptions = {},
): { seoPathInfo: string }[] {
  const path = canonicalSeoPath(entity, links);
  return path ? [{ seoPathInfo: path.slice(1) }] : [];
}

/**
 * The product as a card shows it (`ProductCardData`): its name in the shop's language, its canonical SEO URL, its
 * cover's image, the prices the card's rules (`cardPriceDisplay`) choose from, its variant count and the top-seller
 * mark. A card rendered from it is the card of the whole product; the rest of the product stays on the server.
 * Of the prices, the ones the rules can choose: the tier prices when there are several, the cheapest variant's
 * price of a product with variants. `links`: the page's language (its SEO URL is the one kept) and, as
 * `imageUpTo`, how wide the card's image is ever shown (the thumbnails a browser could pick for it are kept).
 */
export function productCardData(product: ProductCardData, links: CardDataOptions = {}): ProductCardData {
  const name = product.translated?.name ?? product.name ?? null;
  const media = product.cover?.media;
  const price = (value: Maybe<CardPriceData>) => (value ? cardPriceData(value) : null);
  const tiers = product.calculatedPrices ?? [];
  return {
    id: product.id,
    translated: { name },
    seoUrls: linkSeoUrls(product, links),
    cover: media ? { media: cardMediaData(media, links.imageUpTo) } : null,
    calculatedPrice: price(product.calculatedPrice),
    calculatedPrices: tiers.length > 1 ? tiers.map(cardPriceData) : [],
    calculatedCheapestPrice: (product.childCount ?? 0) > 0 ? price(product.calculatedCheapestPrice) : null,
    childCount: product.childCount ?? 0,
    markAsTopseller: product.markAsTopseller ?? false,
  };
}
