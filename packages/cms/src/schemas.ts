// @vitrine/cms/schemas: the loader's side of the CMS. The page and element schemas, and the check that makes a page
// renderable (`checkCmsPage`): run on the server, so the browser renders checked data and loads no valibot.

export { checkCmsPage, cmsPageOf, cmsSlotData } from "./cms.check";
export {
  CmsBlockSchema,
  CmsConfigValueSchema,
  CmsPageSchema,
  CmsSectionSchema,
  CmsSlotSchema,
  CmsVisibilitySchema,
  LandingPageSchema,
} from "./cms.schema";
export { CMS_INCLUDES, cmsPageView } from "./cms.view";
export {
  type CmsBuyBoxData,
  CmsBuyBoxDataSchema,
  type CmsCrossSellingData,
  CmsCrossSellingDataSchema,
  type CmsDescriptionReviewsData,
  CmsDescriptionReviewsDataSchema,
  type CmsImageData,
  CmsImageDataSchema,
  type CmsImageSliderData,
  CmsImageSliderDataSchema,
  type CmsListingData,
  CmsListingDataSchema,
  type CmsManufacturerLogoData,
  CmsManufacturerLogoDataSchema,
  type CmsProductBoxData,
  CmsProductBoxDataSchema,
  type CmsProductNameData,
  CmsProductNameDataSchema,
  type CmsProductSliderData,
  CmsProductSliderDataSchema,
  CmsSliderItemSchema,
  type CmsTextData,
  CmsTextDataSchema,
  type CmsVideoData,
  CmsVideoDataSchema,
  cmsElementSchemas,
} from "./elements/elements.schema";
