// What the product, category and home pages tell search engines, mapped from Store API entities: the loaders
// call the `…Seo` functions (plain, serialisable data), the routes' `meta` exports turn it into descriptors.
import { entityLink, type LinkableEntity, type LinkOptions } from "@vitrine/core";
import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import {
  type Availability,
  availabilityOf,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  type ShopLd,
  type StockFields,
  webSiteJsonLd,
} from "./json-ld";
import { absoluteUrl, canonicalUrl, metaDescription, pageMeta } from "./meta";

type Texts = {
  name?: string | null | undefined;
  description?: string | null | undefined;
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
};
type MediaRef = { url?: string | null | undefined } | null | undefined;
type PriceRef = { unitPrice?: number | null | undefined } | null | undefined;

/** The fields of a Store API product the product page's metadata reads. */
export type SeoProduct = LinkableEntity &
  StockFields &
  Texts & {
    translated?: Texts | null | undefined;
    productNumber?: string | null | undefined;
    /** A variant's options (Shopware's runtime field): its title names them. */
    variation?: readonly { group?: string | null; option?: string | null }[] | null | undefined;
    /** The product whose page is this one's canonical (Shopware's `canonicalProductId`). */
    canonicalProductId?: string | null | undefined;
    ratingAverage?: number | null | undefined;
    manufacturer?: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined;
    cover?: { media?: MediaRef } | null | undefined;
    media?: readonly ({ media?: MediaRef } | null | undefined)[] | null | undefined;
    calculatedPrice?: PriceRef;
    calculatedPrices?: readonly PriceRef[] | null | undefined;
    calculatedCheapestPrice?: PriceRef;
  };

/** The fields of a Store API category its page's metadata reads. */
export type SeoCategory = LinkableEntity &
  Texts & { translated?: Texts | null | undefined; media?: MediaRef; breadcrumb?: readonly string[] | null };

/** A page's metadata as its loader hands it over: texts, its canonical path and its image. */
export interface PageSeo {
  /** The page's title without the shop name (the entity's meta title, else its name). */
  title: string;
  description: string;
  /** The canonical path on the shop (the SEO URL when the Store API gave one). */
  path: string;
  /** The page's image (product cover, category media), as the Store API gave it. */
  image: string | null;
}

/** A product page's metadata and the data of its Product JSON-LD. */
export interface ProductPageSeo extends PageSeo {
  /** The product's name (the title may be its meta title). */
  name: string;
  images: string[];
  sku: string | null;
  brand: string | null;
  price: number | null;
  availability: Availability;
  rating: { average: number; count: number } | null;
}

/** The JSON-LD the browser's first page came with, read from its head on the first call (its hydration). */
let loaded: { path: string; documents: WithContext<Thing>[] } | undefined;

/**
 * A page's JSON-LD in the browser: structured data is for crawlers, built on the server only (its builders are
 * not sent to the browser). The page the browser loaded keeps the documents its server HTML carries (hydration
 * writes them again as they are); a page reached by a client-side navigation has none.
 */
function loadedJsonLd(): WithContext<Thing>[] {
  loaded ??= {
    path: location.pathname,
    documents: Array.from(document.querySelectorAll('head script[type="application/ld+json"]'), (script) =>
      JSON.parse(script.textContent ?? ""),
    ),
  };
  return loaded.path === location.pathname ? loaded.documents : [];
}

const text = (entity: Texts & { translated?: Texts | null | undefined }, key: keyof Texts) =>
  (entity.translated?.[key] || entity[key] || "").trim();

/** Title and description: the entity's meta fields, else its name and its description as trimmed plain text. */
function texts(entity: Texts & { translated?: Texts | null | undefined }) {
  return {
    title: text(entity, "metaTitle") || text(entity, "name"),
    description: metaDescription(text(entity, "metaDescription") || text(entity, "description")),
  };
}

/**
 * A product's title as Shopware's storefront writes it: its meta title, else its name and, for a variant, its
 * options ("Linen Shirt - Size: M | Colour: Sand").
 */
export function productTitle(product: SeoProduct): string {
  const metaTitle = text(product, "metaTitle");
  if (metaTitle) return metaTitle;
  const options = (product.variation ?? [])
    .filter((entry) => entry.group && entry.option)
    .map((entry) => `${entry.group}: ${entry.option}`);
  const name = text(product, "name");
  return options.length ? `${name} - ${options.join(" | ")}` : name;
}

/**
 * The product page's metadata from the Store API product (with `sw-include-seo-urls`) and its review count. Its
 * canonical is its own SEO URL, or the technical URL of the product named by `canonicalProductId` (as Shopware).
 */
export function productSeo(
  product: SeoProduct,
  reviewCount: number,
  links: LinkOptions = {},
): ProductPageSeo {
  const images = [
    product.cover?.media?.url,
    ...(product.media ?? []).map((entry) => entry?.media?.url),
  ].filter((url, index, all): url is string => Boolean(url) && all.indexOf(url) === index);
  const price =
    product.calculatedPrices?.[0]?.unitPrice ??
    product.calculatedPrice?.unitPrice ??
    product.calculatedCheapestPrice?.unitPrice ??
    null;
  const brand = product.manufacturer?.translated?.name || product.manufacturer?.name || null;
  return {
    ...texts(product),
    title: productTitle(product),
    name: text(product, "name"),
    path:
      product.canonicalProductId && product.canonicalProductId !== product.id
        ? entityLink("product", { id: product.canonicalProductId }, links)
        : entityLink("product", product, links),
    image: images[0] ?? null,
    images,
    sku: product.productNumber ?? null,
    brand,
    price,
    availability: availabilityOf(product),
    rating:
      reviewCount > 0 && product.ratingAverage
        ? { average: product.ratingAverage, count: reviewCount }
        : null,
  };
}

/** The category page's metadata (the home page's when the category is the navigation root). */
export function categorySeo(category: SeoCategory, links: LinkOptions = {}): PageSeo {
  return {
    ...texts(category),
    path: entityLink("category", category, links),
    image: category.media?.url ?? null,
  };
}

/** Where a page's metadata is written for: the shop's origin, name, currency and the page's query. */
export interface MetaContext {
  origin: string;
  siteName: string;
  currency: string;
  /** The page's breadcrumb (names and shop paths), for its BreadcrumbList. */
  crumbs?: readonly { name: string; href?: string | undefined }[];
  /** Title format ("Linen Shirt | Vitrine"). */
  formatTitle?: (title: string) => string;
  /** Absolute URL of the shop's logo: the link preview image of pages without one of their own. */
  logo?: string | null | undefined;
}

const breadcrumbOf = (context: MetaContext, selfUrl: string) =>
  context.crumbs?.length
    ? [
        breadcrumbJsonLd(
          context.crumbs.map((crumb, index, all) => ({
            name: crumb.name,
            url: crumb.href
              ? absoluteUrl(context.origin, crumb.href)
              : index === all.length - 1
                ? selfUrl
                : null,
          })),
        ),
      ]
    : [];

/** A product page's meta descriptors: texts, canonical, Open Graph/Twitter with the cover, Product and breadcrumb. */
export function productPageMeta(seo: ProductPageSeo, context: MetaContext): MetaDescriptor[] {
  const url = canonicalUrl(context.origin, seo.path);
  const images = seo.images.map((image) => absoluteUrl(context.origin, image));
  return pageMeta({
    title: context.formatTitle ? context.formatTitle(seo.title) : seo.title,
    description: seo.description,
    canonical: url,
    siteName: context.siteName,
    type: "product",
    image: images[0] ?? context.logo ?? null,
    // Built on the server only (`loadedJsonLd`): the browser's bundle carries none of the JSON-LD builders.
    jsonLd: import.meta.env.SSR
      ? [
          ...(seo.price !== null
            ? [
                productJsonLd({
                  name: seo.name,
                  description: seo.description,
                  url,
                  sku: seo.sku,
                  brand: seo.brand,
                  images,
                  price: seo.price,
                  currency: context.currency,
                  availability: seo.availability,
                  rating: seo.rating,
                }),
              ]
            : []),
          ...breadcrumbOf(context, url),
        ]
      : loadedJsonLd(),
  });
}

/** A category page's meta descriptors: texts, canonical (with its listing page), Open Graph and breadcrumb. */
export function categoryPageMeta(seo: PageSeo, context: MetaContext): MetaDescriptor[] {
  const url = canonicalUrl(context.origin, seo.path);
  return pageMeta({
    title: context.formatTitle ? context.formatTitle(seo.title) : seo.title,
    description: seo.description,
    canonical: url,
    siteName: context.siteName,
    image: seo.image ? absoluteUrl(context.origin, seo.image) : (context.logo ?? null),
    jsonLd: import.meta.env.SSR ? breadcrumbOf(context, url) : loadedJsonLd(),
  });
}

/** The home page's own texts: the navigation root's meta title and description only (its name is "Home"). */
export function homeSeo(home: SeoCategory | null): {
  title: string;
  description: string;
  image: string | null;
} {
  return {
    title: home ? text(home, "metaTitle") : "",
    description: home ? metaDescription(text(home, "metaDescription")) : "",
    image: home?.media?.url ?? null,
  };
}

/** The home page's meta descriptors: canonical `/`, Open Graph with the shop's logo, Organization and WebSite. */
export function homePageMeta(
  page: { title: string; description: string; image: string | null },
  shop: ShopLd,
): MetaDescriptor[] {
  const image = page.image ? absoluteUrl(shop.origin, page.image) : (shop.logo ?? null);
  return pageMeta({
    title: page.title,
    description: page.description,
    canonical: canonicalUrl(shop.origin, "/"),
    siteName: shop.name,
    image,
    jsonLd: import.meta.env.SSR ? [organizationJsonLd(shop), webSiteJsonLd(shop)] : loadedJsonLd(),
  });
}
