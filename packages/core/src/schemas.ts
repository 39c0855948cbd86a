import * as v from "valibot";

// Loose objects: a shop may send more fields (plugins, custom fields); we check only what we read.

/** A list price (strike-through price) of a calculated price. */
export const ListPriceSchema = v.looseObject({
  price: v.number(),
  discount: v.nullish(v.number()),
  percentage: v.nullish(v.number()),
});

/** A reference price (price per unit, e.g. per litre). */
export const ReferencePriceSchema = v.looseObject({
  price: v.number(),
  purchaseUnit: v.nullish(v.number()),
  referenceUnit: v.nullish(v.number()),
  unitName: v.nullish(v.string()),
});

/** A calculated price as the Store API sends it for products and line items. */
export const CalculatedPriceSchema = v.looseObject({
  unitPrice: v.number(),
  totalPrice: v.number(),
  quantity: v.number(),
  listPrice: v.nullish(ListPriceSchema),
  referencePrice: v.nullish(ReferencePriceSchema),
  regulationPrice: v.nullish(v.looseObject({ price: v.number() })),
});
/** A calculated price. */
export type CalculatedPrice = v.InferOutput<typeof CalculatedPriceSchema>;

/** One thumbnail of a media file. */
export const MediaThumbnailSchema = v.looseObject({
  width: v.number(),
  height: v.number(),
  url: v.string(),
});

/** A media file (image) with its thumbnails. */
export const MediaSchema = v.looseObject({
  id: v.string(),
  url: v.string(),
  alt: v.nullish(v.string()),
  title: v.nullish(v.string()),
  mimeType: v.nullish(v.string()),
  metaData: v.nullish(v.looseObject({ width: v.nullish(v.number()), height: v.nullish(v.number()) })),
  thumbnails: v.nullish(v.array(MediaThumbnailSchema)),
});
/** A media file. */
export type Media = v.InferOutput<typeof MediaSchema>;

/** The translated texts of an entity. */
const TranslatedNameSchema = v.looseObject({
  name: v.nullish(v.string()),
  description: v.nullish(v.string()),
});

/** A delivery time (e.g. "1-3 days"). */
export const DeliveryTimeSchema = v.looseObject({
  id: v.nullish(v.string()),
  name: v.nullish(v.string()),
  translated: v.nullish(TranslatedNameSchema),
  min: v.nullish(v.number()),
  max: v.nullish(v.number()),
  unit: v.nullish(v.string()),
});

/** The product fields a card, a slider box or a line item reads. */
export const ProductSummarySchema = v.looseObject({
  id: v.string(),
  parentId: v.nullish(v.string()),
  productNumber: v.nullish(v.string()),
  name: v.nullish(v.string()),
  translated: TranslatedNameSchema,
  calculatedPrice: v.nullish(CalculatedPriceSchema),
  calculatedPrices: v.nullish(v.array(CalculatedPriceSchema)),
  cover: v.nullish(v.looseObject({ media: v.nullish(MediaSchema) })),
  ratingAverage: v.nullish(v.number()),
  available: v.nullish(v.boolean()),
  availableStock: v.nullish(v.number()),
  stock: v.nullish(v.number()),
  minPurchase: v.nullish(v.number()),
  maxPurchase: v.nullish(v.number()),
  purchaseSteps: v.nullish(v.number()),
  isCloseout: v.nullish(v.boolean()),
  shippingFree: v.nullish(v.boolean()),
  markAsTopseller: v.nullish(v.boolean()),
  restockTime: v.nullish(v.number()),
  deliveryTime: v.nullish(DeliveryTimeSchema),
  manufacturer: v.nullish(v.looseObject({ id: v.string(), translated: v.nullish(TranslatedNameSchema) })),
});
/** A product as a card or slider box shows it. */
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

/** A cart problem or notice; level 0 notice, 10 warning, 20 error. */
export const CartErrorSchema = v.looseObject({
  key: v.nullish(v.string()),
  level: v.number(),
  message: v.nullish(v.string()),
  messageKey: v.nullish(v.string()),
});
/** A cart problem or notice. */
export type CartError = v.InferOutput<typeof CartErrorSchema>;

/** Cart error levels as the Store API numbers them. */
export const CART_ERROR_LEVEL = { notice: 0, warning: 10, error: 20 } as const;

/** One line of the cart. */
export const LineItemSchema = v.looseObject({
  id: v.string(),
  referencedId: v.nullish(v.string()),
  label: v.nullish(v.string()),
  quantity: v.number(),
  type: v.string(),
  good: v.nullish(v.boolean()),
  stackable: v.nullish(v.boolean()),
  removable: v.nullish(v.boolean()),
  price: v.nullish(CalculatedPriceSchema),
  cover: v.nullish(MediaSchema),
  payload: v.nullish(v.looseObject({})),
  quantityInformation: v.nullish(
    v.looseObject({
      minPurchase: v.nullish(v.number()),
      maxPurchase: v.nullish(v.number()),
      purchaseSteps: v.nullish(v.number()),
    }),
  ),
});
/** One line of the cart. */
export type LineItem = v.InferOutput<typeof LineItemSchema>;

/** A tax amount of a price. */
const CalculatedTaxSchema = v.looseObject({ tax: v.number(), taxRate: v.number(), price: v.number() });

/** The cart with its lines, totals and problems (`errors` is an object keyed by error key, or `[]` when empty). */
export const CartSchema = v.looseObject({
  token: v.nullish(v.string()),
  price: v.looseObject({
    totalPrice: v.number(),
    netPrice: v.number(),
    positionPrice: v.number(),
    calculatedTaxes: v.nullish(v.array(CalculatedTaxSchema)),
  }),
  lineItems: v.array(LineItemSchema),
  errors: v.pipe(
    v.nullish(v.union([v.array(CartErrorSchema), v.record(v.string(), CartErrorSchema)])),
    v.transform((errors) => (errors ? (Array.isArray(errors) ? errors : Object.values(errors)) : [])),
  ),
  deliveries: v.nullish(
    v.array(
      v.looseObject({
        shippingCosts: v.nullish(CalculatedPriceSchema),
        shippingMethod: v.nullish(v.looseObject({ id: v.string(), name: v.nullish(v.string()) })),
      }),
    ),
  ),
});
/** The cart. */
export type Cart = v.InferOutput<typeof CartSchema>;

/** The Store API error body. */
export const StoreApiErrorBodySchema = v.looseObject({
  errors: v.array(
    v.looseObject({
      status: v.nullish(v.string()),
      code: v.nullish(v.string()),
      title: v.nullish(v.string()),
      detail: v.nullish(v.string()),
      source: v.nullish(v.looseObject({ pointer: v.nullish(v.string()) })),
    }),
  ),
});

/** Picks the best thumbnail at least `width` wide, or the media itself. */
export function pickThumbnail(media: Media, width: number): { url: string; width?: number; height?: number } {
  const sorted = [...(media.thumbnails ?? [])].sort((a, b) => a.width - b.width);
  return sorted.find((thumbnail) => thumbnail.width >= width) ?? sorted.at(-1) ?? { url: media.url };
}

/** A `srcset` value from a media file's thumbnails (empty when it has none). */
export function mediaSrcSet(media: Media): string {
  return (media.thumbnails ?? [])
    .slice()
    .sort((a, b) => a.width - b.width)
    .map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`)
    .join(", ");
}
