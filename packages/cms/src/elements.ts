// @vitrine/cms/elements public API: the standard element components, each loaded (React.lazy) only by a page
// that shows it, so a page pays for the elements in its layout only.
import { lazy } from "react";
import type { CmsElementComponent, CmsRegistry } from "./cms.registry";

const load = <M>(importer: () => Promise<M>, pick: (module: M) => CmsElementComponent): CmsElementComponent =>
  lazy(() => importer().then((module) => ({ default: pick(module) })));

const products = () => import("./elements/CmsProducts");
const listing = () => import("./elements/CmsListing");
const sliders = () => import("./elements/CmsImageSlider");
const detail = () => import("./elements/CmsProductDetail");
// The elements with nothing to do before the shopper's first interaction: their server HTML until then.
const deferred = () => import("./elements/deferred");

// Each element on its own (pure: a bundle keeps only the ones a shop's registry uses), then all of them by type.
/** Shopware's `text` element (deferred: its server HTML until the first interaction). */
export const CmsTextElement = /* @__PURE__ */ load(deferred, (module) => module.CmsDeferredText);
/** Shopware's `image` element (deferred). */
export const CmsImageElement = /* @__PURE__ */ load(deferred, (module) => module.CmsDeferredImage);
/** Shopware's `youtube-video` element (deferred, behind the video consent). */
export const CmsYoutubeVideoElement = /* @__PURE__ */ load(
  deferred,
  (module) => module.CmsDeferredYoutubeVideo,
);
/** Shopware's `vimeo-video` element (deferred, behind the video consent). */
export const CmsVimeoVideoElement = /* @__PURE__ */ load(deferred, (module) => module.CmsDeferredVimeoVideo);
/** Shopware's `product-box` element. */
export const CmsProductBoxElement = /* @__PURE__ */ load(products, (module) => module.CmsProductBox);
/** Shopware's `product-slider` element. */
export const CmsProductSliderElement = /* @__PURE__ */ load(products, (module) => module.CmsProductSlider);
/** Shopware's `cross-selling` element. */
export const CmsCrossSellingElement = /* @__PURE__ */ load(
  () => import("./elements/CmsCrossSelling"),
  (module) => module.CmsCrossSelling,
);
/** Shopware's `image-slider` element. */
export const CmsImageSliderElement = /* @__PURE__ */ load(sliders, (module) => module.CmsImageSlider);
/** Shopware's `image-gallery` element (deferred). */
export const CmsImageGalleryElement = /* @__PURE__ */ load(
  deferred,
  (module) => module.CmsDeferredImageGallery,
);
/** Shopware's `form` element (contact, newsletter). */
export const CmsFormElement = /* @__PURE__ */ load(
  () => import("./elements/CmsForm"),
  (module) => module.CmsForm,
);
/** Shopware's `product-name` element (deferred). */
export const CmsProductNameElement = /* @__PURE__ */ load(
  deferred,
  (module) => module.CmsDeferredProductName,
);
/** Shopware's `manufacturer-logo` element (deferred). */
export const CmsManufacturerLogoElement = /* @__PURE__ */ load(
  deferred,
  (module) => module.CmsDeferredManufacturerLogo,
);
/** Shopware's `buy-box` element. */
export const CmsBuyBoxElement = /* @__PURE__ */ load(detail, (module) => module.CmsBuyBox);
/** Shopware's `product-description-reviews` element. */
export const CmsDescriptionReviewsElement = /* @__PURE__ */ load(
  detail,
  (module) => module.CmsDescriptionReviews,
);
/** Shopware's `product-listing` element (inside `CmsListingScope`). */
export const CmsProductListingElement = /* @__PURE__ */ load(listing, (module) => module.CmsProductListing);
/** Shopware's `sidebar-filter` element (inside `CmsListingScope`). */
export const CmsSidebarFilterElement = /* @__PURE__ */ load(listing, (module) => module.CmsSidebarFilter);
/** Shopware's `category-navigation` element (deferred). */
export const CmsCategoryNavigationElement = /* @__PURE__ */ load(
  deferred,
  (module) => module.CmsDeferredCategoryNavigation,
);

/**
 * Shopware's standard elements by type, lazily loaded: `createCmsRegistry(defaultCmsElements, yours)`. A shop that
 * replaces some of them may list the others one by one instead (`CmsTextElement` …): its bundle then carries no
 * loader of the replaced ones.
 */
export const defaultCmsElements: Pick<CmsRegistry, "elements"> = {
  elements: {
    text: CmsTextElement,
    image: CmsImageElement,
    "youtube-video": CmsYoutubeVideoElement,
    "vimeo-video": CmsVimeoVideoElement,
    "product-box": CmsProductBoxElement,
    "product-slider": CmsProductSliderElement,
    "cross-selling": CmsCrossSellingElement,
    "image-slider": CmsImageSliderElement,
    "image-gallery": CmsImageGalleryElement,
    form: CmsFormElement,
    "product-name": CmsProductNameElement,
    "manufacturer-logo": CmsManufacturerLogoElement,
    "buy-box": CmsBuyBoxElement,
    "product-description-reviews": CmsDescriptionReviewsElement,
    "product-listing": CmsProductListingElement,
    "sidebar-filter": CmsSidebarFilterElement,
    "category-navigation": CmsCategoryNavigationElement,
  },
};
