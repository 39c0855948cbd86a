import type { Snippets } from "@vitrine/core";

/** English defaults of the rich text editor's toolbar (loaded with it). */
export const richTextSnippets = {
  "customizedProducts.richText.toolbar": "Text format",
  "customizedProducts.richText.bold": "Bold",
  "customizedProducts.richText.italic": "Italic",
  "customizedProducts.richText.underline": "Underline",
  "customizedProducts.richText.strikeThrough": "Strikethrough",
} satisfies Snippets;
