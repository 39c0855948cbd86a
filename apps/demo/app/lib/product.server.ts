// Product track: lean view models of the product page for @vitrine/product and @vitrine/gallery-zoom.
// Loaders hand only what the components read to the browser (the hydration data is part of the page weight).
import type { CalculatedPrice, Media as CoreMedia } from "@vitrine/core/schemas";
import { defaultProductApi, type ProductDetail, type PropertyGroup } from "@vitrine/product";
import { variantChoiceFromSearch } from "@vitrine/product/server";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import { nameOf, productPath } from "./format";
import type { Product } from "./schemas";
import { ProductSchema } from "./schemas";
import { optional, storeApi } from "./store-api.server";
import { type ProductCardView, productCardView } from "./view";

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  value && typeof value === "object" ? (value as Loose) : null;
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** A calculated price with the fields the buy box and the tier price table read. */
export function leanPrice(price: unknown): CalculatedPrice | null {
  const entry = record(price);
  if (!entry || typeof entry.unitPrice !== "number") return null;
  const list = record(entry.listPrice);
  const reference = record(entry.referencePrice);
  return {
    unitPrice: entry.unitPrice,
    totalPrice: num(entry.totalPrice) ?? entry.unitPrice,
    quantity: num(entry.quantity) ?? 1,
    listPrice:
      list && typeof list.price === "number"
        ? { price: list.price, discount: num(list.discount), percentage: num(list.percentage) }
        : null,
    referencePrice:
      reference && typeof reference.price === "number"
        ? {
            price: reference.price,
            purchaseUnit: num(reference.purchaseUnit),
            referenceUnit: num(reference.referenceUnit),
            unitName: str(reference.unitName),
          }
        : null,
  };
}

/** A media file for the gallery: url, alt, size and thumbnails. */
export function leanMedia(media: unknown): CoreMedia | null {
  const entry = record(media);
  if (!entry || typeof entry.id !== "string" || typeof entry.url !== "string") return null;
  const meta = record(entry.metaData);
  const translated = record(entry.translated);
  const thumbnails = Array.isArray(entry.thumbnails) ? entry.thumbnails : [];
  return {
    id: entry.id,
    url: entry.url,
    alt: str(translated?.alt) ?? str(entry.alt),
    title: str(translated?.title) ?? str(entry.title),
    metaData: meta ? { width: num(meta.width), height: num(meta.height) } : null,
    thumbnails: thumbnails.flatMap((thumbnail) => {
      const item = record(thumbnail);
      return item &&
        typeof item.url === "string" &&
        typeof item.width === "number" &&
        typeof item.height === "number"
        ? [{ url: item.url, width: item.width, height: item.height }]
        : [];
    }),
  };
}

/** The product fields the buy box reads (price, tiers, purchase bounds, delivery rules, unit). */
export function buyBoxProduct(product: Product): ProductDetail {
  const raw = product as unknown as Loose;
  const unit = record(raw.unit);
  const deliveryTime = record(raw.deliveryTime);
  const stock = num(raw.availableStock) ?? num(raw.stock);
  return {
    id: product.id,
    name: nameOf(product),
    translated: { name: nameOf(product) },
    calculatedPrice: leanPrice(raw.calculatedPrice),
    calculatedPrices: (Array.isArray(raw.calculatedPrices) ? raw.calculatedPrices : [])
      .map(leanPrice)
      .filter((price): price is CalculatedPrice => price !== null),
    availableStock: stock,
    minPurchase: num(raw.minPurchase),
    maxPurchase: num(raw.maxPurchase),
    calculatedMaxPurchase: num(raw.calculatedMaxPurchase),
    purchaseSteps: num(raw.purchaseSteps),
    isCloseout: raw.isCloseout === true,
    restockTime: num(raw.restockTime),
    deliveryTime: deliveryTime ? { name: nameOf(deliveryTime as { name?: string }) } : null,
    unit: unit ? { name: nameOf(unit as { name?: string }), shortCode: str(unit.shortCode) } : null,
    purchaseUnit: num(raw.purchaseUnit),
    referenceUnit: num(raw.referenceUnit),
  };
}

/** The configurator groups with the fields the variant configurator reads. */
export function leanConfigurator(configurator: unknown): PropertyGroup[] {
  if (!Array.isArray(configurator)) return [];
  return configurator.flatMap((group) => {
    const entry = record(group);
    if (!entry || typeof entry.id !== "string") return [];
    const options = Array.isArray(entry.options) ? entry.options : [];
    return [
      {
        id: entry.id,
        name: nameOf(entry as { name?: string }),
        displayType: str(entry.displayType),
        position: num(entry.position),
        options: options.flatMap((option) => {
          const item = record(option);
          if (!item || typeof item.id !== "string") return [];
          return [
            {
              id: item.id,
              name: nameOf(item as { name?: string }),
              colorHexCode: str(item.colorHexCode),
              position: num(item.position),
              combinable: item.combinable === false ? false : null,
            },
          ];
        }),
      },
    ];
  });
}

const CrossSellingListSchema = v.array(
  v.looseObject({
    crossSelling: v.looseObject({
      id: v.string(),
      name: v.nullish(v.string()),
      translated: v.nullish(v.looseObject({ name: v.nullish(v.string()) })),
      active: v.nullish(v.boolean()),
    }),
    products: v.nullish(v.array(ProductSchema)),
  }),
);

export interface CrossSellingView {
  id: string;
  name: string;
  products: ProductCardView[];
}

/** The product's cross-sellings (`POST /product/{id}/cross-selling`) as product cards; none when it fails. */
export async function readCrossSellings(
  context: AppLoadContext,
  productId: string,
): Promise<CrossSellingView[]> {
  const list = await optional(
    storeApi(context).post("/product/{productId}/cross-selling", {
      params: { productId },
      body: {},
      schema: CrossSellingListSchema,
      idempotent: true,
    }),
    [],
  );
  return list
    .filter((entry) => entry.crossSelling.active !== false && (entry.products?.length ?? 0) > 0)
    .map((entry) => ({
      id: entry.crossSelling.id,
      name: nameOf(entry.crossSelling),
      products: (entry.products ?? []).map(productCardView),
    }));
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
  configurator: unknown,
): Promise<string | null> {
  if (!product.parentId || ![...url.searchParams.keys()].some((key) => key.startsWith("vitrine-variant-")))
    return null;
  const choice = variantChoiceFromSearch(
    url.searchParams,
    leanConfigurator(configurator),
    product.optionIds ?? [],
  );
  if (!choice) return productPath(product.id);
  const found = await defaultProductApi
    .findVariant(storeApi(context), product.parentId, choice)
    .catch(() => null);
  return productPath(found?.foundCombination.variantId ?? product.id);
}
