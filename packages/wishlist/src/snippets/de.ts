// @vitrine/wishlist/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { WishlistSnippetKey } from "./en";

export type { WishlistSnippetKey };

/** Every German text @vitrine/wishlist shows, by snippet key. */
export const wishlistSnippetsDe: Record<WishlistSnippetKey, string> = {
  "wishlist.button.add": "Zum Merkzettel hinzufügen",
  "wishlist.button.remove": "Vom Merkzettel entfernen",
  "wishlist.widget.label": "Merkzettel",
  "wishlist.widget.empty": "leer",
  "wishlist.widget.one": "1 Artikel",
  "wishlist.widget.other": "{count} Artikel",
  "wishlist.page.loading": "Ihr Merkzettel wird geladen…",
  "wishlist.page.empty": "Ihr Merkzettel ist leer.",
  "wishlist.page.error": "Ihr Merkzettel konnte nicht geladen werden.",
  "wishlist.page.retry": "Erneut versuchen",
  "wishlist.page.remove": "Entfernen",
  "wishlist.page.removeLabel": "{name} vom Merkzettel entfernen",
};
