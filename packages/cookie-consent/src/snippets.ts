import type { Snippets } from "@vitrine/core";

/** English defaults of every text cookie consent shows; shops override them by key. */
export const cookieConsentSnippets: Snippets = {
  "cookieConsent.bar.label": "Cookie consent",
  "cookieConsent.bar.text":
    "This website uses cookies to make the shop work and, with your consent, for statistics, marketing and comfort features such as videos.",
  "cookieConsent.bar.onlyNecessary": "Only necessary",
  "cookieConsent.bar.configure": "Configure",
  "cookieConsent.bar.acceptAll": "Accept all",
  "cookieConsent.error": "The cookie settings could not be loaded. Please try again.",
  "cookieConsent.settings.title": "Cookie settings",
  "cookieConsent.settings.intro":
    "Choose which cookies this shop may use. Required cookies are always on because the shop needs them to work.",
  "cookieConsent.settings.required": "Always active",
  "cookieConsent.settings.save": "Save",
  "cookieConsent.settings.acceptAll": "Accept all",
  "cookieConsent.settings.loading": "Loading cookie settings…",
  "cookieConsent.settingsLink": "Cookie settings",
  "cookieConsent.video.notice":
    "This video is provided by {provider}. When you load it, {provider} receives data such as your IP address, and a cookie remembers your choice for 30 days.",
  "cookieConsent.video.load": "Load video",
};
