import type { Snippets } from "@vitrine/core";
import { customizedProductsSnippets } from "./customizedProducts.snippets";

/** English defaults of the wizard's texts (loaded with it), with the package's common ones. */
export const wizardSnippets = {
  ...customizedProductsSnippets,
  "customizedProducts.wizard.start": "Start configuring",
  "customizedProducts.wizard.back": "Back",
  "customizedProducts.wizard.next": "Next",
  "customizedProducts.wizard.finish": "Finish",
  "customizedProducts.wizard.review": "Your configuration",
  "customizedProducts.wizard.navigation": "Go to step",
  "customizedProducts.wizard.step": "Step {current} of {total}: {name}",
  "customizedProducts.wizard.empty": "—",
} satisfies Snippets;
