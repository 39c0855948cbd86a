// @vitrine/product/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { productCardSnippets } from "../card.snippets";
import { productSnippets } from "../product.snippets";

/** Every English text @vitrine/product shows, by snippet key: the product page parts and the product card. */
export const productSnippetsEn = { ...productSnippets, ...productCardSnippets };

/** The snippet keys of @vitrine/product: a set of another language must give a text for each. */
export type ProductSnippetKey = keyof typeof productSnippetsEn;
