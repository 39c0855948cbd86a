// @vitrine/cms/listing public API: the listing scope a page with `product-listing` / `sidebar-filter` slots needs.
export {
  CmsListingDataSchema,
  CmsListingScope,
  type CmsListingScopeProps,
  cmsPageListing,
  useInCmsListingScope,
} from "./elements/CmsListing";
