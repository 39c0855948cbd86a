// @vitrine/cookie-consent/snippets/de: every German text of the cookie consent, in the wording of Shopware's de-DE
// storefront.
import type { CookieConsentSnippetKey } from "./en";

export type { CookieConsentSnippetKey };

/** Every German text @vitrine/cookie-consent shows, by snippet key. */
export const cookieConsentSnippetsDe: Record<CookieConsentSnippetKey, string> = {
  "cookieConsent.bar.label": "Cookie-Einwilligung",
  "cookieConsent.bar.text":
    "Diese Website verwendet Cookies, damit der Shop funktioniert, und mit Ihrer Einwilligung für Statistiken, Marketing und Komfortfunktionen wie Videos.",
  "cookieConsent.bar.onlyNecessary": "Nur technisch notwendige",
  "cookieConsent.bar.configure": "Konfigurieren",
  "cookieConsent.bar.acceptAll": "Alle akzeptieren",
  "cookieConsent.error":
    "Die Cookie-Einstellungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
  "cookieConsent.settingsLink": "Cookie-Einstellungen",
  "cookieConsent.settings.title": "Cookie-Einstellungen",
  "cookieConsent.settings.intro":
    "Wählen Sie, welche Cookies dieser Shop verwenden darf. Technisch notwendige Cookies sind immer aktiv, weil der Shop ohne sie nicht funktioniert.",
  "cookieConsent.settings.required": "Immer aktiv",
  "cookieConsent.settings.save": "Speichern",
  "cookieConsent.settings.acceptAll": "Alle akzeptieren",
  "cookieConsent.settings.loading": "Cookie-Einstellungen werden geladen…",
  "cookieConsent.video.notice":
    "Dieses Video wird von {provider} bereitgestellt. Wenn Sie es laden, erhält {provider} Daten wie Ihre IP-Adresse, und ein Cookie speichert Ihre Wahl für 30 Tage.",
  "cookieConsent.video.load": "Video laden",
};
