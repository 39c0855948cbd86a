import type { Snippets } from "@vitrine/core";

/** English defaults of the cookie bar and the "Cookie settings" link; shops override them by key. */
export const cookieBarSnippets = {
  "cookieConsent.bar.label": "Cookie consent",
  "cookieConsent.bar.text":
    "This website uses cookies to make the shop work and, with your consent, for statistics, marketing and comfort features such as videos.",
  "cookieConsent.bar.onlyNecessary": "Only necessary",
  "cookieConsent.bar.configure": "Configure",
  "cookieConsent.bar.acceptAll": "Accept all",
  "cookieConsent.error": "The cookie settings could not be loaded. Please try again.",
  "cookieConsent.settingsLink": "Cookie settings",
} satisfies Snippets;
