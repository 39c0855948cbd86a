// The demo's CMS registry: the package's standard elements, with the product box, slider and listing replaced by
// the demo's own (its cards carry the wishlist toggle and the buy form), the product page's buy box, description
// and cross-selling by the demo's (configurator, accessories, cart form, wishlist), the form with the demo's captcha.
// No fork: later entries win.
import { type CmsElementComponent, createCmsRegistry } from "@vitrine/cms";
import {
  CmsCategoryNavigationElement,
  CmsImageElement,
  CmsImageGalleryElement,
  CmsImageSliderElement,
  CmsManufacturerLogoElement,
  CmsProductNameElement,
  CmsTextElement,
  CmsVimeoVideoElement,
  CmsYoutubeVideoElement,
} from "@vitrine/cms/elements";
import { lazy } from "react";

const lazyElement =
  <M>(importer: () => Promise<M>) =>
  (pick: (module: M) => CmsElementComponent): CmsElementComponent =>
    lazy(() => importer().then((module) => ({ default: pick(module) })));
const load = lazyElement(() => import("../components/CmsElements"));
const loadListing = lazyElement(() => import("../components/CmsListingElement"));
const loadForm = lazyElement(() => import("../components/CmsFormElement"));
const loadProduct = lazyElement(() => import("../components/ProductCmsElements"));

/**
 * The registry the home, category, landing and product pages render their layouts with: the package's standard
 * elements the demo keeps, one by one (the bundle carries no loader of the ones it replaces), and its own.
 */
export const cmsRegistry = createCmsRegistry({
  elements: {
    text: CmsTextElement,
    image: CmsImageElement,
    "youtube-video": CmsYoutubeVideoElement,
    "vimeo-video": CmsVimeoVideoElement,
    "image-slider": CmsImageSliderElement,
    "image-gallery": CmsImageGalleryElement,
    "product-name": CmsProductNameElement,
    "manufacturer-logo": CmsManufacturerLogoElement,
    "category-navigation": CmsCategoryNavigationElement,
    "product-box": load((module) => module.DemoProductBox),
    "product-slider": load((module) => module.DemoProductSlider),
    "cross-selling": loadProduct((module) => module.DemoCrossSelling),
    "buy-box": loadProduct((module) => module.DemoBuyBox),
    "product-description-reviews": loadProduct((module) => module.DemoDescription),
    "product-listing": loadListing((module) => module.DemoProductListing),
    "sidebar-filter": loadListing((module) => module.CmsSidebarFilter),
    form: loadForm((module) => module.DemoCmsForm),
  },
});

/** Whether the page shows development placeholders for unknown element types (never in production). */
export const CMS_DEVELOPMENT = import.meta.env.DEV;
