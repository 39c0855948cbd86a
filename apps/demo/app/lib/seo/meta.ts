// A page's metadata as React Router meta descriptors: title, description, canonical link, robots, Open Graph and
// Twitter card tags and JSON-LD (`script:ld+json`). Pure functions; the route modules' `meta` exports call them.
import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { plainText } from "../format";
import { NOINDEX } from "../shop";

/** A description's length as search result snippets show it (Shopware's `seo.descriptionMaxLength` is 255). */
export const DESCRIPTION_LENGTH = 160;

/** Plain text of a description (HTML tags dropped, spaces collapsed), cut at a word to at most `max` characters. */
export function metaDescription(text: string | null | undefined, max = DESCRIPTION_LENGTH): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A shop path as an absolute URL of the shop's public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, "")}/`).href;
}

/**
 * The canonical URL of a page: the entity's canonical path on the shop's origin, without any query, as Shopware's
 * storefront sets it (NavigationPageLoader: the category's SEO URL for every page, filter and sorting of its
 * listing, so the listing's first page collects the signals).
 */
export function canonicalUrl(origin: string, path: string): string {
  const url = new URL(absoluteUrl(origin, path));
  url.search = "";
  return url.href;
}

/** What a page tells search engines and link previews. */
export interface PageMetaInput {
  /** The full `<title>` ("Linen Shirt | Vitrine"). */
  title: string;
  description?: string | null | undefined;
  /** Absolute canonical URL (also `og:url`). */
  canonical?: string | null | undefined;
  /** `noindex,follow` for pages search engines should not list. */
  robots?: string | undefined;
  /** The shop's name (`og:site_name`). */
  siteName: string;
  /** `og:type`: "product" on product pages, "website" elsewhere. */
  type?: "website" | "product";
  /** Absolute URL of the page's image (product cover, category media, shop logo). */
  image?: string | null | undefined;
  /** JSON-LD documents, each written as its own `<script type="application/ld+json">`. */
  jsonLd?: readonly WithContext<Thing>[];
}

/** The meta descriptors of a page (React Router's `meta` export returns them). */
export function pageMeta(page: PageMetaInput): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [{ title: page.title }];
  if (page.description) descriptors.push({ name: "description", content: page.description });
  if (page.robots) descriptors.push({ name: "robots", content: page.robots });
  if (page.canonical) descriptors.push({ tagName: "link", rel: "canonical", href: page.canonical });
  if (!page.robots) {
    descriptors.push(
      { property: "og:type", content: page.type ?? "website" },
      { property: "og:site_name", content: page.siteName },
      { property: "og:title", content: page.title },
      ...(page.description ? [{ property: "og:description", content: page.description }] : []),
      ...(page.canonical ? [{ property: "og:url", content: page.canonical }] : []),
      ...(page.image ? [{ property: "og:image", content: page.image }] : []),
      { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
      { name: "twitter:title", content: page.title },
      ...(page.description ? [{ name: "twitter:description", content: page.description }] : []),
      ...(page.image ? [{ name: "twitter:image", content: page.image }] : []),
    );
  }
  for (const document of page.jsonLd ?? []) descriptors.push({ "script:ld+json": document });
  return descriptors;
}

/** A page search engines should not index (cart, checkout, account, search, wishlist, login, 404). */
export function noindexMeta(title: string, description?: string): MetaDescriptor[] {
  return pageMeta({ title, description, siteName: "", robots: NOINDEX });
}
