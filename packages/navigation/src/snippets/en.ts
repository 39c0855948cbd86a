// @vitrine/navigation/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { navigationSnippets } from "../navigation.snippets";

/** Every English text @vitrine/navigation shows, by snippet key. */
export const navigationSnippetsEn = { ...navigationSnippets };

/** The snippet keys of @vitrine/navigation: a set of another language must give a text for each. */
export type NavigationSnippetKey = keyof typeof navigationSnippetsEn;
