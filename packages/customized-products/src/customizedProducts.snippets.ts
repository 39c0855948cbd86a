import type { Snippets } from "@vitrine/core";

/** The rules of the field messages, each with its snippet key `customizedProducts.error.<rule>`. */
const FIELD_RULES = ["required", "min", "max", "fileCount", "fileType", "fileSize", "generic"] as const;

/**
 * Texts of @vitrine/customized-products by snippet key. The field messages default to the spec's placeholders
 * ("No snippet provided (…)"); the shop gives the real texts.
 */
export const customizedProductsSnippets = {
  ...(Object.fromEntries(
    FIELD_RULES.map((rule) => [`customizedProducts.error.${rule}`, `No snippet provided (${rule})`]),
  ) as Record<`customizedProducts.error.${(typeof FIELD_RULES)[number]}`, string>),
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
