import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { formsSnippetsDe } from "./de";
import { formsSnippetsEn } from "./en";

describeSnippetSets("@vitrine/forms", formsSnippetsEn, { de: formsSnippetsDe });
