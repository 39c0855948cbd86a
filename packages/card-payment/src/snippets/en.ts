// @vitrine/card-payment/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { cardPaymentSnippets } from "../cardPayment.snippets";

/** Every English text @vitrine/card-payment shows, by snippet key. */
export const cardPaymentSnippetsEn = { ...cardPaymentSnippets };

/** The snippet keys of @vitrine/card-payment: a set of another language must give a text for each. */
export type CardPaymentSnippetKey = keyof typeof cardPaymentSnippetsEn;
