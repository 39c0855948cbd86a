// Shopware's CMS data resolvers, reduced to what the demo layouts use: per request, the slots that show products
// get them (prices and stock as they are now), a text mapped to the category's description gets it, and the
// category's product-listing slot gets the listing for the request's parameters, and a product page's slots get
// their product (name, manufacturer logo, gallery, buy box, description and reviews, cross-selling).
import { categoryEntries, type ListingParameters, listingResponse } from "./listing.js";
import type { CatalogueCategory, CatalogueReadModel } from "./read-model.js";

type Json = Record<string, unknown>;

const staticValue = (slot: Json, key: string): unknown => {
  const config = slot.config as Record<string, { source?: string; value?: unknown } | null> | null;
  return config?.[key]?.value;
};

/** A product's listing JSON (a family parent shows its main variant), or undefined. */
function cardProduct(model: CatalogueReadModel, id: unknown): Json | undefined {
  if (typeof id !== "string") return undefined;
  const product = model.products.get(id);
  if (!product) return undefined;
  const shown = product.childCount > 0 ? (model.mainVariant(id) ?? product) : product;
  return JSON.parse(shown.listingText) as Json;
}

/** What the resolvers may read: the category the page belongs to, and the listing parameters of the request. */
export interface CmsResolveContext {
  category?: CatalogueCategory;
  listing?: ListingParameters;
  /** The product of a product page (its detail JSON). */
  product?: Json;
  /** The product's cross-selling elements (`{ crossSelling, products }`), as the cross-selling route answers. */
  crossSellings?: Json[];
  /** The request's language and currency (a listing's sortings and prices, a category's description). */
  locale?: { languageId: string; currencyId: string };
}

/** The product page's slots (Shopware's product-detail resolvers), or undefined for another slot type. */
function resolveProductSlot(slot: Json, product: Json, crossSellings: Json[]): Json | undefined {
  const translated = (product.translated ?? {}) as Json;
  const manufacturer = product.manufacturer as Json | null | undefined;
  switch (slot.type) {
    case "product-name":
      return { ...slot, data: { content: translated.name ?? product.name ?? null, apiAlias: "cms_text" } };
    case "manufacturer-logo": {
      const media = (manufacturer?.media as Json | null | undefined) ?? null;
      return {
        ...slot,
        data: {
          mediaId: media?.id ?? null,
          media,
          manufacturer: manufacturer ?? null,
          url: manufacturer?.link ?? null,
          newTab: true,
          apiAlias: "cms_manufacturer_logo",
        },
      };
    }
    case "image-gallery": {
      const entries = [...((product.media as Json[] | undefined) ?? [])].sort(
        (a, b) => Number(a.position ?? 0) - Number(b.position ?? 0),
      );
      const sliderItems = entries
        .filter((entry) => entry.media)
        .map((entry) => ({
          media: entry.media,
          url: null,
          newTab: false,
          apiAlias: "cms_image_slider_item",
        }));
      return { ...slot, data: { sliderItems, apiAlias: "cms_image_slider" } };
    }
    case "buy-box":
      return {
        ...slot,
        data: {
          productId: product.id,
          product,
          configuratorSettings: null,
          totalReviews: 0,
          apiAlias: "cms_buy_box",
        },
      };
    case "product-description-reviews":
      return {
        ...slot,
        data: {
          productId: product.id,
          product,
          ratingSuccess: null,
          reviews: { total: 0, elements: [], apiAlias: "product_review_loader_result" },
          apiAlias: "cms_product_description_reviews",
        },
      };
    case "cross-selling":
      return { ...slot, data: { crossSellings, apiAlias: "cms_cross_selling" } };
    default:
      return undefined;
  }
}

function resolveSlot(model: CatalogueReadModel, slot: Json, context: CmsResolveContext): Json {
  if (context.product) {
    const resolved = resolveProductSlot(slot, context.product, context.crossSellings ?? []);
    if (resolved) return resolved;
  }
  switch (slot.type) {
    case "product-box": {
      const product = cardProduct(model, staticValue(slot, "product"));
      return {
        ...slot,
        data: product ? { productId: product.id, product, apiAlias: "cms_product_box" } : null,
      };
    }
    case "product-slider": {
      const ids = staticValue(slot, "products");
      const products = (Array.isArray(ids) ? ids : []).flatMap((id) => cardProduct(model, id) ?? []);
      return { ...slot, data: { products, apiAlias: "cms_product_slider" } };
    }
    case "text": {
      const content = (slot.config as Json | null)?.content as
        | { source?: string; value?: unknown }
        | undefined;
      if (content?.source !== "mapped" || content.value !== "category.description") return slot;
      const translation = context.locale
        ? model.translationPatch(context.locale.languageId, "category", String(context.category?.id))
        : undefined;
      const description = translation?.description ?? context.category?.json.description;
      return {
        ...slot,
        data: { content: typeof description === "string" ? description : "", apiAlias: "cms_text" },
      };
    }
    case "product-listing": {
      if (!context.category || !context.listing) return slot;
      const id = context.category.id;
      const listing = JSON.parse(
        listingResponse(model, {
          baseKey: `category:${id}`,
          base: categoryEntries(model, id),
          parameters: context.listing,
          navigationId: id,
          ...(context.locale ? { locale: context.locale } : {}),
        }),
      ) as Json;
      return { ...slot, data: { listing, apiAlias: "cms_product_listing" } };
    }
    default:
      return slot;
  }
}

/** A copy of a CMS page with its slots' data resolved for this request. */
export function resolveCmsPage(model: CatalogueReadModel, page: Json, context: CmsResolveContext = {}): Json {
  const sections = (page.sections as Json[] | undefined) ?? [];
  return {
    ...page,
    sections: sections.map((section) => ({
      ...section,
      blocks: ((section.blocks as Json[] | undefined) ?? []).map((block) => ({
        ...block,
        slots: ((block.slots as Json[] | undefined) ?? []).map((slot) => resolveSlot(model, slot, context)),
      })),
    })),
  };
}
