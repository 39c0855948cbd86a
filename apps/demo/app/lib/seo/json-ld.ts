// schema.org JSON-LD of the shop's pages (typed with schema-dts): Product with its Offer and AggregateRating,
// BreadcrumbList, Organization and WebSite with its SearchAction. Pure functions of plain data.
import type {
  BreadcrumbList,
  ItemAvailability,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "./meta";

/** A schema.org availability, as Shopware's storefront derives it (component/delivery-information.html.twig). */
export type Availability = "InStock" | "OutOfStock" | "LimitedAvailability" | "PreOrder" | "BackOrder";

/** What the Store API tells about a product's stock (`product` entity fields). */
export interface StockFields {
  active?: boolean | null | undefined;
  releaseDate?: string | null | undefined;
  stock?: number | null | undefined;
  availableStock?: number | null | undefined;
  minPurchase?: number | null | undefined;
  isCloseout?: boolean | null | undefined;
  restockTime?: number | null | undefined;
}

/**
 * A product's availability with Shopware's storefront rules: inactive → limited; released in the future →
 * pre-order; enough stock for the minimum purchase → in stock; a closeout without it → out of stock; otherwise it
 * can still be ordered: limited with a restock time, back order without one.
 */
export function availabilityOf(product: StockFields, now = new Date()): Availability {
  const stock = product.availableStock ?? product.stock ?? 0;
  const minimum = product.minPurchase ?? 1;
  if (product.active === false) return "LimitedAvailability";
  if (product.releaseDate && new Date(product.releaseDate) > now) return "PreOrder";
  if (stock >= minimum) return "InStock";
  if (product.isCloseout) return "OutOfStock";
  return product.restockTime ? "LimitedAvailability" : "BackOrder";
}

/** A product page's structured data, as the product loader hands it to `meta`. */
export interface ProductLd {
  name: string;
  description: string;
  /** Absolute canonical URL of the product page. */
  url: string;
  sku: string | null;
  brand: string | null;
  /** Absolute image URLs, the cover first. */
  images: string[];
  price: number;
  currency: string;
  availability: Availability;
  /** The date a list price ends (ISO date), when the shop's data has one. */
  priceValidUntil?: string | null | undefined;
  /** `ratingAverage` and the number of published reviews; null without reviews. */
  rating: { average: number; count: number } | null;
}

/** `Product` with its `Offer` and `AggregateRating`. */
export function productJsonLd(product: ProductLd): WithContext<Product> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: product.url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: `https://schema.org/${product.availability}` as ItemAvailability,
      itemCondition: "https://schema.org/NewCondition",
      ...(product.priceValidUntil ? { priceValidUntil: product.priceValidUntil.slice(0, 10) } : {}),
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.rating.average.toFixed(1)),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** One breadcrumb entry: its name and absolute URL (the current page's last entry may have none). */
export interface BreadcrumbLd {
  name: string;
  url?: string | null | undefined;
}

/** `BreadcrumbList` of a product or category page. */
export function breadcrumbJsonLd(items: readonly BreadcrumbLd[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** The shop as it presents itself on the home page. */
export interface ShopLd {
  name: string;
  /** The shop's public origin. */
  origin: string;
  /** Absolute URL of the shop's logo. */
  logo?: string | null | undefined;
  /** The shop's search page (`/search`), relative to the origin. */
  searchPath?: string | undefined;
}

/** `Organization`: the shop's name, address and logo. */
export function organizationJsonLd(shop: ShopLd): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: shop.name,
    url: absoluteUrl(shop.origin, "/"),
    ...(shop.logo ? { logo: shop.logo } : {}),
  };
}

/** `WebSite` with a `SearchAction` on the shop's search page (`/search?search={search_term_string}`). */
export function webSiteJsonLd(shop: ShopLd): WithContext<WebSite> {
  const search = absoluteUrl(shop.origin, shop.searchPath ?? "/search");
  const action: SearchAction & { "query-input": string } = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${search}?search={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: shop.name,
    url: absoluteUrl(shop.origin, "/"),
    potentialAction: action,
  };
}
