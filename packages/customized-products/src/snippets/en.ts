// @vitrine/customized-products/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { priceBoxSnippets } from "../priceBox.snippets";
import { richTextSnippets } from "../richText.snippets";
import { shareSnippets } from "../share.snippets";
import { uploadSnippets } from "../upload.snippets";
import { wizardSnippets } from "../wizard.snippets";

/** Every English text @vitrine/customized-products shows, by snippet key (the field messages are the spec's placeholders: the shop gives the real texts). */
export const customizedProductsSnippetsEn = {
  ...wizardSnippets,
  ...priceBoxSnippets,
  ...uploadSnippets,
  ...richTextSnippets,
  ...shareSnippets,
};

/** The snippet keys of @vitrine/customized-products: a set of another language must give a text for each. */
export type CustomizedProductsSnippetKey = keyof typeof customizedProductsSnippetsEn;
