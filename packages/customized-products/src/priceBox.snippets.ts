import type { Snippets } from "@vitrine/core";
import { customizedProductsSnippets } from "./customizedProducts.snippets";

/** English defaults of the price box's texts (loaded with it), with the package's common ones. */
export const priceBoxSnippets = {
  ...customizedProductsSnippets,
  "customizedProducts.price.title": "Your configuration",
  "customizedProducts.price.oneTime": "once",
  "customizedProducts.price.perPiece": "per piece",
  "customizedProducts.price.total": "Total",
} satisfies Snippets;
