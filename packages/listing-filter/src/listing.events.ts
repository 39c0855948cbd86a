import type { ProductSummary } from "@vitrine/core/schemas";

/** The list a listing is (GA4's `item_list_id` and `item_list_name`): the category, or the search results. */
export interface ListingList {
  id: string;
  name: string;
}

declare module "@vitrine/core" {
  interface VitrineEvents {
    /** A listing showed its products: on the first render and again after every filter, sort or page change. */
    "listing:result": {
      products: ProductSummary[];
      list: ListingList;
      /** The position of the first product in the whole listing (0 on page 1). */
      offset: number;
      /** The search term (search page). */
      search?: string;
    };
    /** The shopper chose a product of the listing (its position in the whole listing). */
    "listing:product-selected": { product: ProductSummary; list: ListingList; index: number };
  }
}
