import type { Snippets } from "@vitrine/core";

/** English defaults of the basic captcha's texts, by snippet key. */
export const basicCaptchaSnippets = {
  "forms.captcha.basic.label": "Captcha",
  "forms.captcha.basic.hint": "Type the characters shown in the image (not case-sensitive).",
  "forms.captcha.basic.image": "Captcha: distorted characters to type into the field below",
  "forms.captcha.basic.refresh": "Load a new captcha",
  "forms.captcha.basic.reloaded": "A new captcha image was loaded.",
  "forms.captcha.basic.invalid": "The characters did not match. Please type the ones in the new image.",
  "forms.captcha.basic.noScriptRefresh": "Load a new captcha (keeps what you typed)",
} satisfies Snippets;
