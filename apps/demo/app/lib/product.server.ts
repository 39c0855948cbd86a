// Product track: lean view models of the product page for @vitrine/product and @vitrine/gallery-zoom.
// Loaders hand only what the components read to the browser (the hydration data is part of the page weight).
import { type AccessoriesResponse, accessoryGroups } from "@vitrine/accessories";
import { AccessoriesResponseSchema } from "@vitrine/accessories/schemas";
import { byPosition, type CmsPageData, mapSlots, pageSlots, withSlotData } from "@vitrine/cms";
import { technicalPath } from "@vitrine/core";
import {
  type CalculatedPrice,
  type Media,
  MediaSchema,
  type Product,
  ProductSchema,
  type ProductSummary,
} from "@vitrine/core/schemas";
import { translated } from "@vitrine/core/utils";
import { defaultProductApi, type ProductDetail, type PropertyGroup } from "@vitrine/product";
import type { ProductCardData } from "@vitrine/product/card";
import { productCardData, variantChoiceFromSearch } from "@vitrine/product/server";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import { nameOf, productName } from "./format";
import { optional, storeApi } from "./store-api.server";
import { CARD_IMAGE_UP_TO, type ProductCardView, productCardView } from "./view";

// The product answer is parsed once, by the core client with the product package's schema; these functions only
// pick the fields each component reads from the typed result (nothing is checked a second time).

/** A calculated price with the fields the buy box and the tier price table read. */
export function leanPrice(price: CalculatedPrice): CalculatedPrice {
  const { listPrice, referencePrice } = price;
  return {
    unitPrice: price.unitPrice,
    totalPrice: price.totalPrice,
    quantity: price.quantity,
    listPrice: listPrice
      ? { price: listPrice.price, discount: listPrice.discount, percentage: listPrice.percentage }
      : null,
    referencePrice: referencePrice
      ? {
          price: referencePrice.price,
          purchaseUnit: referencePrice.purchaseUnit,
          referenceUnit: referencePrice.referenceUnit,
          unitName: referencePrice.unitName,
        }
      : null,
  };
}

/** A media file for the gallery: url, alt, size and thumbnails. */
export function leanMedia(media: Media): Media {
  return {
    id: media.id,
    url: media.url,
    alt: translated(media, "alt") ?? null,
    title: translated(media, "title") ?? null,
    metaData: media.metaData ? { width: media.metaData.width, height: media.metaData.height } : null,
    thumbnails: (media.thumbnails ?? []).map(({ url, width, height }) => ({ url, width, height })),
  };
}

const ProductSliderDataSchema = v.looseObject({ products: v.array(ProductSchema) });
const ProductBoxDataSchema = v.looseObject({ product: ProductSchema });

/**
 * A layout whose product sliders and boxes carry the demo card's view of each product (`productCardView`: name,
 * link, image, the card's price, badge, whether it can be bought from the card): the Store API puts whole products
 * in them (about 55 KB of JSON per slider), and the loader's data is sent again in the HTML for hydration.
 */
export function leanCmsProducts(page: CmsPageData): CmsPageData {
  return mapSlots(page, (slot) => {
    if (slot.type === "product-slider") {
      const data = v.safeParse(ProductSliderDataSchema, slot.data);
      return data.success ? { ...slot, data: { products: data.output.products.map(productCardView) } } : slot;
    }
    if (slot.type === "product-box") {
      const data = v.safeParse(ProductBoxDataSchema, slot.data);
      return data.success ? { ...slot, data: { product: productCardView(data.output.product) } } : slot;
    }
    return slot;
  });
}

/**
 * A listing's product as the category and search pages send it: the card's fields (`@vitrine/product/card`'s
 * `productCardData`) with the rating the listing's card shows, and what its buy button (availability) and the
 * listing's analytics (product number, manufacturer, variant options) read. Nothing else of the product.
 */
export type ListingProduct = ProductCardData & {
  ratingAverage: number | null;
  productNumber: string | null;
  available: boolean | null;
  manufacturer: { translated: { name: string } } | null;
  options: { translated: { name: string } }[];
};

/** The listing product of a Store API product (`ListingProduct`). */
export function listingProduct(product: ProductSummary & Pick<Product, "options">): ListingProduct {
  const named = (entity: Parameters<typeof nameOf>[0]) => ({ translated: { name: nameOf(entity) } });
  return {
    ...productCardData(product, { imageUpTo: CARD_IMAGE_UP_TO }),
    ratingAverage: product.ratingAverage ?? null,
    productNumber: product.productNumber ?? null,
    available: product.available ?? null,
    manufacturer: product.manufacturer ? named(product.manufacturer) : null,
    options: (product.options ?? []).map(named),
  };
}

/** The product fields the buy box reads (price, tiers, purchase bounds, delivery rules, unit). */
export function buyBoxProduct(product: ProductDetail): ProductDetail {
  const name = nameOf(product);
  return {
    id: product.id,
    name,
    translated: { name },
    calculatedPrice: product.calculatedPrice ? leanPrice(product.calculatedPrice) : null,
    calculatedPrices: (product.calculatedPrices ?? []).map(leanPrice),
    availableStock: product.availableStock ?? product.stock,
    minPurchase: product.minPurchase,
    maxPurchase: product.maxPurchase,
    calculatedMaxPurchase: product.calculatedMaxPurchase,
    purchaseSteps: product.purchaseSteps,
    isCloseout: product.isCloseout === true,
    restockTime: product.restockTime,
    deliveryTime: product.deliveryTime ? { name: nameOf(product.deliveryTime) } : null,
    unit: product.unit ? { name: translated(product.unit, "name"), shortCode: product.unit.shortCode } : null,
    purchaseUnit: product.purchaseUnit,
    referenceUnit: product.referenceUnit,
  };
}

/** The configurator groups with the fields the variant configurator reads. */
export function leanConfigurator(configurator: PropertyGroup[] | null | undefined): PropertyGroup[] {
  return (configurator ?? []).map((group) => ({
    id: group.id,
    name: nameOf(group),
    displayType: group.displayType,
    position: group.position,
    options: (group.options ?? []).map((option) => ({
      id: option.id,
      name: nameOf(option),
      colorHexCode: option.colorHexCode,
      position: option.position,
      combinable: option.combinable === false ? false : null,
    })),
  }));
}

const CrossSellingListSchema = v.array(
  v.looseObject({
    crossSelling: v.looseObject({
      id: v.string(),
      name: v.nullish(v.string()),
      translated: v.nullish(v.looseObject({ name: v.nullish(v.string()) })),
      active: v.nullish(v.boolean()),
      extensions: v.nullish(v.looseObject({ vitrineAccessories: v.nullish(v.unknown()) })),
    }),
    products: v.nullish(v.array(ProductSchema)),
  }),
);

export interface CrossSellingView {
  id: string;
  name: string;
  products: ProductCardView[];
}

/** An accessory's product with only the fields the accessories block reads (hydration weight). */
function leanAccessoryProduct(product: v.InferOutput<typeof ProductSchema>) {
  return {
    id: product.id,
    name: product.name,
    translated: { name: product.translated?.name ?? null },
    calculatedPrice: product.calculatedPrice ? leanPrice(product.calculatedPrice) : null,
    calculatedPrices: product.calculatedPrices?.map(leanPrice) ?? null,
    cover: product.cover?.media
      ? { media: { id: product.cover.media.id, url: product.cover.media.url, alt: null } }
      : null,
    available: product.available ?? null,
    availableStock: product.availableStock ?? null,
    stock: product.stock ?? null,
    isCloseout: product.isCloseout ?? null,
    minPurchase: product.minPurchase ?? null,
    maxPurchase: product.maxPurchase ?? null,
    purchaseSteps: product.purchaseSteps ?? null,
  };
}

/** The product page's cross-sellings: every one as a product card slider, the accessories and bundles also for the
 * accessories block (`@vitrine/accessories`). */
export interface ProductCrossSellings {
  sliders: CrossSellingView[];
  accessories: AccessoriesResponse;
}

/** The cross-selling views of the Store API's cross-selling elements (`{ crossSelling, products }[]`). */
function crossSellingViews(list: v.InferOutput<typeof CrossSellingListSchema>): ProductCrossSellings {
  const active = list.filter(
    (entry) => entry.crossSelling.active !== false && (entry.products?.length ?? 0) > 0,
  );
  const isAccessories = (entry: (typeof active)[number]) =>
    Boolean(entry.crossSelling.extensions?.vitrineAccessories);
  const accessories = v.parse(
    AccessoriesResponseSchema,
    active.filter(isAccessories).map((entry) => ({
      crossSelling: {
        id: entry.crossSelling.id,
        name: nameOf(entry.crossSelling),
        extensions: { vitrineAccessories: entry.crossSelling.extensions?.vitrineAccessories },
      },
      products: (entry.products ?? []).map(leanAccessoryProduct),
    })),
  );
  // Each cross-selling shows once: the accessories and bundles in the accessories block (with the buy box),
  // the others as product sliders.
  const inBlock = new Set(accessoryGroups(accessories).map((group) => group.id));
  return {
    sliders: active
      .filter((entry) => !inBlock.has(entry.crossSelling.id))
      .map((entry) => ({
        id: entry.crossSelling.id,
        name: nameOf(entry.crossSelling),
        products: (entry.products ?? []).map(productCardView),
      })),
    accessories,
  };
}

/**
 * The product's cross-sellings: from its layout's `cross-selling` slot when it has one with data (no second
 * request), else read once (`POST /product/{id}/cross-selling`); none when that fails.
 */
export async function readCrossSellings(
  context: AppLoadContext,
  productId: string,
  page: CmsPageData,
): Promise<ProductCrossSellings> {
  const slot = pageSlots(page).find((entry) => entry.type === "cross-selling");
  const fromSlot = v.safeParse(v.looseObject({ crossSellings: CrossSellingListSchema }), slot?.data);
  if (fromSlot.success) return crossSellingViews(fromSlot.output.crossSellings);
  const list = await optional(
    storeApi(context).post("/product/{productId}/cross-selling", {
      params: { productId },
      body: {},
      schema: CrossSellingListSchema,
      idempotent: true,
    }),
    [],
  );
  return crossSellingViews(list);
}

/** The manufacturer-logo slot's data, lean: its logo, the manufacturer's name and link. */
const ManufacturerLogoSchema = v.looseObject({
  media: v.nullish(MediaSchema),
  url: v.nullish(v.string()),
  newTab: v.nullish(v.boolean()),
});

/** The image-gallery slot's slides. */
const SliderItemsSchema = v.looseObject({
  sliderItems: v.array(v.looseObject({ media: v.nullish(MediaSchema) })),
});

/** What the product page's slots show, lean: the page's product and the loader's views of it. */
export interface ProductLayoutInput {
  product: ProductDetail;
  configurator: PropertyGroup[];
  crossSellings: CrossSellingView[];
  properties: { group: string; values: string }[];
}

/**
 * The product's layout with lean slot data (the hydration data carries each field the elements read, once):
 * name, manufacturer logo, gallery media, the buy box's product and configurator, the description with the
 * properties, the cross-selling sliders. Slots of other types keep their data.
 */
export function leanProductLayout(page: CmsPageData, input: ProductLayoutInput): CmsPageData {
  const { product } = input;
  const slotData = (type: string) => pageSlots(page).find((slot) => slot.type === type)?.data;
  const logo = v.safeParse(ManufacturerLogoSchema, slotData("manufacturer-logo"));
  const manufacturer = product.manufacturer ? nameOf(product.manufacturer) : null;
  const gallery = v.safeParse(SliderItemsSchema, slotData("image-gallery"));
  // Shopware's layout resolves the gallery's slides; a product without a layout (the standard page) shows its own
  // media by position, else its cover.
  const galleryMedia = gallery.success
    ? gallery.output.sliderItems.map((item) => item.media)
    : byPosition(product.media).map((entry) => entry.media);
  const shown = galleryMedia.filter((media): media is Media => !!media);
  if (!gallery.success && !shown.length && product.cover?.media) shown.push(product.cover.media);
  const slides = shown.map((media) => ({ media: leanMedia(media) }));
  const lean: Record<string, unknown> = {
    "product-name": { content: productName(product) },
    "manufacturer-logo": {
      media: logo.success && logo.output.media ? leanMedia(logo.output.media) : null,
      manufacturer: manufacturer ? { name: manufacturer } : null,
      url: logo.success ? (logo.output.url ?? null) : null,
      newTab: true,
    },
    "image-gallery": { sliderItems: slides },
    "buy-box": {
      productId: product.id,
      product: buyBoxProduct(product),
      configuratorSettings: product.parentId ? leanConfigurator(input.configurator) : [],
    },
    "product-description-reviews": {
      productId: product.id,
      product: { description: translated(product, "description") ?? "" },
      properties: input.properties,
    },
    "cross-selling": { crossSellings: input.crossSellings },
  };
  return Object.entries(lean).reduce((layout, [type, data]) => withSlotData(layout, type, data), page);
}

/**
 * The variant page a no-JavaScript configurator form asked for (`?vitrine-variant-<groupId>=<optionId>`): find-variant
 * on the server, as the browser would; null when the URL holds no new choice. A combination that does not exist
 * leads back to the shown variant.
 */
export async function variantRedirectUrl(
  context: AppLoadContext,
  url: URL,
  product: { id: string; parentId?: string | null; optionIds?: string[] | null },
  configurator: PropertyGroup[] | null | undefined,
): Promise<string | null> {
  if (!product.parentId || ![...url.searchParams.keys()].some((key) => key.startsWith("vitrine-variant-")))
    return null;
  const choice = variantChoiceFromSearch(
    url.searchParams,
    leanConfigurator(configurator),
    product.optionIds ?? [],
  );
  if (!choice) return technicalPath("product", product.id);
  const found = await defaultProductApi
    .findVariant(storeApi(context), product.parentId, choice)
    .catch(() => null);
  return technicalPath("product", found?.foundCombination.variantId ?? product.id);
}
