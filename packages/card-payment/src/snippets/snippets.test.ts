import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { cardPaymentSnippetsDe } from "./de";
import { cardPaymentSnippetsEn } from "./en";

describeSnippetSets("@vitrine/card-payment", cardPaymentSnippetsEn, { de: cardPaymentSnippetsDe });
