import type { Snippets } from "@vitrine/core";
/** English defaults of every text @vitrine/accessories shows, by snippet key. */
export const accessoriesSnippets = {
  "accessories.title": "Accessories",
  "accessories.loading": "Loading accessories…",
  "accessories.error": "The accessories could not be loaded. Please try again.",
  "accessories.retry": "Try again",
  "accessories.increase": "One step more {name}",
  "accessories.decrease": "One step less {name}",
  "accessories.quantity": "{name}, quantity",
  "accessories.bounds": "From {min} to {max}, in steps of {step}; 0 = not chosen.",
  "accessories.inStock": "In stock",
  "accessories.soldOut": "Sold out",
  "accessories.included": "Included",
  "accessories.linked": "Same quantity as the product",
  "accessories.snapped": "{name}: changed to {quantity}, the nearest valid quantity.",
  "accessories.stock": "{name} is not available in this quantity.",
  "accessories.problem.limits": "{name} can be bought from {min} to {max}.",
  "accessories.total": "Total with accessories",
} satisfies Snippets;
