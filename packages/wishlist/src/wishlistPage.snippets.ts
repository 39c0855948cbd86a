import type { Snippets } from "@vitrine/core";

/** English defaults of the wishlist page's texts. */
export const wishlistPageSnippets = {
  "wishlist.page.loading": "Loading your wishlist…",
  "wishlist.page.empty": "Your wishlist is empty.",
  "wishlist.page.error": "Your wishlist could not be loaded.",
  "wishlist.page.retry": "Try again",
  "wishlist.page.remove": "Remove",
  "wishlist.page.removeLabel": "Remove {name} from wishlist",
} satisfies Snippets;
