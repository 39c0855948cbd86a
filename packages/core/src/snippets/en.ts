// @vitrine/core/snippets/en: core's own English texts (`vitrine.*`), the set the provider falls back to.
import { defaultSnippets } from "../snippets";

/** Every English text @vitrine/core shows, by snippet key. */
export const coreSnippetsEn = defaultSnippets;

/** The snippet keys of @vitrine/core: a set of another language must give a text for each. */
export type CoreSnippetKey = keyof typeof coreSnippetsEn;
