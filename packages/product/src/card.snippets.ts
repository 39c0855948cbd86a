import type { Snippets } from "@vitrine/core";

/** English defaults of the product card's and card price's texts; a shop overrides them through the provider. */
export const productCardSnippets = {
  "product.card.price": "{price}",
  "product.card.fromPrice": "from {price}",
  "product.card.currentPrice": "Now",
  "product.card.listPrice": "Previously {price}",
  "product.card.referencePrice": "{price} per {amount} {unit}",
  "product.card.saving": "−{percent}%",
  "product.card.topseller": "Top seller",
} satisfies Snippets;
