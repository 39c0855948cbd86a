import type { Snippets } from "@vitrine/core";

/** English defaults of every text the listing shows; a shop overrides any key through `VitrineProvider`'s snippets. */
export const listingSnippets = {
  "listing.sorting": "Sorting",
  "listing.limit": "Products per page",
  "listing.pagination": "Pagination",
  "listing.previousPage": "Previous page",
  "listing.nextPage": "Next page",
  "listing.page": "Page {page}",
  "listing.total": "{count} products",
  "listing.totalOne": "1 product",
  "listing.empty": "No products match these filters.",
  "listing.error": "The products could not be loaded. The results shown are the previous ones.",
  "listing.retry": "Try again",
  "listing.rated": "Rated {rating} out of {max}",
} satisfies Snippets;
