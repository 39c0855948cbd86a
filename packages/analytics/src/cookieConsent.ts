// @vitrine/analytics/cookie-consent: the shopper's choices from @vitrine/cookie-consent, decided once the preference
// cookie is set. Each export is a file of its own, so a page that waits for the choice loads no consent source.

export { whenConsentDecided } from "./consentDecided";
export { cookieConsentSource } from "./consentSource";
