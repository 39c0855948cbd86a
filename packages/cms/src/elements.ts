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

/** Shopware's standard elements by type, lazily loaded: `createCmsRegistry(defaultCmsElements, yours)`. */
export const defaultCmsElements: Pick<CmsRegistry, "elements"> = {
  elements: {
    text: load(deferred, (module) => module.CmsDeferredText),
    image: load(deferred, (module) => module.CmsDeferredImage),
    "youtube-video": load(deferred, (module) => module.CmsDeferredYoutubeVideo),
    "vimeo-video": load(deferred, (module) => module.CmsDeferredVimeoVideo),
    "product-box": load(products, (module) => module.CmsProductBox),
    "product-slider": load(products, (module) => module.CmsProductSlider),
    "cross-selling": load(
      () => import("./elements/CmsCrossSelling"),
      (module) => module.CmsCrossSelling,
    ),
    "image-slider": load(sliders, (module) => module.CmsImageSlider),
    "image-gallery": load(deferred, (module) => module.CmsDeferredImageGallery),
    form: load(
      () => import("./elements/CmsForm"),
      (module) => module.CmsForm,
    ),
    "product-name": load(deferred, (module) => module.CmsDeferredProductName),
    "manufacturer-logo": load(deferred, (module) => module.CmsDeferredManufacturerLogo),
    "buy-box": load(detail, (module) => module.CmsBuyBox),
    "product-description-reviews": load(detail, (module) => module.CmsDescriptionReviews),
    "product-listing": load(listing, (module) => module.CmsProductListing),
    "sidebar-filter": load(listing, (module) => module.CmsSidebarFilter),
    "category-navigation": load(
      () => import("./elements/CmsCategoryNavigation"),
      (module) => module.CmsCategoryNavigation,
    ),
  },
};
