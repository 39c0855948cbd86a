import type { Snippets } from "@vitrine/core";
import { customizedProductsSnippets } from "./customizedProducts.snippets";

/** English defaults of the upload control's texts (loaded with it), with the package's common ones. */
export const uploadSnippets = {
  ...customizedProductsSnippets,
  "customizedProducts.upload.remove": "Remove {name}",
  "customizedProducts.upload.retry": "Try {name} again",
  "customizedProducts.upload.uploading": "Uploading…",
  "customizedProducts.upload.done": "Uploaded",
} satisfies Snippets;
