// @vitrine/cms/listing public API: the listing scope a page with `product-listing` / `sidebar-filter` slots needs.
export {
  CmsListingScope,
  type CmsListingScopeProps,
  CmsSidebarFilter,
  cmsPageListing,
  standardListingPage,
  useInCmsListingScope,
} from "./elements/CmsListing";
