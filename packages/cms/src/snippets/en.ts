// @vitrine/cms/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { cmsFormSnippets } from "../cmsForm.snippets";

/** Every English text @vitrine/cms shows, by snippet key. */
export const cmsSnippetsEn = { ...cmsFormSnippets };

/** The snippet keys of @vitrine/cms: a set of another language must give a text for each. */
export type CmsSnippetKey = keyof typeof cmsSnippetsEn;
