import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { searchSnippetsDe } from "./de";
import { searchSnippetsEn } from "./en";

describeSnippetSets("@vitrine/search", searchSnippetsEn, { de: searchSnippetsDe });
