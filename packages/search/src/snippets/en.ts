// @vitrine/search/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { searchSnippets } from "../search.snippets";

/** Every English text @vitrine/search shows, by snippet key. */
export const searchSnippetsEn = { ...searchSnippets };

/** The snippet keys of @vitrine/search: a set of another language must give a text for each. */
export type SearchSnippetKey = keyof typeof searchSnippetsEn;
