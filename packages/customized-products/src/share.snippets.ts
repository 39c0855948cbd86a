import type { Snippets } from "@vitrine/core";
import { customizedProductsSnippets } from "./customizedProducts.snippets";

/** English defaults of the share box's texts (loaded with it), with the package's common ones. */
export const shareSnippets = {
  ...customizedProductsSnippets,
  "customizedProducts.share": "Share configuration",
  "customizedProducts.shareUrl": "Link to this configuration",
  "customizedProducts.copy": "Copy link",
  "customizedProducts.copied": "Link copied",
  "customizedProducts.shareFailed": "The link could not be created. Please try again.",
} satisfies Snippets;
