import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { cookieConsentSnippetsDe } from "./de";
import { cookieConsentSnippetsEn } from "./en";

describeSnippetSets("@vitrine/cookie-consent", cookieConsentSnippetsEn, { de: cookieConsentSnippetsDe });
