import type { Snippets } from "@vitrine/core";

/** English defaults of the texts the wishlist button and header widget show. */
export const wishlistSnippets = {
  "wishlist.button.add": "Add to wishlist",
  "wishlist.button.remove": "Remove from wishlist",
  "wishlist.widget.label": "Wishlist",
  "wishlist.widget.empty": "empty",
  "wishlist.widget.one": "1 product",
  "wishlist.widget.other": "{count} products",
} satisfies Snippets;
