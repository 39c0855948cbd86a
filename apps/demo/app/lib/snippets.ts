// The shop's texts for the packages' snippet keys (the packages bring English defaults; the customized-products
// field messages default to the spec's placeholders, so the shop gives them here).

/** The demo's snippets, given to the provider. */
export const shopSnippets: Record<string, string> = {
  "customizedProducts.error.required": "Please fill in this field.",
  "customizedProducts.error.min": "Please enter at least {min}.",
  "customizedProducts.error.max": "Please enter at most {max}.",
  "customizedProducts.error.fileCount": "Please upload at most {max} file(s); remove one to add another.",
  "customizedProducts.error.fileType": "This type of file is not allowed.",
  "customizedProducts.error.fileSize": "The file is larger than {max} MB.",
  "customizedProducts.error.generic": "The file could not be uploaded. Please try again.",
};
