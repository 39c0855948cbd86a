// valibot schemas of the Store API responses the demo pages read. Loose objects: the demo checks the
// fields it renders and lets everything else through, so a real shop's extra fields never break a page.
// Only server modules import the schemas (values); client code imports the types, which are erased.
import * as v from "valibot";

const optionalString = v.optional(v.nullable(v.string()));
const optionalNumber = v.optional(v.nullable(v.number()));
const translated = <T extends v.ObjectEntries>(entries: T) => v.optional(v.nullable(v.looseObject(entries)));

export const ThumbnailSchema = v.looseObject({ url: v.string(), width: v.number(), height: v.number() });

export const MediaSchema = v.looseObject({
  id: v.optional(v.string()),
  url: v.string(),
  alt: optionalString,
  title: optionalString,
  translated: translated({ alt: optionalString, title: optionalString }),
  metaData: v.optional(v.nullable(v.looseObject({ width: optionalNumber, height: optionalNumber }))),
  thumbnails: v.optional(v.nullable(v.array(ThumbnailSchema))),
});
export type Media = v.InferOutput<typeof MediaSchema>;

export const ListPriceSchema = v.looseObject({
  price: v.number(),
  discount: optionalNumber,
  percentage: optionalNumber,
});

export const CalculatedPriceSchema = v.looseObject({
  unitPrice: v.number(),
  totalPrice: v.number(),
  quantity: optionalNumber,
  listPrice: v.optional(v.nullable(ListPriceSchema)),
});
export type CalculatedPrice = v.InferOutput<typeof CalculatedPriceSchema>;

const ProductMediaSchema = v.looseObject({
  id: v.optional(v.string()),
  position: optionalNumber,
  media: v.optional(v.nullable(MediaSchema)),
});

const PropertyOptionSchema = v.looseObject({
  id: v.string(),
  name: optionalString,
  translated: translated({ name: optionalString }),
  groupId: optionalString,
  group: v.optional(
    v.nullable(
      v.looseObject({
        id: v.optional(v.string()),
        name: optionalString,
        translated: translated({ name: optionalString }),
      }),
    ),
  ),
});
export type PropertyOption = v.InferOutput<typeof PropertyOptionSchema>;

export const ProductSchema = v.looseObject({
  id: v.string(),
  parentId: optionalString,
  productNumber: optionalString,
  name: optionalString,
  description: optionalString,
  translated: translated({ name: optionalString, description: optionalString }),
  calculatedPrice: v.optional(v.nullable(CalculatedPriceSchema)),
  calculatedPrices: v.optional(v.nullable(v.array(CalculatedPriceSchema))),
  calculatedCheapestPrice: v.optional(v.nullable(CalculatedPriceSchema)),
  cover: v.optional(v.nullable(ProductMediaSchema)),
  media: v.optional(v.nullable(v.array(ProductMediaSchema))),
  properties: v.optional(v.nullable(v.array(PropertyOptionSchema))),
  options: v.optional(v.nullable(v.array(PropertyOptionSchema))),
  optionIds: v.optional(v.nullable(v.array(v.string()))),
  manufacturer: v.optional(
    v.nullable(v.looseObject({ name: optionalString, translated: translated({ name: optionalString }) })),
  ),
  availableStock: optionalNumber,
  stock: optionalNumber,
  available: v.optional(v.nullable(v.boolean())),
  isCloseout: v.optional(v.nullable(v.boolean())),
  minPurchase: optionalNumber,
  maxPurchase: optionalNumber,
  purchaseSteps: optionalNumber,
  shippingFree: v.optional(v.nullable(v.boolean())),
  ratingAverage: optionalNumber,
  markAsTopseller: v.optional(v.nullable(v.boolean())),
  isNew: v.optional(v.nullable(v.boolean())),
  childCount: optionalNumber,
  deliveryTime: v.optional(
    v.nullable(v.looseObject({ name: optionalString, translated: translated({ name: optionalString }) })),
  ),
  categoryIds: v.optional(v.nullable(v.array(v.string()))),
  categoryTree: v.optional(v.nullable(v.array(v.string()))),
  seoCategory: v.optional(v.nullable(v.looseObject({ id: v.string() }))),
});
export type Product = v.InferOutput<typeof ProductSchema>;

const ConfiguratorGroupSchema = v.looseObject({
  id: v.string(),
  name: optionalString,
  displayType: optionalString,
  translated: translated({ name: optionalString }),
  options: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          id: v.string(),
          name: optionalString,
          colorHexCode: optionalString,
          translated: translated({ name: optionalString }),
        }),
      ),
    ),
  ),
});
export type ConfiguratorGroup = v.InferOutput<typeof ConfiguratorGroupSchema>;

export const ProductDetailSchema = v.looseObject({
  product: ProductSchema,
  configurator: v.optional(v.nullable(v.array(ConfiguratorGroupSchema))),
});

export const FoundVariantSchema = v.looseObject({
  foundCombination: v.looseObject({ variantId: v.string(), options: v.optional(v.array(v.string())) }),
});

const SortingSchema = v.looseObject({
  key: v.string(),
  label: optionalString,
  translated: translated({ label: optionalString }),
});
export type Sorting = v.InferOutput<typeof SortingSchema>;

export const ProductListingSchema = v.looseObject({
  elements: v.array(ProductSchema),
  total: optionalNumber,
  page: optionalNumber,
  limit: optionalNumber,
  sorting: optionalString,
  availableSortings: v.optional(v.nullable(v.array(SortingSchema))),
});
export type ProductListing = v.InferOutput<typeof ProductListingSchema>;

export const ProductListSchema = v.looseObject({ elements: v.array(ProductSchema), total: optionalNumber });

export interface NavigationEntry {
  id: string;
  name?: string | null | undefined;
  translated?: { name?: string | null | undefined } | null | undefined;
  type?: string | null | undefined;
  linkType?: string | null | undefined;
  externalLink?: string | null | undefined;
  internalLink?: string | null | undefined;
  visible?: boolean | null | undefined;
  children?: NavigationEntry[] | null | undefined;
}

export const NavigationEntrySchema: v.GenericSchema<NavigationEntry> = v.looseObject({
  id: v.string(),
  name: optionalString,
  translated: translated({ name: optionalString }),
  type: optionalString,
  linkType: optionalString,
  externalLink: optionalString,
  internalLink: optionalString,
  visible: v.optional(v.nullable(v.boolean())),
  children: v.optional(v.nullable(v.array(v.lazy(() => NavigationEntrySchema)))),
});
export const NavigationSchema = v.array(NavigationEntrySchema);

export const CategorySchema = v.looseObject({
  id: v.string(),
  name: optionalString,
  description: optionalString,
  translated: translated({ name: optionalString, description: optionalString }),
  breadcrumb: v.optional(v.nullable(v.array(v.string()))),
  path: optionalString,
  parentId: optionalString,
  level: optionalNumber,
  type: optionalString,
  media: v.optional(v.nullable(MediaSchema)),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const LineItemSchema = v.looseObject({
  id: v.string(),
  referencedId: optionalString,
  label: optionalString,
  quantity: v.number(),
  type: v.string(),
  removable: v.optional(v.nullable(v.boolean())),
  stackable: v.optional(v.nullable(v.boolean())),
  price: v.optional(v.nullable(CalculatedPriceSchema)),
  cover: v.optional(v.nullable(MediaSchema)),
  payload: v.optional(v.nullable(v.looseObject({ productNumber: optionalString }))),
  quantityInformation: v.optional(
    v.nullable(
      v.looseObject({
        minPurchase: optionalNumber,
        maxPurchase: optionalNumber,
        purchaseSteps: optionalNumber,
      }),
    ),
  ),
});
export type LineItem = v.InferOutput<typeof LineItemSchema>;

const CartErrorSchema = v.looseObject({
  key: optionalString,
  level: optionalNumber,
  message: optionalString,
  messageKey: optionalString,
});

export const CartSchema = v.looseObject({
  token: optionalString,
  price: v.optional(
    v.nullable(
      v.looseObject({
        totalPrice: v.number(),
        positionPrice: optionalNumber,
        netPrice: optionalNumber,
        calculatedTaxes: v.optional(
          v.nullable(v.array(v.looseObject({ tax: v.number(), taxRate: v.number() }))),
        ),
      }),
    ),
  ),
  lineItems: v.optional(v.nullable(v.array(LineItemSchema))),
  errors: v.optional(v.nullable(v.union([v.array(CartErrorSchema), v.record(v.string(), CartErrorSchema)]))),
  deliveries: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          shippingCosts: v.optional(v.nullable(CalculatedPriceSchema)),
          shippingMethod: v.optional(v.nullable(v.looseObject({ id: v.string(), name: optionalString }))),
        }),
      ),
    ),
  ),
});
export type Cart = v.InferOutput<typeof CartSchema>;

export const AddressSchema = v.looseObject({
  id: v.string(),
  firstName: optionalString,
  lastName: optionalString,
  company: optionalString,
  street: optionalString,
  zipcode: optionalString,
  city: optionalString,
  country: v.optional(
    v.nullable(v.looseObject({ name: optionalString, translated: translated({ name: optionalString }) })),
  ),
  countryId: optionalString,
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const CustomerSchema = v.looseObject({
  id: v.string(),
  firstName: optionalString,
  lastName: optionalString,
  email: optionalString,
  customerNumber: optionalString,
  guest: v.optional(v.nullable(v.boolean())),
  defaultBillingAddressId: optionalString,
  defaultShippingAddressId: optionalString,
  defaultBillingAddress: v.optional(v.nullable(AddressSchema)),
  defaultShippingAddress: v.optional(v.nullable(AddressSchema)),
  activeBillingAddress: v.optional(v.nullable(AddressSchema)),
  activeShippingAddress: v.optional(v.nullable(AddressSchema)),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

const MethodSchema = v.looseObject({
  id: v.string(),
  name: optionalString,
  description: optionalString,
  translated: translated({ name: optionalString, description: optionalString }),
});
export type Method = v.InferOutput<typeof MethodSchema>;

export const ContextSchema = v.looseObject({
  token: optionalString,
  customer: v.optional(v.nullable(CustomerSchema)),
  currency: v.optional(v.nullable(v.looseObject({ isoCode: v.string() }))),
  shippingMethod: v.optional(v.nullable(MethodSchema)),
  paymentMethod: v.optional(v.nullable(MethodSchema)),
  shippingLocation: v.optional(v.nullable(v.looseObject({ address: v.optional(v.nullable(AddressSchema)) }))),
  salesChannel: v.optional(
    v.nullable(
      v.looseObject({
        id: v.string(),
        navigationCategoryId: optionalString,
        footerCategoryId: optionalString,
        serviceCategoryId: optionalString,
      }),
    ),
  ),
});
export type SalesChannelContext = v.InferOutput<typeof ContextSchema>;

export const MethodListSchema = v.looseObject({ elements: v.array(MethodSchema) });
export const AddressListSchema = v.looseObject({ elements: v.array(AddressSchema) });

export const CountrySchema = v.looseObject({
  id: v.string(),
  name: optionalString,
  iso: optionalString,
  translated: translated({ name: optionalString }),
});
export const CountryListSchema = v.looseObject({ elements: v.array(CountrySchema) });
export type Country = v.InferOutput<typeof CountrySchema>;

export const SalutationListSchema = v.looseObject({
  elements: v.array(
    v.looseObject({
      id: v.string(),
      salutationKey: optionalString,
      displayName: optionalString,
      translated: translated({ displayName: optionalString }),
    }),
  ),
});

export const OrderSchema = v.looseObject({
  id: v.string(),
  orderNumber: optionalString,
  orderDateTime: optionalString,
  amountTotal: optionalNumber,
  shippingTotal: optionalNumber,
  price: v.optional(v.nullable(v.looseObject({ totalPrice: v.number() }))),
  stateMachineState: v.optional(
    v.nullable(
      v.looseObject({
        name: optionalString,
        technicalName: optionalString,
        translated: translated({ name: optionalString }),
      }),
    ),
  ),
  lineItems: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          id: v.string(),
          label: optionalString,
          quantity: v.number(),
          totalPrice: optionalNumber,
          unitPrice: optionalNumber,
        }),
      ),
    ),
  ),
  // With the `deliveries.shippingMethod` and `transactions.paymentMethod` associations: the methods chosen.
  deliveries: v.optional(
    v.nullable(v.array(v.looseObject({ shippingMethod: v.optional(v.nullable(MethodSchema)) }))),
  ),
  transactions: v.optional(
    v.nullable(v.array(v.looseObject({ paymentMethod: v.optional(v.nullable(MethodSchema)) }))),
  ),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OrderListSchema = v.looseObject({
  orders: v.looseObject({ elements: v.array(OrderSchema), total: optionalNumber }),
});

export const WishlistSchema = v.looseObject({ products: ProductListSchema });

export const ContactFormResultSchema = v.looseObject({ individualSuccessMessage: optionalString });
