// @vitrine/accessories/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { accessoriesSnippets } from "../accessories.snippets";

/** Every English text @vitrine/accessories shows, by snippet key. */
export const accessoriesSnippetsEn = { ...accessoriesSnippets };

/** The snippet keys of @vitrine/accessories: a set of another language must give a text for each. */
export type AccessoriesSnippetKey = keyof typeof accessoriesSnippetsEn;
