// The standard elements that need no code at first paint, as the element map shows them: deferred (their server
// HTML until the shopper's first interaction, see `deferCmsElement`). A chunk of its own, so that only a page with
// one of them loads the deferral.
import { deferCmsElement } from "../deferred";

const heading = () => import("./CmsProductHeading");

/** Shopware's `image-gallery` element: the first image is the server's, the slider, thumbnails and zoom come later. */
export const CmsDeferredImageGallery = deferCmsElement(() =>
  import("./CmsImageSlider").then((module) => module.CmsImageGallery),
);
/** Shopware's `text` element: the shop's HTML, its internal links working as plain links until then. */
export const CmsDeferredText = deferCmsElement(() => import("./CmsText").then((module) => module.CmsText));
/** Shopware's `image` element: the image (and its link) as the server rendered it. */
export const CmsDeferredImage = deferCmsElement(() => import("./CmsImage").then((module) => module.CmsImage));
/** Shopware's `product-name` element: the page's heading. */
export const CmsDeferredProductName = deferCmsElement(() =>
  heading().then((module) => module.CmsProductName),
);
/** Shopware's `manufacturer-logo` element: the logo linked to the manufacturer. */
export const CmsDeferredManufacturerLogo = deferCmsElement(() =>
  heading().then((module) => module.CmsManufacturerLogo),
);
/** Shopware's `category-navigation` element: links, working as plain links until then. */
export const CmsDeferredCategoryNavigation = deferCmsElement(() =>
  import("./CmsCategoryNavigation").then((module) => module.CmsCategoryNavigation),
);
/** Shopware's `youtube-video` element: its consent placeholder ("Load video") until then; a click on it is kept. */
export const CmsDeferredYoutubeVideo = deferCmsElement(() =>
  import("./CmsVideo").then((module) => module.CmsYoutubeVideo),
);
/** Shopware's `vimeo-video` element: as the YouTube one. */
export const CmsDeferredVimeoVideo = deferCmsElement(() =>
  import("./CmsVideo").then((module) => module.CmsVimeoVideo),
);
