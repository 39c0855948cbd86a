import type { Snippets } from "@vitrine/core";
import { cmsSnippets } from "./cms.snippets";

/** English defaults of the form element's own texts beyond the package's, by snippet key. */
export const cmsFormSnippets = {
  ...cmsSnippets,
  "cms.form.newsletterActive": "This email address already receives our newsletter.",
} satisfies Snippets;
