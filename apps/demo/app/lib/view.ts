// Lean view models: loaders send the browser only what the pages render. The Store API's entities are large,
// and everything a loader returns is serialised into the HTML a second time for hydration.

import { bundleChildren, configurationEditHref } from "@vitrine/cart/checkout";
import {
  canonicalSeoPath,
  entityLink,
  type LinkableEntity,
  type LinkOptions,
  type SeoUrlLike,
  technicalPath,
} from "@vitrine/core";
import type {
  Cart,
  Media,
  Method,
  NavigationCategory as NavigationEntry,
  Product,
} from "@vitrine/core/schemas";
import { translated } from "@vitrine/core/utils";
import { type CardPriceDisplay, cardPriceDisplay } from "@vitrine/product/card";
import { coverOf, mediaSize, nameOf, productName, srcSet } from "./format";

/** An image ready for `<img>`: intrinsic size and srcset. */
export interface ImageView {
  url: string;
  width: number;
  height: number;
  srcSet?: string | undefined;
  alt?: string | undefined;
}

/** What a product card shows. */
export interface ProductCardView {
  id: string;
  name: string;
  image: ImageView | null;
  /** The card's price, decided by `@vitrine/product/card`'s rules ("from", list and reference price). */
  price: CardPriceDisplay | null;
  topseller: boolean;
  /** Can be bought from the card: no variant to choose, available (else the card links to its page). */
  buyable: boolean;
  /** Its canonical SEO URL when the Store API gave one (the card links there). */
  seoUrls?: LeanSeoUrl[];
}

/** A navigation entry: name, link target and children. */
/** A footer entry: its name and link (null: a folder), and its entries (none: left out). */
export interface NavigationView {
  name: string;
  href: string | null;
  children?: NavigationView[];
}

/** An image's view; `upTo`: the widest it is ever shown, in device pixels (see `srcSet`). */
export function imageView(media: Media | null | undefined, upTo?: number): ImageView | null {
  if (!media) return null;
  const { width, height } = mediaSize(media);
  return {
    url: media.url,
    width,
    height,
    srcSet: srcSet(media, upTo),
    alt: translated(media, "alt") ?? undefined,
  };
}

/**
 * The widest a card's image is shown, in device pixels: its slot is at most 384 CSS px (half of a 767 px screen, the
 * cards' `sizes`), at a density of 2. A denser screen gets the widest candidate kept, which covers 2x.
 */
export const CARD_IMAGE_UP_TO = 768;

export function productCardView(product: Product): ProductCardView {
  const image = imageView(coverOf(product), CARD_IMAGE_UP_TO);
  // The card's image has no text of its own: the name link follows it.
  if (image) delete image.alt;
  return {
    id: product.id,
    name: productName(product),
    image,
    price: cardPriceDisplay(product),
    topseller: product.markAsTopseller === true,
    buyable: (product.childCount ?? 0) === 0 && product.available !== false,
    seoUrls: leanSeoUrls(product),
  };
}

/**
 * A navigation tree without hidden entries; links point to category pages (their SEO URL when the Store API gave
 * one, in the page language's base path) or where link categories lead.
 */
export function navigationView(
  entries: NavigationEntry[],
  depth = 2,
  link: LinkOptions = {},
): NavigationView[] {
  return entries
    .filter((entry) => entry.visible !== false)
    .map((entry) => {
      const view: NavigationView = {
        name: nameOf(entry),
        href: entry.type === "folder" ? null : entityLink("category", entry as LinkableEntity, link),
      };
      const children = depth > 1 ? navigationView(entry.children ?? [], depth - 1, link) : [];
      if (children.length) view.children = children;
      return view;
    });
}

/** A cart line as the cart and confirm pages show it. */
export interface LineItemView {
  id: string;
  referencedId: string | null;
  label: string;
  type: string;
  quantity: number;
  stackable: boolean;
  removable: boolean;
  productNumber: string | null;
  unitPrice: number;
  totalPrice: number;
  image: ImageView | null;
  minPurchase: number;
  maxPurchase: number | undefined;
  purchaseSteps: number;
  /** Where a customized product's configuration is changed (its product page), else null. */
  editHref: string | null;
  /** Bundle items under the line (they go with it). */
  children: { id: string; label: string; quantity: number; totalPrice: number }[];
}

/** The cart's lines and totals. */
export interface CartView {
  items: LineItemView[];
  positionPrice: number;
  shipping: number;
  total: number;
  taxes: { rate: number; amount: number }[];
}

export function cartView(cart: Cart): CartView {
  return {
    items: (cart.lineItems ?? []).map((item) => ({
      id: item.id,
      referencedId: item.referencedId ?? null,
      label: item.label ?? "",
      type: item.type,
      quantity: item.quantity,
      stackable: item.stackable !== false,
      removable: item.removable !== false,
      productNumber: item.payload?.productNumber ?? null,
      unitPrice: item.price?.unitPrice ?? 0,
      totalPrice: item.price?.totalPrice ?? 0,
      image: imageView(item.cover),
      minPurchase: item.quantityInformation?.minPurchase ?? 1,
      maxPurchase: item.quantityInformation?.maxPurchase ?? undefined,
      purchaseSteps: item.quantityInformation?.purchaseSteps ?? 1,
      editHref: configurationEditHref(item, (productId) => technicalPath("product", productId)),
      children: bundleChildren(item).map((child) => ({
        id: child.id,
        label: child.label ?? "",
        quantity: child.quantity,
        totalPrice: child.price?.totalPrice ?? 0,
      })),
    })),
    positionPrice: cart.price?.positionPrice ?? 0,
    shipping: (cart.deliveries ?? []).reduce(
      (sum, delivery) => sum + (delivery.shippingCosts?.totalPrice ?? 0),
      0,
    ),
    total: cart.price?.totalPrice ?? 0,
    taxes: (cart.price?.calculatedTaxes ?? []).map((tax) => ({ rate: tax.taxRate, amount: tax.tax })),
  };
}

/** A shipping or payment method as the checkout pages offer it (the technical name tells card methods apart). */
export function methodView(entry: Method) {
  return {
    id: entry.id,
    name: nameOf(entry),
    description: translated(entry, "description") ?? "",
    technicalName: typeof entry.technicalName === "string" ? entry.technicalName : "",
  };
}

/** Of an SEO URL, what an entity link reads. */
export type LeanSeoUrl = { seoPathInfo: string; isCanonical?: boolean | null };

/** An entity's canonical SEO URL only (what its link reads), not every row the Store API sent. */
export function leanSeoUrls(entity: object): LeanSeoUrl[] {
  const seoUrls = (entity as { seoUrls?: unknown }).seoUrls;
  const path = canonicalSeoPath({ seoUrls: Array.isArray(seoUrls) ? (seoUrls as SeoUrlLike[]) : [] });
  return path ? [{ seoPathInfo: path.slice(1) }] : [];
}
