import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { coreSnippetsDe } from "./de";
import { coreSnippetsEn } from "./en";

describeSnippetSets("@vitrine/core", coreSnippetsEn, { de: coreSnippetsDe });
