import type { Snippets } from "@vitrine/core";

/** English defaults of the reCAPTCHA texts, by snippet key. */
export const recaptchaSnippets = {
  "forms.captcha.recaptcha.required": "Please confirm that you are not a robot.",
  "forms.captcha.recaptcha.failed": "The robot check could not be loaded. Please try again.",
} satisfies Snippets;
