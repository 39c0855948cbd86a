// @vitrine/cookie-consent/snippets/en: every English text of the cookie consent, one set.
import { consentVideoSnippets } from "../consentVideo.snippets";
import { cookieSettingsSnippets } from "../cookieSettings.snippets";

/** Every English text @vitrine/cookie-consent shows, by snippet key: the bar, the settings panel, the video. */
export const cookieConsentSnippetsEn = { ...cookieSettingsSnippets, ...consentVideoSnippets };

/** The snippet keys of @vitrine/cookie-consent: a set of another language must give a text for each. */
export type CookieConsentSnippetKey = keyof typeof cookieConsentSnippetsEn;
