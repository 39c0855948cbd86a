import type { Snippets } from "@vitrine/core";
/** English defaults of every text @vitrine/card-payment shows, by snippet key. */
export const cardPaymentSnippets = {
  "cardPayment.title": "Card details",
  "cardPayment.loading": "Loading the card form…",
  "cardPayment.providerError":
    "The card form could not be loaded. Please choose another payment method or try again.",
  "cardPayment.invalid": "Please check your card details.",
  "cardPayment.notReady": "The card form is not ready yet.",
  "cardPayment.savedCards": "Saved cards",
  "cardPayment.newDetails": "Use new payment details",
  "cardPayment.expired": "expired",
  "cardPayment.saveCard": "Save this card for later purchases",
} satisfies Snippets;
