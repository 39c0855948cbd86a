// The data schemas of Shopware's standard CMS elements, for the loader: `checkCmsPage` checks each slot's data
// against its element's schema on the server, so the element components in the browser render checked data and
// load no valibot. Exported from `@vitrine/cms/schemas`.
import { MediaSchema, ProductSummarySchema } from "@vitrine/core/schemas";
import { ListingResultSchema } from "@vitrine/listing-filter/schemas";
import { ProductDetailSchema } from "@vitrine/product/schemas";
import * as v from "valibot";

const str = v.nullish(v.string());

/** The `text` element's data: its HTML content. */
export const CmsTextDataSchema = v.looseObject({ content: str });
/** The `text` element's checked data. */
export type CmsTextData = v.InferOutput<typeof CmsTextDataSchema>;

/** The `image` element's data: the resolved media. */
export const CmsImageDataSchema = v.looseObject({ media: MediaSchema });
/** The `image` element's checked data. */
export type CmsImageData = v.InferOutput<typeof CmsImageDataSchema>;

/** The video elements' data: the resolved preview media. */
export const CmsVideoDataSchema = v.looseObject({ previewMedia: v.nullish(MediaSchema) });
/** The video elements' checked data. */
export type CmsVideoData = v.InferOutput<typeof CmsVideoDataSchema>;

/** One slide of the `image-slider` / `image-gallery` data: its media and an optional link. */
export const CmsSliderItemSchema = v.looseObject({
  media: v.nullish(MediaSchema),
  url: str,
  newTab: v.nullish(v.boolean()),
});

/** The `image-slider` and `image-gallery` data: the resolved slides (`sliderItems`, Shopware's `ImageSliderStruct`). */
export const CmsImageSliderDataSchema = v.looseObject({ sliderItems: v.array(CmsSliderItemSchema) });
/** The `image-slider` and `image-gallery` checked data. */
export type CmsImageSliderData = v.InferOutput<typeof CmsImageSliderDataSchema>;

/** The `product-box` element's data: the resolved product. */
export const CmsProductBoxDataSchema = v.looseObject({ product: ProductSummarySchema });
/** The `product-box` element's checked data. */
export type CmsProductBoxData = v.InferOutput<typeof CmsProductBoxDataSchema>;

/** The `product-slider` data: the resolved products. */
export const CmsProductSliderDataSchema = v.looseObject({ products: v.array(ProductSummarySchema) });
/** The `product-slider` element's checked data. */
export type CmsProductSliderData = v.InferOutput<typeof CmsProductSliderDataSchema>;

/** The `product-name` data: the product's name (a text mapped to `product.name`). */
export const CmsProductNameDataSchema = v.looseObject({ content: v.string() });
/** The `product-name` element's checked data. */
export type CmsProductNameData = v.InferOutput<typeof CmsProductNameDataSchema>;

/** The `manufacturer-logo` data: the manufacturer's logo, the manufacturer and its link. */
export const CmsManufacturerLogoDataSchema = v.looseObject({
  media: v.nullish(MediaSchema),
  manufacturer: v.nullish(v.looseObject({ name: str, translated: v.nullish(v.looseObject({ name: str })) })),
  url: str,
  newTab: v.nullish(v.boolean()),
});
/** The `manufacturer-logo` element's checked data. */
export type CmsManufacturerLogoData = v.InferOutput<typeof CmsManufacturerLogoDataSchema>;

/** The `buy-box` data: the product (with prices, stock and purchase rules). */
export const CmsBuyBoxDataSchema = v.looseObject({ product: ProductDetailSchema });
/** The `buy-box` element's checked data. */
export type CmsBuyBoxData = v.InferOutput<typeof CmsBuyBoxDataSchema>;

/** The `product-description-reviews` data: the product (its description) and its reviews. */
export const CmsDescriptionReviewsDataSchema = v.looseObject({
  product: v.looseObject({
    description: str,
    translated: v.nullish(v.looseObject({ description: str })),
  }),
  reviews: v.nullish(
    v.looseObject({
      elements: v.nullish(
        v.array(v.looseObject({ id: v.string(), title: str, content: str, points: v.nullish(v.number()) })),
      ),
    }),
  ),
});
/** The `product-description-reviews` element's checked data. */
export type CmsDescriptionReviewsData = v.InferOutput<typeof CmsDescriptionReviewsDataSchema>;

/** The `cross-selling` data: the product's cross-sellings with their products (Shopware's `CrossSellingStruct`). */
export const CmsCrossSellingDataSchema = v.looseObject({
  crossSellings: v.array(
    v.looseObject({
      crossSelling: v.looseObject({
        id: v.string(),
        name: str,
        translated: v.nullish(v.looseObject({ name: str })),
        active: v.nullish(v.boolean()),
      }),
      products: v.nullish(v.array(ProductSummarySchema)),
    }),
  ),
});
/** The `cross-selling` element's checked data. */
export type CmsCrossSellingData = v.InferOutput<typeof CmsCrossSellingDataSchema>;

/** The `product-listing` slot's data: `{ listing }`, the listing result (Shopware's category route fills it). */
export const CmsListingDataSchema = v.looseObject({ listing: ListingResultSchema });
/** The `product-listing` element's checked data. */
export type CmsListingData = v.InferOutput<typeof CmsListingDataSchema>;

/**
 * The standard elements' data schemas by element type, for `checkCmsPage` (`{ ...cmsElementSchemas, ...yours }`).
 * Elements without data (form, sidebar filter, category navigation) have none.
 */
export const cmsElementSchemas: Readonly<Record<string, v.GenericSchema>> = {
  text: CmsTextDataSchema,
  image: CmsImageDataSchema,
  "youtube-video": CmsVideoDataSchema,
  "vimeo-video": CmsVideoDataSchema,
  "product-box": CmsProductBoxDataSchema,
  "product-slider": CmsProductSliderDataSchema,
  "cross-selling": CmsCrossSellingDataSchema,
  "image-slider": CmsImageSliderDataSchema,
  "image-gallery": CmsImageSliderDataSchema,
  "product-name": CmsProductNameDataSchema,
  "manufacturer-logo": CmsManufacturerLogoDataSchema,
  "buy-box": CmsBuyBoxDataSchema,
  "product-description-reviews": CmsDescriptionReviewsDataSchema,
  "product-listing": CmsListingDataSchema,
};
