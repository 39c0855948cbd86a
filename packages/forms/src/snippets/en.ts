// @vitrine/forms/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { addressEditorSnippets } from "../addressEditor.snippets";
import { basicCaptchaSnippets } from "../basicCaptcha.snippets";
import { formsSnippets } from "../forms.snippets";
import { recaptchaSnippets } from "../recaptcha.snippets";

/** Every English text @vitrine/forms shows, by snippet key: fields, addresses, the address editor and the captchas. */
export const formsSnippetsEn = {
  ...formsSnippets,
  ...addressEditorSnippets,
  ...basicCaptchaSnippets,
  ...recaptchaSnippets,
};

/** The snippet keys of @vitrine/forms: a set of another language must give a text for each. */
export type FormsSnippetKey = keyof typeof formsSnippetsEn;
