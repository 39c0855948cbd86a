import type { Snippets } from "@vitrine/core";

/** English defaults of the texts the wishlist button and header widget show. */
export const wishlistSnippets: Snippets = {
  "wishlist.button.add": "Add to wishlist",
  "wishlist.button.remove": "Remove from wishlist",
  "wishlist.widget.label": "Wishlist",
  "wishlist.widget.empty": "Wishlist, empty",
  "wishlist.widget.one": "Wishlist, 1 product",
  "wishlist.widget.other": "Wishlist, {count} products",
};
