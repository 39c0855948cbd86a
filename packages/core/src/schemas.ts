import * as v from "valibot";

// One set of Store API entity schemas for every package and shop. Loose objects: a shop may send more fields
// (plugins, custom fields); we check only what is read, and everything Shopware may leave out is optional.
// The shared field schemas below are reused (valibot schemas are plain values), which keeps this entry small.

const str = v.nullish(v.string());
const num = v.nullish(v.number());
const bool = v.nullish(v.boolean());
const ids = v.nullish(v.array(v.string()));
/** `translated` with a name: how Shopware sends the texts of the shopper's language. */
const translatedName = v.nullish(v.looseObject({ name: str }));

/**
 * One SEO URL of a product, category or landing page (`seoUrls[]`, sent with `sw-include-seo-urls`): what core's
 * `entityLink` reads to link the entity at its canonical SEO path.
 */
export const SeoUrlSchema = v.looseObject({
  seoPathInfo: v.string(),
  pathInfo: str,
  isCanonical: bool,
  isDeleted: bool,
  languageId: str,
  salesChannelId: str,
  routeName: str,
});
/** One SEO URL of an entity. */
export type SeoUrl = v.InferOutput<typeof SeoUrlSchema>;
/** An entity's SEO URLs (null or missing without `sw-include-seo-urls`). */
const seoUrls = v.nullish(v.array(SeoUrlSchema));

/** A list price (strike-through price) of a calculated price. */
export const ListPriceSchema = v.looseObject({
  price: v.number(),
  discount: num,
  percentage: num,
});

/** A reference price (price per unit, e.g. per litre). */
export const ReferencePriceSchema = v.looseObject({
  price: v.number(),
  purchaseUnit: num,
  referenceUnit: num,
  unitName: str,
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
  alt: str,
  title: str,
  mimeType: str,
  translated: v.nullish(v.looseObject({ alt: str, title: str })),
  metaData: v.nullish(v.looseObject({ width: num, height: num })),
  thumbnails: v.nullish(v.array(MediaThumbnailSchema)),
});
/** A media file. */
export type Media = v.InferOutput<typeof MediaSchema>;

/** The translated texts of an entity. */
const TranslatedNameSchema = v.looseObject({ name: str, description: str });

/** A delivery time (e.g. "1-3 days"). */
export const DeliveryTimeSchema = v.looseObject({
  id: str,
  name: str,
  translated: translatedName,
  min: num,
  max: num,
  unit: str,
});

/** A product media entry (`cover`, `media[]`): the media file and its position. */
export const ProductMediaSchema = v.looseObject({ id: str, position: num, media: v.nullish(MediaSchema) });

/** The product fields a card, a slider box or a line item reads. */
export const ProductSummarySchema = v.looseObject({
  id: v.string(),
  parentId: str,
  productNumber: str,
  name: str,
  translated: TranslatedNameSchema,
  calculatedPrice: v.nullish(CalculatedPriceSchema),
  calculatedPrices: v.nullish(v.array(CalculatedPriceSchema)),
  /** The cheapest variant's price: the card's "from" price of a product with variants. */
  calculatedCheapestPrice: v.nullish(CalculatedPriceSchema),
  cover: v.nullish(ProductMediaSchema),
  ratingAverage: num,
  available: bool,
  availableStock: num,
  stock: num,
  minPurchase: num,
  maxPurchase: num,
  purchaseSteps: num,
  isCloseout: bool,
  shippingFree: bool,
  markAsTopseller: bool,
  isNew: bool,
  /** Number of variants (a parent product with variants shows a "from" price). */
  childCount: num,
  restockTime: num,
  deliveryTime: v.nullish(DeliveryTimeSchema),
  manufacturer: v.nullish(v.looseObject({ id: str, name: str, translated: translatedName })),
  seoUrls,
});
/** A product as a card or slider box shows it. */
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

/** An option of a property or variant group (a colour, a size), with its group when associated. */
export const PropertyOptionSchema = v.looseObject({
  id: v.string(),
  groupId: str,
  name: str,
  translated: translatedName,
  colorHexCode: str,
  media: v.nullish(MediaSchema),
  position: num,
  group: v.nullish(v.looseObject({ id: str, name: str, translated: translatedName, displayType: str })),
});
/** An option of a property or variant group. */
export type PropertyOption = v.InferOutput<typeof PropertyOptionSchema>;

/** A product as the Store API sends it (`POST /product/{id}`, listings, cross-sellings): the summary and its details. */
export const ProductSchema = v.looseObject({
  ...ProductSummarySchema.entries,
  description: str,
  media: v.nullish(v.array(ProductMediaSchema)),
  properties: v.nullish(v.array(PropertyOptionSchema)),
  options: v.nullish(v.array(PropertyOptionSchema)),
  optionIds: ids,
  categoryIds: ids,
  categoryTree: ids,
  seoCategory: v.nullish(v.looseObject({ id: v.string() })),
});
/** A product. */
export type Product = v.InferOutput<typeof ProductSchema>;

/** A category of the navigation tree (`POST /navigation/{activeId}/{rootId}`, `GET /category/{id}`). */
export interface NavigationCategory {
  id: string;
  parentId?: string | null | undefined;
  name?: string | null | undefined;
  description?: string | null | undefined;
  translated?:
    | { name?: string | null | undefined; description?: string | null | undefined; [key: string]: unknown }
    | null
    | undefined;
  type?: string | null | undefined;
  linkType?: string | null | undefined;
  internalLink?: string | null | undefined;
  externalLink?: string | null | undefined;
  linkNewTab?: boolean | null | undefined;
  visible?: boolean | null | undefined;
  seoUrl?: string | null | undefined;
  seoUrls?: SeoUrl[] | null | undefined;
  level?: number | null | undefined;
  childCount?: number | null | undefined;
  visibleChildCount?: number | null | undefined;
  children?: NavigationCategory[] | null | undefined;
  breadcrumb?: string[] | null | undefined;
  path?: string | null | undefined;
  media?: Media | null | undefined;
  [key: string]: unknown;
}

/** A category (navigation entry), children recursively. */
export const NavigationCategorySchema: v.GenericSchema<NavigationCategory> = v.looseObject({
  id: v.string(),
  parentId: str,
  name: str,
  description: str,
  translated: v.nullish(v.looseObject({ name: str, description: str })),
  type: str,
  linkType: str,
  internalLink: str,
  externalLink: str,
  linkNewTab: bool,
  visible: bool,
  seoUrl: str,
  seoUrls,
  level: num,
  childCount: num,
  visibleChildCount: num,
  children: v.nullish(v.array(v.lazy(() => NavigationCategorySchema))),
  breadcrumb: ids,
  path: str,
  media: v.nullish(MediaSchema),
});

/** The navigation answer: the categories below the requested root (a tree when `buildTree` is set). */
export const NavigationSchema = v.array(NavigationCategorySchema);

/** A cart problem or notice; level 0 notice, 10 warning, 20 error. */
export const CartErrorSchema = v.looseObject({
  key: str,
  level: v.number(),
  message: str,
  messageKey: str,
});
/** A cart problem or notice. */
export type CartError = v.InferOutput<typeof CartErrorSchema>;

// Helpers without valibot live in ./media and ./cartLevels (importing them loads no schema); re-exported here.
export { CART_ERROR_LEVEL } from "./cartLevels";

/** One line of the cart. */
export const LineItemSchema = v.looseObject({
  id: v.string(),
  referencedId: str,
  label: str,
  quantity: v.number(),
  type: v.string(),
  good: bool,
  stackable: bool,
  removable: bool,
  price: v.nullish(CalculatedPriceSchema),
  cover: v.nullish(MediaSchema),
  payload: v.nullish(v.looseObject({ productNumber: str })),
  quantityInformation: v.nullish(
    v.looseObject({
      minPurchase: num,
      maxPurchase: num,
      purchaseSteps: num,
    }),
  ),
});
/** One line of the cart. */
export type LineItem = v.InferOutput<typeof LineItemSchema>;

/** A tax amount of a price. */
const CalculatedTaxSchema = v.looseObject({ tax: v.number(), taxRate: v.number(), price: v.number() });

/** The cart with its lines, totals and problems (`errors` is an object keyed by error key, or `[]` when empty). */
export const CartSchema = v.looseObject({
  token: str,
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
        shippingMethod: v.nullish(v.looseObject({ id: v.string(), name: str })),
      }),
    ),
  ),
});
/** The cart. */
export type Cart = v.InferOutput<typeof CartSchema>;

/** A shipping or payment method (`GET /shipping-method`, `GET /payment-method`, the context's chosen ones). */
export const MethodSchema = v.looseObject({
  id: v.string(),
  name: str,
  description: str,
  translated: v.nullish(v.looseObject({ name: str, description: str })),
});
/** A shipping or payment method. */
export type Method = v.InferOutput<typeof MethodSchema>;

/** A state (region) of a country. */
export const CountryStateSchema = v.looseObject({
  id: v.string(),
  name: str,
  shortCode: str,
  translated: translatedName,
  active: bool,
  position: num,
});
/** A state (region) of a country. */
export type CountryState = v.InferOutput<typeof CountryStateSchema>;

/** A country (`GET /country`), with its states when associated. */
export const CountrySchema = v.looseObject({
  id: v.string(),
  name: str,
  iso: str,
  translated: translatedName,
  active: bool,
  forceStateInRegistration: bool,
  states: v.nullish(v.array(CountryStateSchema)),
});
/** A country. */
export type Country = v.InferOutput<typeof CountrySchema>;

/** A salutation (`POST /salutation`). */
export const SalutationSchema = v.looseObject({
  id: v.string(),
  salutationKey: str,
  displayName: str,
  translated: v.nullish(v.looseObject({ displayName: str })),
});
/** A salutation. */
export type Salutation = v.InferOutput<typeof SalutationSchema>;

/** A customer address. */
export const AddressSchema = v.looseObject({
  id: v.string(),
  salutationId: str,
  firstName: str,
  lastName: str,
  company: str,
  street: str,
  zipcode: str,
  city: str,
  countryId: str,
  countryStateId: str,
  phoneNumber: str,
  country: v.nullish(CountrySchema),
  countryState: v.nullish(CountryStateSchema),
});
/** A customer address. */
export type Address = v.InferOutput<typeof AddressSchema>;

const address = v.nullish(AddressSchema);

/** A customer (`GET /account/customer`, the context's customer); `guest` for a guest checkout. */
export const CustomerSchema = v.looseObject({
  id: v.string(),
  firstName: str,
  lastName: str,
  email: str,
  customerNumber: str,
  guest: bool,
  defaultBillingAddressId: str,
  defaultShippingAddressId: str,
  defaultBillingAddress: address,
  defaultShippingAddress: address,
  activeBillingAddress: address,
  activeShippingAddress: address,
});
/** A customer. */
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** The sales channel context (`GET /context`): customer, currency, chosen methods, sales channel. */
export const ContextSchema = v.looseObject({
  token: str,
  customer: v.nullish(CustomerSchema),
  currency: v.nullish(v.looseObject({ isoCode: v.string() })),
  shippingMethod: v.nullish(MethodSchema),
  paymentMethod: v.nullish(MethodSchema),
  shippingLocation: v.nullish(v.looseObject({ address })),
  salesChannel: v.nullish(
    v.looseObject({
      id: v.string(),
      navigationCategoryId: str,
      footerCategoryId: str,
      serviceCategoryId: str,
      // The sales channel's default language (its URLs have no language prefix).
      languageId: str,
    }),
  ),
});
/** The sales channel context. */
export type SalesChannelContext = v.InferOutput<typeof ContextSchema>;

/** A state machine state (an order's, a payment's): its name and technical name. */
const StateSchema = v.nullish(v.looseObject({ name: str, technicalName: str, translated: translatedName }));

/** An order (`POST /checkout/order`, `POST /order`). */
export const OrderSchema = v.looseObject({
  id: v.string(),
  orderNumber: str,
  orderDateTime: str,
  amountTotal: num,
  shippingTotal: num,
  price: v.nullish(v.looseObject({ totalPrice: v.number() })),
  stateMachineState: StateSchema,
  // With the `currency` association: the currency the order was placed in (an order keeps it).
  currency: v.nullish(v.looseObject({ isoCode: v.string() })),
  lineItems: v.nullish(
    v.array(
      // `type` and `productId` (else `referencedId`): where a product line links (its product's page).
      v.looseObject({
        id: v.string(),
        label: str,
        quantity: v.number(),
        totalPrice: num,
        unitPrice: num,
        type: str,
        referencedId: str,
        productId: str,
      }),
    ),
  ),
  // With the `deliveries.shippingMethod` and `transactions.paymentMethod` associations: the methods chosen.
  deliveries: v.nullish(v.array(v.looseObject({ shippingMethod: v.nullish(MethodSchema) }))),
  // The latest transaction is the payment that counts; its state says whether it was paid or failed.
  transactions: v.nullish(
    v.array(v.looseObject({ paymentMethod: v.nullish(MethodSchema), stateMachineState: StateSchema })),
  ),
});
/** An order. */
export type Order = v.InferOutput<typeof OrderSchema>;

/** An entity search result (`{ elements, total }`: countries, addresses, methods, salutations, products). */
export function entityList<T extends v.GenericSchema>(schema: T) {
  return v.looseObject({ elements: v.array(schema), total: num });
}

/** The Store API error body. */
export const StoreApiErrorBodySchema = v.looseObject({
  errors: v.array(
    v.looseObject({
      status: str,
      code: str,
      title: str,
      detail: str,
      source: v.nullish(v.looseObject({ pointer: str })),
    }),
  ),
});

export { mediaSrcSet, pickThumbnail } from "./media";
