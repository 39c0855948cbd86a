// @vitrine/card-payment/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { CardPaymentSnippetKey } from "./en";

export type { CardPaymentSnippetKey };

/** Every German text @vitrine/card-payment shows, by snippet key. */
export const cardPaymentSnippetsDe: Record<CardPaymentSnippetKey, string> = {
  "cardPayment.title": "Kartendaten",
  "cardPayment.loading": "Das Kartenformular wird geladen…",
  "cardPayment.providerError":
    "Das Kartenformular konnte nicht geladen werden. Bitte wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.",
  "cardPayment.invalid": "Bitte prüfen Sie Ihre Kartendaten.",
  "cardPayment.notReady": "Das Kartenformular ist noch nicht bereit.",
  "cardPayment.savedCards": "Gespeicherte Karten",
  "cardPayment.newDetails": "Neue Zahlungsdaten verwenden",
  "cardPayment.expired": "abgelaufen",
  "cardPayment.saveCard": "Diese Karte für spätere Einkäufe speichern",
};
