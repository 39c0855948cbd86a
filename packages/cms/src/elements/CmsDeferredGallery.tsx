// The product gallery as the element map shows it: deferred (its code loads on the first interaction). A chunk of
// its own, so that only a page with a gallery loads the deferral.
import { deferCmsElement } from "../deferred";

/** Shopware's `image-gallery` element, its server HTML until the shopper's first interaction. */
export const CmsDeferredImageGallery = deferCmsElement(() =>
  import("./CmsImageSlider").then((module) => module.CmsImageGallery),
);
