import type { Snippets } from "@vitrine/core";
import { cookieBarSnippets } from "./snippets";

/** English defaults of the cookie settings panel; shops override them by key. */
export const cookieSettingsSnippets = {
  ...cookieBarSnippets,
  "cookieConsent.settings.title": "Cookie settings",
  "cookieConsent.settings.intro":
    "Choose which cookies this shop may use. Required cookies are always on because the shop needs them to work.",
  "cookieConsent.settings.required": "Always active",
  "cookieConsent.settings.save": "Save",
  "cookieConsent.settings.acceptAll": "Accept all",
  "cookieConsent.settings.loading": "Loading cookie settings…",
} satisfies Snippets;
