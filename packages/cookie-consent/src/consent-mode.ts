// @vitrine/cookie-consent/consent-mode: Google Consent Mode v2 from the shopper's cookie choices, for analytics and
// tag managers (they load it; a page's first paint does not).

export {
  type ConsentModeCategory,
  type ConsentModeSignal,
  type ConsentModeState,
  getConsentModeState,
  onConsentModeChange,
} from "./consentMode";
