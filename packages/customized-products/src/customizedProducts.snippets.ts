import type { Snippets } from "@vitrine/core";
/**
 * Texts of @vitrine/customized-products by snippet key. The field messages default to the spec's placeholders
 * ("No snippet provided (…)"); the shop gives the real texts (SPEC section 5).
 */
export const customizedProductsSnippets = {
  "customizedProducts.error.required": "No snippet provided (required)",
  "customizedProducts.error.min": "No snippet provided (min)",
  "customizedProducts.error.max": "No snippet provided (max)",
  "customizedProducts.error.fileCount": "No snippet provided (fileCount)",
  "customizedProducts.error.fileType": "No snippet provided (fileType)",
  "customizedProducts.error.fileSize": "No snippet provided (fileSize)",
  "customizedProducts.error.generic": "No snippet provided (generic)",
  "customizedProducts.requiredMark": "required",
  "customizedProducts.excluded": "Not available: {reason}",
  "customizedProducts.violations": "These choices do not go together:",
  "customizedProducts.confirm": "I have checked and confirm my configuration.",
  "customizedProducts.quantity": "Quantity",
  "customizedProducts.buy": "Add to shopping cart",
  "customizedProducts.buyFailed": "Not added to the cart. Please try again.",
  "customizedProducts.none": "None",
  "customizedProducts.upload.choose": "Choose files",
} satisfies Snippets;
