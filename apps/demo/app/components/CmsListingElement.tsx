// The demo's `product-listing` CMS element, its own chunk: only pages whose layout has a listing load it (and the
// listing's filters with it). The package's `sidebar-filter` element comes with it (one chunk, one preload list).
import type { CmsElementProps } from "@vitrine/cms";
import { useInCmsListingScope } from "@vitrine/cms/listing";
import { ListingResults } from "./ListingPage";

export { CmsSidebarFilter } from "@vitrine/cms/listing";

/** `product-listing`: the demo's listing results (cards with wishlist and buy form), inside the page's scope. */
export function DemoProductListing({ context }: CmsElementProps) {
  if (!useInCmsListingScope()) return null;
  const listName = typeof context.categoryName === "string" ? context.categoryName : undefined;
  return <ListingResults analytics={{ categoryId: context.categoryId, listName }} />;
}
